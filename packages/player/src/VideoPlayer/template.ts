import type { ViewTemplate } from '@reelbase/contract';
import { DEFAULT_CONTROLS_COLOR, PLAYER_TEMPLATE_DEFAULTS } from '@reelbase/contract/player-defaults';

/** The settings of the default player template (the contract's defaults, free of schema code). */
export const PLAYER_DEFAULTS: ViewTemplate = { controls_color: DEFAULT_CONTROLS_COLOR, ...PLAYER_TEMPLATE_DEFAULTS };

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
