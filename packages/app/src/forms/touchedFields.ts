/**
 * Whether a field counts as touched: it was touched itself or a field that holds it was
 * (`webhooks` holds `webhooks.0.url`; `visibility` holds `visibility.from`).
 */
export function isFieldTouched(touched: ReadonlySet<string>, field: string): boolean {
  const parts = field.split('.');
  for (let length = parts.length; length > 0; length -= 1) {
    if (touched.has(parts.slice(0, length).join('.'))) return true;
  }
  return false;
}
