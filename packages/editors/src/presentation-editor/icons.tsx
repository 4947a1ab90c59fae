const paths = {
  play: 'M7 4.5v15l12-7.5z',
  pause: 'M6.5 4.5h4v15h-4zM13.5 4.5h4v15h-4z',
  stepBack: 'M6 5h2.5v14H6zM19 5v14l-9-7z',
  stepForward: 'M15.5 5H18v14h-2.5zM5 5v14l9-7z',
  undo: 'M9 7V3.5L3 9l6 5.5V11h5.5a4 4 0 010 8H11v2.5h3.5a7.25 7.25 0 000-14.5z',
  redo: 'M15 7V3.5L21 9l-6 5.5V11H9.5a4 4 0 000 8H13v2.5H9.5a7.25 7.25 0 010-14.5z',
} as const;

export type IconName = keyof typeof paths;

/** A 20 px icon of the editor's controls; the control around it carries the name. */
export function Icon({ name }: { name: IconName }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="currentColor" />
    </svg>
  );
}
