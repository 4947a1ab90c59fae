export * from './interactive-values.ts';

import { z } from 'zod';
import {
  ACTION_TYPE_VALUES,
  AREA_TYPE_VALUES,
  ELEMENT_LIMITS,
  FONT_FAMILY_VALUES,
  INTERACTIVE_TEXTS,
  isHttpUrl,
  LINK_TARGET_VALUES,
  PLAYER_ACTION_REFUSED,
  START_ACTION_VALUES,
} from './interactive-values.ts';
import { tooLongMessage } from './messages.ts';
import { HEX_COLOR, HEX_COLOR_MESSAGE } from './player-defaults.ts';
import { text } from './validation.ts';

/*
 * The interactive elements placed over a video (spec editors 3, 4 and 5; the slides are in
 * presentation.ts). The payloads are the shapes the editors read and write: times in seconds,
 * positions and sizes in percent of the player.
 */

/** Seconds within the bound of every time field of the editors (the server checks the video's duration). */
export const editorSeconds = () =>
  z
    .number({ error: INTERACTIVE_TEXTS.outOfRange })
    .min(0, INTERACTIVE_TEXTS.outOfRange)
    .max(ELEMENT_LIMITS.maxSeconds, INTERACTIVE_TEXTS.outOfRange);
const percent = (fallback: number) =>
  z
    .number({ error: INTERACTIVE_TEXTS.outOfRange })
    .min(0, INTERACTIVE_TEXTS.outOfRange)
    .max(100, INTERACTIVE_TEXTS.outOfRange)
    .default(fallback);
/** A hex colour (#rrggbb or #rrggbbaa); empty means none. */
const color = (fallback: string) =>
  z
    .string({ error: HEX_COLOR_MESSAGE })
    .trim()
    .max(9, HEX_COLOR_MESSAGE)
    .refine((value) => value === '' || HEX_COLOR.test(value), HEX_COLOR_MESSAGE)
    .default(fallback);
const shortText = (max: number) => text().max(max, tooLongMessage(max));
/** A number or a numeric form text (the editors' inputs); anything else is `null`. */
const numeric = z.union([z.number(), z.string().max(30), z.boolean(), z.null()]).transform((value) => {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : null;
});

/** Rule "font size minimum 8": smaller or non-numeric sizes become 8. */
const fontSize = numeric
  .transform((value) => (value === null || value < ELEMENT_LIMITS.minFontSize ? ELEMENT_LIMITS.minFontSize : value))
  .pipe(z.number().max(ELEMENT_LIMITS.maxFontSize, INTERACTIVE_TEXTS.outOfRange));
/** Rule "border width clamped from 0 to 20 px": non-numeric widths take the default (1). */
const borderWidth = numeric.transform((value) =>
  value === null ? ELEMENT_LIMITS.defaultBorderWidth : Math.min(ELEMENT_LIMITS.maxBorderWidth, Math.max(0, value)),
);

const WHITE = '#ffffff';
const RED = '#ff0000';
const TRANSPARENT = '#00000000';

interface LookDefaults {
  borderWidth: number;
  borderColor: string;
  fontColor: string;
}

const lookSchema = (fallback: LookDefaults) =>
  z.object({
    background: z
      .object({
        color: color(TRANSPARENT),
        /** The stored path of an uploaded image (`interactive-images/{id}`), or empty. */
        path: shortText(ELEMENT_LIMITS.pathMax).default(''),
        /** The address of the image; the server gives its own images a fresh signed address on every read. */
        url: shortText(ELEMENT_LIMITS.linkMax)
          .refine((value) => value === '' || isHttpUrl(value), INTERACTIVE_TEXTS.urlInvalid)
          .default(''),
      })
      .prefault({}),
    border: z
      .object({ width: borderWidth.default(fallback.borderWidth), color: color(fallback.borderColor) })
      .prefault({}),
    font: z
      .object({
        family: z
          .string({ error: INTERACTIVE_TEXTS.fontFamilyInvalid })
          .trim()
          .max(100, INTERACTIVE_TEXTS.fontFamilyInvalid)
          .transform((value) => value || FONT_FAMILY_VALUES[0])
          .pipe(z.enum(FONT_FAMILY_VALUES, { error: INTERACTIVE_TEXTS.fontFamilyInvalid }))
          .default(FONT_FAMILY_VALUES[0]),
        size: fontSize.default(ELEMENT_LIMITS.defaultFontSize),
        color: color(fallback.fontColor),
      })
      .prefault({}),
  });

/** A hotspot's look: a white 1 px border that turns red on hover (also the default of the other types). */
const elementStyleSchema = z.object({
  origin: z.object({ left: percent(25), top: percent(40) }).prefault({}),
  dimensions: z.object({ width: percent(50), height: percent(20) }).prefault({}),
  default: lookSchema({ borderWidth: 1, borderColor: WHITE, fontColor: WHITE }).prefault({}),
  hover: lookSchema({ borderWidth: 1, borderColor: RED, fontColor: WHITE }).prefault({}),
});

