/**
 * Initials of a display name: first letters of the first and last word ("Ada Lovelace" -> "AL"),
 * the first two letters of a single word ("ada" -> "AD"), the local part of an e-mail address,
 * and "?" for an empty name.
 */
export function initials(name: string): string {
  const base = name.includes('@') ? name.slice(0, name.indexOf('@')) : name;
  const words = base
    .split(/[\s._-]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return [...words[0]].slice(0, 2).join('').toUpperCase();
  const first = [...words[0]][0];
  const last = [...words[words.length - 1]][0];
  return `${first}${last}`.toUpperCase();
}

/** A stable palette index for a name, so one person always gets the same colour. */
export function colorIndex(name: string, paletteSize: number): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return paletteSize > 0 ? hash % paletteSize : 0;
}
