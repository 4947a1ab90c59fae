/** One bar: a label (e.g. a referrer host), its count and the URL it stands for. */
export interface BarListItem {
  label: string;
  count: number;
  url?: string;
}

/** Items sorted by count (highest first) with each bar's share of the largest count in percent. */
export function useBarList(items: ReadonlyArray<BarListItem>) {
  const max = Math.max(0, ...items.map((item) => item.count));
  return [...items]
    .sort((a, b) => b.count - a.count)
    .map((item) => ({ ...item, share: max > 0 ? (Math.max(0, item.count) / max) * 100 : 0 }));
}
