/**
 * Texts and names of the public viewing pages (/view/{videoId} and /embed/{videoId}). Kept free of
 * schema code so that the small viewing bundle can import them without the validation library.
 */
export const VIEW_TEXTS = {
  unavailableTitle: 'This video is not available',
  unavailable: 'This video is not available.',
  unavailableHint: 'The link may be wrong, or the video is no longer shared.',
  passwordTitle: 'This video is protected',
  passwordPrompt: 'Enter the password to watch this video.',
  passwordLabel: 'Password',
  passwordRequired: 'Please enter the password.',
  passwordWrong: 'The password is not correct.',
  passwordTooMany: 'Too many attempts. Please wait a minute and try again.',
  watch: 'Watch',
  signIn: 'Sign in to watch',
  share: 'Share',
} as const;

/** The header a viewing page sends its view token in (given after the right password). */
export const VIEW_TOKEN_HEADER = 'x-view-token';

/** The error code of a video that needs its password (401 on GET api/view/{id}). */
export const VIEW_PASSWORD_CODE = 'view.password_required';

/** The share buttons of a player template, in the player's order, and how each builds its link. */
export const SHARE_TARGETS = ['facebook', 'linkedin', 'email', 'twitter', 'pinterest', 'reddit', 'tumblr'] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];

/** The least and most characters of a privacy password. */
export const PRIVACY_PASSWORD_MIN = 4;
export const PRIVACY_PASSWORD_MAX = 128;

/** The public viewing page of a video. */
export const viewPagePath = (videoId: string) => `/view/${encodeURIComponent(videoId)}`;
/** The player-only page of a video, for the embed code's iframe. */
export const embedPagePath = (videoId: string) => `/embed/${encodeURIComponent(videoId)}`;

/**
 * Placeholders in the built viewing page (view.html) that the server fills per video: the head's
 * title and link-preview tags, and a JSON block with what the page plays when anyone may watch.
 */
export const VIEW_HEAD_PLACEHOLDER = '<!--view-head-->';
export const VIEW_DATA_PLACEHOLDER = '<!--view-data-->';
/** The id of the JSON block (script type application/json) the server puts in for the page. */
export const VIEW_DATA_ELEMENT_ID = 'view-data';
