/**
 * The settings of player templates and their defaults, kept free of schema code so that the
 * player (in the small public bundle) reads the same defaults as the server and the console.
 */

/** A colour of a template or an interactive element: `#` and 6 or 8 hex digits. */
export const HEX_COLOR = /^#(?:[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
export const HEX_COLOR_MESSAGE =
  'The hex value is invalid. It must have 6 or 8 digits (0 - F) and must start with a # character';

/** The on/off settings of a player template, in the form's order. */
export const PLAYER_TEMPLATE_FLAGS = [
  'mute',
  'audio_only',
  'repeat',
  'social_share',
  'show_title',
  'autoplay',
  'show_description',
  'fullscreen',
  'rewind_10s',
  'time_info',
  'scrub_bar',
  'sound_control',
  'quality',
  'text_track_background',
  'share_facebook',
  'share_linkedin',
  'share_email',
  'share_twitter',
  'share_pinterest',
  'share_reddit',
  'share_tumblr',
] as const;
export type PlayerTemplateFlag = (typeof PLAYER_TEMPLATE_FLAGS)[number];

/** The share buttons, shown in the form only when social_share is on. */
export const PLAYER_TEMPLATE_SHARE_FLAGS = PLAYER_TEMPLATE_FLAGS.filter((flag) => flag.startsWith('share_'));

/** The controls colour of a new template. */
export const DEFAULT_CONTROLS_COLOR = '#ffffff';

/** The settings of a new template (and of the default template of a new library). */
export const PLAYER_TEMPLATE_DEFAULTS: Record<PlayerTemplateFlag, boolean> = {
  mute: false,
  audio_only: false,
  repeat: false,
  social_share: false,
  show_title: true,
  autoplay: false,
  show_description: false,
  fullscreen: true,
  rewind_10s: false,
  time_info: true,
  scrub_bar: true,
  sound_control: true,
  quality: true,
  text_track_background: false,
  share_facebook: false,
  share_linkedin: false,
  share_email: false,
  share_twitter: false,
  share_pinterest: false,
  share_reddit: false,
  share_tumblr: false,
};
