/**
 * The record an edit address names: its id for `/users/12`, null for the create address (no id),
 * and undefined for an id that cannot name a record (`/users/abc`, `/users/0`), which the page
 * treats like an unknown record.
 */
export function recordIdOf(param: string | undefined): number | null | undefined {
  if (param === undefined) return null;
  return /^[1-9]\d{0,15}$/.test(param) ? Number(param) : undefined;
}
