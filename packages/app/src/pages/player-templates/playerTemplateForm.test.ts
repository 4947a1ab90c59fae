import { PLAYER_TEMPLATE_DEFAULTS, type PlayerTemplate } from '@reelbase/contract';
import { describe, expect, it } from 'vitest';
import {
  CONTROL_FLAGS,
  playerTemplateFormValues,
  playerTemplateInput,
  showsShareControls,
} from './playerTemplateForm.ts';

const template: PlayerTemplate = {
  id: 4,
  library_id: 2,
  name: 'Social',
  is_default: 0,
  controls_color: '#1f5bd7',
  ...PLAYER_TEMPLATE_DEFAULTS,
  social_share: true,
  share_email: true,
};

describe('player template form values', () => {
  it('starts a new template with the defaults and a white icon colour', () => {
    const values = playerTemplateFormValues(null);
    expect(values.controls_color).toBe('#ffffff');
    expect(values.flags).toEqual(PLAYER_TEMPLATE_DEFAULTS);
    expect(showsShareControls(values)).toBe(false);
  });

  it('maps a template to the form and back', () => {
    const input = playerTemplateInput(playerTemplateFormValues(template));
    expect(input).toMatchObject({ name: 'Social', controls_color: '#1f5bd7', social_share: true, share_email: true });
  });

  it('turns the share buttons off when social share is off', () => {
    const values = playerTemplateFormValues(template);
    values.flags.social_share = false;
    expect(playerTemplateInput(values).share_email).toBe(false);
  });

  it('lists the player controls without the share buttons', () => {
    expect(CONTROL_FLAGS).toContain('social_share');
    expect(CONTROL_FLAGS.some((flag) => flag.startsWith('share_'))).toBe(false);
  });
});
