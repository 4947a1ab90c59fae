/**
 * From this width the left menu sits beside the page and the top bar holds Upload files; below
 * it the menu is a drawer opened from the top bar.
 */
const WIDE_SCREEN_PX = 900;

/** The media query of a wide screen. */
export const WIDE_SCREEN = `(min-width: ${WIDE_SCREEN_PX}px)`;

/** The media query of a narrow screen (for CSS; the same boundary as `WIDE_SCREEN`). */
export const NARROW_SCREEN = `(max-width: ${WIDE_SCREEN_PX - 0.02}px)`;
