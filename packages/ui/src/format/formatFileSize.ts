const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/**
 * A byte count as text in steps of 1024, from Bytes to YB: `1536` -> `'1.5 KB'`,
 * `1572864` -> `'1.5 MB'`. At most `decimals` digits after the point, trailing zeros dropped.
 */
export function formatFileSize(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  const value = bytes / 1024 ** exponent;
  const factor = 10 ** Math.max(0, decimals);
  const rounded = Math.round(value * factor) / factor;
  if (rounded >= 1024 && exponent < UNITS.length - 1) return `1 ${UNITS[exponent + 1]}`;
  return `${rounded} ${UNITS[exponent]}`;
}
