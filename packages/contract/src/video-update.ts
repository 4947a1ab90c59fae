import { z } from 'zod';
import { MAX_RECORD_ID } from './list.ts';
import { longTextMessage, patternMessage, requiredMessage, tooLongMessage, tooShortMessage } from './messages.ts';
import { SAFE_TEXT, text } from './validation.ts';
import { dateMustBeAfterMessage, PRIVACY_OPTIONS, VIDEO_LANGUAGES, VIDEO_TEXTS, VISIBILITY_TYPES } from './video.ts';
import { PRIVACY_PASSWORD_MAX, PRIVACY_PASSWORD_MIN } from './view-texts.ts';

/* ---------------------------------------------------------------------------------------------
 * Media library: the changes PUT api/videos/{id} accepts (title, texts, lists, privacy, visibility).
 * ------------------------------------------------------------------------------------------- */

/** Letters, digits, space, hyphen, underscore and dot, at most `max` (empty allowed). */
const optionalCode = (max: number) =>
  z.string().trim().max(max, tooLongMessage(max)).regex(SAFE_TEXT, patternMessage).nullable();

/** Tag-editor items: no empty item, no item twice. */
const itemList = (maxItems: number, maxLength: number) =>
  z
    .array(text().trim().max(maxLength, tooLongMessage(maxLength)))
    .max(maxItems, `There can be at most ${maxItems} items.`)
    .superRefine((items, context) => {
      if (items.some((item) => item === '')) context.addIssue({ code: 'custom', message: VIDEO_TEXTS.emptyItem });
      const lower = items.map((item) => item.toLowerCase());
      if (new Set(lower).size !== lower.length) {
        context.addIssue({ code: 'custom', message: VIDEO_TEXTS.duplicateItem });
      }
    });

const unixSeconds = z.number({ error: VIDEO_TEXTS.invalidDate }).int(VIDEO_TEXTS.invalidDate).min(0).nullable();

/**
 * The visibility of a video. A scheduled one needs a from or an until date (unix seconds), and
 * until must be after from. Whether a date is in the past depends on the stored value (an
 * unchanged past start is fine): see `visibilityDateIssues`.
 */
const visibilityInputSchema = z
  .object({
    type: z.enum(VISIBILITY_TYPES, { error: VIDEO_TEXTS.invalidVisibility }),
    from: unixSeconds.default(null),
    until: unixSeconds.default(null),
  })
  .superRefine((value, context) => {
    if (value.type !== 'scheduled') return;
    if (value.from === null && value.until === null) {
      context.addIssue({ code: 'custom', path: ['from'], message: VIDEO_TEXTS.dateRequired });
    }
    if (value.from !== null && value.until !== null && value.until <= value.from) {
      context.addIssue({ code: 'custom', path: ['until'], message: dateMustBeAfterMessage(value.from) });
    }
  });

/**
 * "The selected date cannot be in the past." for a scheduled date that is new or changed and lies
 * before `nowSeconds` (a stored date that has already passed may be sent back unchanged).
 */
export function visibilityDateIssues(
  visibility: { type: string; from: number | null; until: number | null },
  nowSeconds: number,
  previous?: { from: number | null; until: number | null } | null,
): Record<string, string[]> {
  const issues: Record<string, string[]> = {};
  if (visibility.type !== 'scheduled') return issues;
  for (const field of ['from', 'until'] as const) {
    const value = visibility[field];
    if (value !== null && value < nowSeconds && value !== previous?.[field]) {
      issues[`visibility.${field}`] = [VIDEO_TEXTS.dateInPast];
    }
  }
  return issues;
}

/** The video title: required, 2 to 200 of letters, digits, space, hyphen, underscore and dot. */
export const videoTitleSchema = z
  .string({ error: requiredMessage('title') })
  .trim()
  .min(1, { error: requiredMessage('title'), abort: true })
  .min(2, tooShortMessage(2))
  .max(200, tooLongMessage(200))
  .regex(SAFE_TEXT, VIDEO_TEXTS.titleCharacters);

/**
 * PUT api/videos/{id}: every field is optional; only the fields sent change. `name` is the title.
 * `projectNumber` and `playerTemplateId` (a template of the video's library, or null for the
 * library's default) travel in the same call.
 */
export const videoUpdateSchema = z.object({
  name: videoTitleSchema.optional(),
  description: text().trim().max(1000, longTextMessage(1000)).nullable().optional(),
  internalNotes: text().trim().max(1000, tooLongMessage(1000)).nullable().optional(),
  agency: optionalCode(100).optional(),
  projectNumber: optionalCode(50).optional(),
  languages: z
    .array(z.enum(VIDEO_LANGUAGES, { error: VIDEO_TEXTS.invalidLanguage }))
    .max(VIDEO_LANGUAGES.length)
    .optional(),
  people: itemList(100, 100).optional(),
  tags: itemList(100, 100).optional(),
  privacy: z.enum(PRIVACY_OPTIONS, { error: VIDEO_TEXTS.invalidPrivacy }).optional(),
  visibility: visibilityInputSchema.optional(),
  /**
   * The password of privacy `password`, stored hashed. Required when the privacy becomes
   * `password` and none is set yet; a new one replaces the old. Ignored for other privacy options
   * (the stored one is removed when the privacy changes away from `password`).
   */
  privacy_password: z
    .string()
    .min(PRIVACY_PASSWORD_MIN, VIDEO_TEXTS.privacyPasswordTooShort)
    .max(PRIVACY_PASSWORD_MAX, VIDEO_TEXTS.privacyPasswordTooLong)
    .optional(),
  playerTemplateId: z.number().int().positive().max(MAX_RECORD_ID).nullable().optional(),
});
export type VideoUpdate = z.input<typeof videoUpdateSchema>;
