export const HEX_INVALID_MESSAGE =
  'The hex value is invalid. It must have 6 or 8 digits (0 - F) and must start with a # character';

const HEX = /^#(?:[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

/** A colour as #RRGGBB or #RRGGBBAA; shorthand (#fff, #ffff) is refused. */
export function isValidHex(value: string): boolean {
  return HEX.test(value);
}

/** The spec's message for an invalid hex value, or `null`. */
export function validateHex(value: string): string | null {
  return isValidHex(value.trim()) ? null : HEX_INVALID_MESSAGE;
}

/** Lower-cases a valid hex value and drops a fully opaque alpha (#RRGGBBff -> #rrggbb). */
export function normalizeHex(value: string): string {
  const hex = value.trim().toLowerCase();
  return hex.length === 9 && hex.endsWith('ff') ? hex.slice(0, 7) : hex;
}

/** The #RRGGBB part of a valid hex value (what `<input type="color">` accepts). */
export function opaqueHex(value: string): string {
  return value.trim().slice(0, 7).toLowerCase();
}
