/** Markers closer than one plot width (px) on the scrub bar are drawn as one group. */
export const MARKER_PLOT_WIDTH = 32;

/** An element's place on the scrub bar. */
export interface ScrubMarker {
  id: string;
  /** Seconds. */
  time: number;
}

/** Markers drawn as one plot: where it stands, the time a click seeks to, and what it holds. */
export interface MarkerGroup {
  /** Pixels from the left of the scrub bar: the position of the group's first marker. */
  x: number;
  /** The earliest time in the group (a click seeks there). */
  time: number;
  /** The latest time in the group. */
  lastTime: number;
  count: number;
  ids: string[];
}

export interface MarkerLayout {
  /** Width of the scrub bar in pixels. */
  width: number;
  /** Duration of the video in seconds. */
  duration: number;
  /** Default {@link MARKER_PLOT_WIDTH}. */
  plotWidth?: number;
}

/** Time to scrub-bar position: `time / duration × width`, within the bar; 0 when the bar or the video has no length. */
export function markerX(time: number, width: number, duration: number): number {
  if (!(duration > 0) || !(width > 0) || !Number.isFinite(time)) return 0;
  return Math.min(width, Math.max(0, (time / duration) * width));
}

/**
 * Groups scrub-bar markers: sorted by time, a marker joins the current group while it is closer
 * than one plot width (strictly less than 32 px) to the group's first marker; at exactly 32 px it
 * starts a new group. A group thus never spans more than one plot. With no duration or width all
 * markers stand at 0 and form one group. O(n log n) for the sort, then one pass.
 */
export function groupMarkers(markers: readonly ScrubMarker[], layout: MarkerLayout): MarkerGroup[] {
  const plotWidth = layout.plotWidth ?? MARKER_PLOT_WIDTH;
  const placed = markers
    .map((marker) => ({ marker, x: markerX(marker.time, layout.width, layout.duration) }))
    .sort((a, b) => a.marker.time - b.marker.time || a.x - b.x);
  const groups: MarkerGroup[] = [];
  let current: MarkerGroup | null = null;
  for (const { marker, x } of placed) {
    if (current && x - current.x < plotWidth) {
      current.count += 1;
      current.lastTime = marker.time;
      current.ids.push(marker.id);
      continue;
    }
    current = { x, time: marker.time, lastTime: marker.time, count: 1, ids: [marker.id] };
    groups.push(current);
  }
  return groups;
}
