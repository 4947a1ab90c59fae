import {
  DEFAULT_CONTROLS_COLOR,
  PLAYER_TEMPLATE_DEFAULTS,
  PLAYER_TEMPLATE_FLAGS,
  PLAYER_TEMPLATE_SHARE_FLAGS,
  type PlayerTemplate,
  type PlayerTemplateFlag,
  type PlayerTemplateInput,
} from '@reelbase/contract';

/** The labels of the template's switches, in the form's order. */
export const FLAG_LABELS: Record<PlayerTemplateFlag, string> = {
  mute: 'Mute',
  audio_only: 'Audio only',
  repeat: 'Repeat',
  social_share: 'Social share',
  show_title: 'Show title',
  autoplay: 'Autoplay',
  show_description: 'Show description',
  fullscreen: 'Fullscreen',
  rewind_10s: 'Rewind 10 seconds',
  time_info: 'Time info',
  scrub_bar: 'Scrub bar',
  sound_control: 'Sound control',
  quality: 'Quality',
  text_track_background: 'Subtitle background',
  share_facebook: 'Facebook',
  share_linkedin: 'LinkedIn',
  share_email: 'E-mail',
  share_twitter: 'Twitter',
  share_pinterest: 'Pinterest',
  share_reddit: 'Reddit',
  share_tumblr: 'Tumblr',
};

/** The player-control switches (everything but the share buttons). */
export const CONTROL_FLAGS = PLAYER_TEMPLATE_FLAGS.filter(
  (flag) => !(PLAYER_TEMPLATE_SHARE_FLAGS as readonly string[]).includes(flag),
);

export interface PlayerTemplateFormValues {
  name: string;
  controls_color: string;
  flags: Record<PlayerTemplateFlag, boolean>;
}

/** The form's starting values: the template's, or the defaults (icon colour #ffffff) for a new one. */
export function playerTemplateFormValues(template: PlayerTemplate | null): PlayerTemplateFormValues {
  const flags = { ...PLAYER_TEMPLATE_DEFAULTS };
  if (template) for (const flag of PLAYER_TEMPLATE_FLAGS) flags[flag] = template[flag];
  return { name: template?.name ?? '', controls_color: template?.controls_color ?? DEFAULT_CONTROLS_COLOR, flags };
}

/** The body of POST or PUT api/libraries/{libraryId}/player-templates; share buttons are off without social share. */
export function playerTemplateInput(values: PlayerTemplateFormValues): PlayerTemplateInput {
  const flags = { ...values.flags };
  if (!flags.social_share) for (const flag of PLAYER_TEMPLATE_SHARE_FLAGS) flags[flag] = false;
  return { name: values.name.trim(), controls_color: values.controls_color, ...flags };
}

/** Whether the share-control checkboxes are shown. */
export const showsShareControls = (values: PlayerTemplateFormValues) => values.flags.social_share;
