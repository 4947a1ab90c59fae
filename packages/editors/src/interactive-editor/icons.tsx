import type { AreaType } from '../core/document.ts';

const paths: Record<AreaType, string> = {
  // A pointer on a frame.
  hotspot: 'M4 4h10v4h-2V6H6v8h2v2H4zM11 10l9 3-4 1.5 3 3-1.5 1.5-3-3L13 20z',
  // A landscape picture.
  image: 'M3 5h18v14H3zM5 7v8l4-4 3 3 2-2 5 5V7zM15 9.5a1.5 1.5 0 1 0 0 .01z',
  // A letter T.
  text: 'M5 5h14v3h-2V7h-4v10h2v2H9v-2h2V7H7v1H5z',
  // A pause sign in a circle.
  playeraction: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zm0 2a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM9 8h2v8H9zm4 0h2v8h-2z',
  // A text field with a caret.
  input: 'M3 7h18v10H3zm2 2v6h14V9zm2 1h1.5v4H7z',
};

/** The small picture of an element's area type (decorative: its name is always written next to it). */
export function AreaIcon({ type }: { type: AreaType }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={paths[type]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
