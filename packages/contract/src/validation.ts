import { z } from 'zod';
import { invalidEmailMessage, requiredMessage, tooLongMessage, tooShortMessage } from './messages.ts';

import { LONG_TEXT_MAX, SAFE_TEXT } from './text-rules.ts';

export { LONG_TEXT_MAX, SAFE_TEXT };

export const CONTROL_CHARACTERS_MESSAGE = 'The text may not contain control characters.';

/** Whether a text holds a control character other than tab, line feed and carriage return (NUL included). */
function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

/**
 * Every text a request may carry: a string without control characters (tab and line breaks are
 * fine). The database refuses NUL in text, so this rule keeps such input a 422.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !hasControlCharacter(value), CONTROL_CHARACTERS_MESSAGE);
}

/** A required trimmed text with the spec's messages. */
export function requiredText(name: string, max = 255, min = 0) {
  let schema = text({ error: requiredMessage(name) })
    .trim()
    .min(1, requiredMessage(name))
    .max(max, tooLongMessage(max));
  if (min > 1) schema = schema.min(min, tooShortMessage(min));
  return schema;
}

export function optionalText(max = 255) {
  return text().trim().max(max, tooLongMessage(max));
}

export function requiredEmail(name = 'email') {
  return text({ error: requiredMessage(name) })
    .trim()
    .min(1, requiredMessage(name))
    .max(255, tooLongMessage(255))
    .pipe(z.email(invalidEmailMessage));
}

/** Telephone / contact number: digits, spaces and + - ( ) only. */
export const phoneNumber = z
  .string()
  .trim()
  .max(50, tooLongMessage(50))
  .regex(/^[0-9+()\-. ]*$/, 'The telephone / contact number may contain digits, spaces and + - ( ) only.');

/** Maps a zod error to the field -> messages shape of a 422 response. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    out[field] ??= [];
    if (!out[field].includes(issue.message)) out[field].push(issue.message);
  }
  return out;
}

/** The title a video gets when its file name cannot give one. */
export const UNTITLED_VIDEO = 'Untitled video';

/**
 * The title of a new video from its file name, following the title rule (letters, digits, space,
 * hyphen, underscore and dot; 2 to 200 characters): the extension is dropped, accents are taken
 * off letters, every other character becomes a space, and runs of spaces become one. A name that
 * leaves fewer than two characters gives "Untitled video".
 */
export function titleFromFileName(name: string): string {
  const cleaned = name
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9 _.-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200)
    .trim();
  return cleaned.length >= 2 ? cleaned : UNTITLED_VIDEO;
}
