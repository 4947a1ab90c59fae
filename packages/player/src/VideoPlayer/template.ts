import type { ViewTemplate } from '@reelbase/contract';

/**
 * The settings of the default player template: the contract's `PLAYER_TEMPLATE_DEFAULTS` with
 * `DEFAULT_CONTROLS_COLOR`, repeated here so that the player carries no validation code (a unit
 * test keeps the two equal).
 */
export const PLAYER_DEFAULTS: ViewTemplate = {
  controls_color: '#ffffff',
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

const COLOR = /^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

/** A template's settings with the defaults for what it leaves out (and for a colour that is not a hex colour). */
export function resolveTemplate(template?: Partial<ViewTemplate> | null): ViewTemplate {
  const settings = { ...PLAYER_DEFAULTS };
  if (!template) return settings;
  for (const key of Object.keys(PLAYER_DEFAULTS) as (keyof ViewTemplate)[]) {
    const value = template[key];
    if (key === 'controls_color') {
      if (typeof value === 'string' && COLOR.test(value.trim())) settings.controls_color = value.trim();
    } else if (typeof value === 'boolean') {
      settings[key] = value;
    }
  }
  return settings;
}
