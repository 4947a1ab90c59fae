import { z } from 'zod';
import { RECORD_NOT_FOUND_MESSAGE, recordId } from './list.ts';
import { HEX_COLOR, HEX_COLOR_MESSAGE, PLAYER_TEMPLATE_FLAGS, type PlayerTemplateFlag } from './player-defaults.ts';
import { requiredText } from './validation.ts';

const flagShape = <T extends z.ZodType>(type: T) =>
  Object.fromEntries(PLAYER_TEMPLATE_FLAGS.map((flag) => [flag, type])) as Record<PlayerTemplateFlag, T>;

export const playerTemplateSchema = z.object({
  id: z.number().int(),
  library_id: z.number().int(),
  name: z.string(),
  /** 1 marks the library's default template. */
  is_default: z.union([z.literal(0), z.literal(1)]),
  controls_color: z.string(),
  ...flagShape(z.boolean()),
});
export type PlayerTemplate = z.infer<typeof playerTemplateSchema>;
export const playerTemplateListSchema = z.array(playerTemplateSchema);

/** POST and PUT api/libraries/{libraryId}/player-templates[/{id}]: unsent settings keep their value. */
export const playerTemplateInputSchema = z.object({
  name: requiredText('name'),
  /** 1 (or true) makes this the default template; a default template cannot be switched off directly. */
  is_default: z.union([z.literal(0), z.literal(1), z.boolean()]).optional(),
  controls_color: z.string({ error: HEX_COLOR_MESSAGE }).trim().regex(HEX_COLOR, HEX_COLOR_MESSAGE).optional(),
  ...flagShape(z.boolean().optional()),
});
export type PlayerTemplateInput = z.input<typeof playerTemplateInputSchema>;

/** GET api/libraries/{libraryId}/player-templates-for-video: the video panel's template select. */
const playerTemplateOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  is_default: z.union([z.literal(0), z.literal(1)]),
});
export const playerTemplateOptionListSchema = z.array(playerTemplateOptionSchema);

export const playerTemplateParamsSchema = z.object({
  libraryId: recordId(RECORD_NOT_FOUND_MESSAGE),
  id: recordId(RECORD_NOT_FOUND_MESSAGE),
});

export const PLAYER_TEMPLATE_TEXTS = {
  notFound: 'The player template was not found.',
  defaultName: 'Default',
  cannotDeleteDefault: 'The default player template cannot be deleted. Make another template the default first.',
  cannotUnsetDefault: 'A library always has one default player template. Make another template the default instead.',
} as const;
