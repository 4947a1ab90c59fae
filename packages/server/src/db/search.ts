/** A LIKE pattern that matches the text anywhere, with %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The offset of a 1-based page. */
export function offsetOf(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}
