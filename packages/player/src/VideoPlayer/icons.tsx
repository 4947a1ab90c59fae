/** The control bar's icons: 24-unit outlines drawn in the controls colour (`currentColor`). */
const paths = {
  play: <path d="M8 5v14l11-7z" fill="currentColor" />,
  pause: <path d="M6 5h4v14H6zM14 5h4v14h-4z" fill="currentColor" />,
  rewind: (
    <>
      <path d="M12 4V1L7 5l5 4V6a7 7 0 1 1-7 7H3a9 9 0 1 0 9-9z" fill="currentColor" />
      <text x="12" y="16.5" fontSize="7.5" fontWeight="700" textAnchor="middle" fill="currentColor">
        10
      </text>
    </>
  ),
  volume: (
    <>
      <path d="M3 9v6h4l5 5V4L7 9z" fill="currentColor" />
      <path d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12" stroke="currentColor" strokeWidth="2" fill="none" />
    </>
  ),
  muted: (
    <>
      <path d="M3 9v6h4l5 5V4L7 9z" fill="currentColor" />
      <path d="M16 9l6 6M22 9l-6 6" stroke="currentColor" strokeWidth="2" fill="none" />
    </>
  ),
  fullscreen: <path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" stroke="currentColor" strokeWidth="2" fill="none" />,
  exitFullscreen: <path d="M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5" stroke="currentColor" strokeWidth="2" fill="none" />,
  subtitles: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="2" stroke="currentColor" strokeWidth="2" fill="none" />
      <path d="M10.5 10.5a2 2 0 1 0 0 3M17 10.5a2 2 0 1 0 0 3" stroke="currentColor" strokeWidth="1.8" fill="none" />
    </>
  ),
  quality: (
    <path
      d="M12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zm8.5 3.5-2.1-.6-.5-1.3 1-1.9-1.9-1.9-1.9 1-1.3-.5L13.2 3h-2.4l-.6 2.1-1.3.5-1.9-1-1.9 1.9 1 1.9-.5 1.3-2.1.6v2.4l2.1.6.5 1.3-1 1.9 1.9 1.9 1.9-1 1.3.5.6 2.1h2.4l.6-2.1 1.3-.5 1.9 1 1.9-1.9-1-1.9.5-1.3 2.1-.6z"
      fill="currentColor"
      fillRule="evenodd"
    />
  ),
  share: (
    <path
      d="M18 15a3 3 0 0 0-2.3 1.1l-6.8-3.4a3 3 0 0 0 0-1.4l6.8-3.4A3 3 0 1 0 15 6c0 .2 0 .5.1.7L8.3 10.1a3 3 0 1 0 0 3.8l6.8 3.4A3 3 0 1 0 18 15z"
      fill="currentColor"
    />
  ),
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      {paths[name]}
    </svg>
  );
}
