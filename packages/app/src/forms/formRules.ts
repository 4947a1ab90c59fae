import { fieldErrors } from '@reelbase/contract';
import type { z } from 'zod';
import { ApiError } from '../http/errors.ts';

/** Messages per field, keyed like the API's 422 answers (`name`, `webhooks.0.url`). */
export type FieldErrors = Record<string, string[]>;

/** The messages of a schema for an input; empty when it is valid. */
export function schemaErrors(schema: z.ZodType<unknown>, input: unknown): FieldErrors {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

/**
 * The messages to show: those of the last check (after the pause in typing) whose field still
 * has a problem now, so a message appears after the pause but goes as soon as the field is right.
 */
export function shownErrors(checked: FieldErrors, now: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(checked).filter(([field]) => field in now));
}

/** Whether a set of messages has none. */
export const isWithoutErrors = (errors: FieldErrors) => Object.keys(errors).length === 0;

/**
 * Whether a field counts as touched: it was touched itself or a field that holds it was
 * (`webhooks` holds `webhooks.0.url`; `visibility` holds `visibility.from`).
 */
export function isFieldTouched(touched: ReadonlySet<string>, field: string): boolean {
  const parts = field.split('.');
  for (let length = parts.length; length > 0; length -= 1) {
    if (touched.has(parts.slice(0, length).join('.'))) return true;
  }
  return false;
}

/** What decides whether a field's message shows. */
export interface MessageState {
  /** The form's own rules, as of the last pause in typing. */
  errors: FieldErrors;
  /** The server's field messages of the last save (422). */
  serverErrors: FieldErrors | undefined;
  /** The fields the user changed (or that a change decides). */
  touched: ReadonlySet<string>;
  /** The fields changed since the server's messages came: those messages no longer apply. */
  changedSinceServer: ReadonlySet<string>;
  /** A save was tried: the form's own messages all show. */
  isSaveTried: boolean;
}

/**
 * The message a field shows, its lines joined: the form's own once the field was touched (or a
 * save tried), else the server's until the field is changed again.
 */
export function fieldMessage(field: string, state: MessageState): string | undefined {
  const own = state.isSaveTried || isFieldTouched(state.touched, field) ? state.errors[field] : undefined;
  const server = isFieldTouched(state.changedSinceServer, field) ? undefined : state.serverErrors?.[field];
  return (own ?? server)?.join('\n') || undefined;
}

/** The set with the fields added; the same set when they were all in it already. */
export function withFields(set: ReadonlySet<string>, fields: readonly string[]): ReadonlySet<string> {
  return fields.every((field) => set.has(field)) ? set : new Set([...set, ...fields]);
}

/** What a submit may see of the form. */
export interface SubmitState {
  isValid: boolean;
  /** The input changed since validation last showed its messages. */
  isPending: boolean;
  isSaving: boolean;
  /** Read-only, or (for forms that save only changes) nothing changed. */
  isBlocked: boolean;
  /** Wait for the pause in typing before saving (forms whose button waits for it). */
  awaitsPause: boolean;
}

/**
 * What a submit does: `save`; `show-messages` when the input is invalid (a tried save shows every
 * message); `wait` while saving, blocked or waiting for the pause.
 */
export function submitStep(state: SubmitState): 'save' | 'show-messages' | 'wait' {
  if (state.isBlocked || state.isSaving) return 'wait';
  if (!state.isValid) return 'show-messages';
  if (state.isPending && state.awaitsPause) return 'wait';
  return 'save';
}

/** Whether the save button is enabled. */
export function canSubmit(state: SubmitState): boolean {
  return submitStep(state) === 'save';
}

/**
 * The field messages of a failed save: a 422's messages per field (an empty set when it names
 * none), or undefined for any other failure (the API client has shown those as toasts).
 */
export function serverFieldErrors(error: unknown): FieldErrors | undefined {
  if (error instanceof ApiError && error.status === 422) return error.body?.errors ?? {};
  return undefined;
}