const elementActionSchema = z
  .object({
    type: z.enum(ACTION_TYPE_VALUES).default('openLink'),
    link: shortText(ELEMENT_LIMITS.linkMax).trim().default(''),
    target: z.enum(LINK_TARGET_VALUES).default('_blank'),
    /** The video `openVideo` opens. */
    videoId: shortText(255).trim().default(''),
    /** Where the opened video starts, in seconds. */
    startAt: editorSeconds().default(0),
    /** Where `skipTo` and `skipToAndPause` go, in seconds. */
    timeIndex: editorSeconds().default(0),
    autoPlay: z.boolean().default(false),
    mute: z.boolean().default(false),
  })
  // An empty link is stored (a new element has none yet; the editor asks for it and the viewing
  // pages do nothing on a click until it is set); a link that is given must be an http(s) address.
  .superRefine((action, context) => {
    if (action.link !== '' && !isHttpUrl(action.link)) {
      context.addIssue({ code: 'custom', path: ['link'], message: INTERACTIVE_TEXTS.linkInvalid });
    }
  });

const elementAreaSchema = z.object({
  type: z.enum(AREA_TYPE_VALUES).default('hotspot'),
  /** `rectangle` for a hotspot. */
  shape: shortText(50).trim().default('rectangle'),
  text: text().max(ELEMENT_LIMITS.areaTextMax, INTERACTIVE_TEXTS.textTooLong).default(''),
  /** Input areas only: the field name, its placeholder and the seek offset in seconds. */
  name: shortText(255).optional(),
  placeholder: shortText(255).optional(),
  seekOffset: z
    .number()
    .min(-ELEMENT_LIMITS.maxSeconds, INTERACTIVE_TEXTS.outOfRange)
    .max(ELEMENT_LIMITS.maxSeconds, INTERACTIVE_TEXTS.outOfRange)
    .optional(),
});

/**
 * POST interactive, PUT interactive/{elementId}: an element. Missing parts take the defaults of a
 * new hotspot; `end` defaults to `start` and may not be before it; a player action may only skip
 * to a time or pause. Times are bounded by the video's duration on the server.
 */
export const interactiveElementInputSchema = z
  .object({
    /** Kept when given (the editor's ids stay stable); a new uuid otherwise. */
    _id: z.uuid().optional(),
    name: text({ error: INTERACTIVE_TEXTS.nameRequired })
      .trim()
      .min(1, INTERACTIVE_TEXTS.nameRequired)
      .max(ELEMENT_LIMITS.nameMax, tooLongMessage(ELEMENT_LIMITS.nameMax)),
    start: editorSeconds(),
    end: editorSeconds().optional(),
    startAction: z.enum(START_ACTION_VALUES).default('pause'),
    action: elementActionSchema.prefault({}),
    area: elementAreaSchema.prefault({}),
    style: elementStyleSchema.prefault({}),
    active: z.boolean().default(false),
  })
  .superRefine((element, context) => {
    if (element.end !== undefined && element.end < element.start) {
      context.addIssue({ code: 'custom', path: ['end'], message: INTERACTIVE_TEXTS.outOfRange });
    }
    const refused: readonly string[] = PLAYER_ACTION_REFUSED;
    if (element.area.type === 'playeraction' && refused.includes(element.action.type)) {
      context.addIssue({ code: 'custom', path: ['action', 'type'], message: INTERACTIVE_TEXTS.playerActionNotAllowed });
    }
  })
  .transform(({ end, ...element }) => ({ ...element, end: end ?? element.start }));
export type InteractiveElementInput = z.input<typeof interactiveElementInputSchema>;
export type InteractiveElementData = z.output<typeof interactiveElementInputSchema>;

const lookAnswer = z.object({
  background: z.object({ color: z.string(), path: z.string(), url: z.string() }),
  border: z.object({ width: z.number(), color: z.string() }),
  font: z.object({ family: z.string(), size: z.number(), color: z.string() }),
});

/** An element as the API answers it. */
export const interactiveElementSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  start: z.number(),
  end: z.number(),
  startAction: z.enum(START_ACTION_VALUES),
  action: z.object({
    type: z.enum(ACTION_TYPE_VALUES),
    link: z.string(),
    target: z.enum(LINK_TARGET_VALUES),
    videoId: z.string(),
    startAt: z.number(),
    timeIndex: z.number(),
    autoPlay: z.boolean(),
    mute: z.boolean(),
  }),
  area: z.object({
    type: z.enum(AREA_TYPE_VALUES),
    shape: z.string(),
    text: z.string(),
    name: z.string().optional(),
    placeholder: z.string().optional(),
    seekOffset: z.number().optional(),
  }),
  style: z.object({
    origin: z.object({ left: z.number(), top: z.number() }),
    dimensions: z.object({ width: z.number(), height: z.number() }),
    default: lookAnswer,
    hover: lookAnswer,
  }),
  active: z.boolean(),
});
export type InteractiveElementAnswer = z.infer<typeof interactiveElementSchema>;

/** GET interactive: the video's elements, sorted by start. */
export const interactiveListSchema = z.object({ interactive_area: z.array(interactiveElementSchema) });
export type InteractiveList = z.infer<typeof interactiveListSchema>;

export const interactiveElementParamsSchema = z.object({ id: z.uuid(), elementId: z.uuid() });

/** POST interactive/image-upload: the stored path to keep in `background.path` and its signed address. */
export const interactiveImageSchema = z.object({ path: z.string(), url: z.string() });
export type InteractiveImage = z.infer<typeof interactiveImageSchema>;
