/**
 * Rule "elements stay sorted by start" (and "slides are re-sorted by start"): a stable sort, so
 * items with the same start keep their order (a duplicate stays after its original).
 */
export function sortByStart<T extends { start: number }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.start - b.item.start || a.index - b.index)
    .map(({ item }) => item);
}
