import { MESSAGES } from '@reelbase/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../http/errors.ts';
import {
  canSubmit,
  fieldMessage,
  isFieldTouched,
  type MessageState,
  type SubmitState,
  schemaErrors,
  serverFieldErrors,
  shownErrors,
  submitStep,
  withFields,
} from './formRules.ts';
import { recordIdOf } from './recordId.ts';

const state = (change: Partial<MessageState> = {}): MessageState => ({
  errors: { name: ['The name is required.'], 'webhooks.0.url': ['The URL is not valid.'] },
  serverErrors: { email: ['The email has already been taken.'] },
  touched: new Set(),
  changedSinceServer: new Set(),
  isSaveTried: false,
  ...change,
});

describe("a field's message", () => {
  it('waits until the field was changed or a save was tried', () => {
    expect(fieldMessage('name', state())).toBeUndefined();
    expect(fieldMessage('name', state({ touched: new Set(['name']) }))).toBe('The name is required.');
    expect(fieldMessage('name', state({ isSaveTried: true }))).toBe('The name is required.');
  });

  it('shows for the fields inside a touched field', () => {
    expect(fieldMessage('webhooks.0.url', state({ touched: new Set(['webhooks']) }))).toBe('The URL is not valid.');
    expect(fieldMessage('webhooks.0.url', state({ touched: new Set(['name']) }))).toBeUndefined();
  });

  it("shows the server's message until the field is changed", () => {
    expect(fieldMessage('email', state())).toBe('The email has already been taken.');
    expect(fieldMessage('email', state({ changedSinceServer: new Set(['email']) }))).toBeUndefined();
    expect(fieldMessage('email', state({ changedSinceServer: new Set(['name']) }))).toBe(
      'The email has already been taken.',
    );
  });

  it("puts the form's own message first and joins several lines", () => {
    const both = state({
      errors: { email: ['The email is required.', 'The email must be a valid email address.'] },
      touched: new Set(['email']),
    });
    expect(fieldMessage('email', both)).toBe('The email is required.\nThe email must be a valid email address.');
    expect(fieldMessage('email', state({ serverErrors: { email: [] } }))).toBeUndefined();
  });
});

describe('the messages shown', () => {
  it('are those of the last check whose field still has a problem', () => {
    const checked = { name: ['The name is required.'], email: ['The email must be a valid email address.'] };
    expect(shownErrors(checked, { name: ['The name is too short.'] })).toEqual({ name: ['The name is required.'] });
    expect(shownErrors(checked, {})).toEqual({});
    expect(shownErrors({}, { name: ['The name is required.'] })).toEqual({});
  });
});

describe('touched fields', () => {
  it('count a field touched when it or a field holding it was', () => {
    const touched = new Set(['webhooks', 'visibility.from']);
    expect(isFieldTouched(touched, 'webhooks')).toBe(true);
    expect(isFieldTouched(touched, 'webhooks.0.url')).toBe(true);
    expect(isFieldTouched(touched, 'visibility.from')).toBe(true);
    expect(isFieldTouched(touched, 'visibility.until')).toBe(false);
    expect(isFieldTouched(touched, 'visibility')).toBe(false);
    expect(isFieldTouched(touched, 'name')).toBe(false);
  });

  it('stay the same set when nothing new is touched', () => {
    const touched = new Set(['name']);
    expect(withFields(touched, ['name'])).toBe(touched);
    expect([...withFields(touched, ['role', 'company_id'])]).toEqual(['name', 'role', 'company_id']);
  });
});

describe('a submit', () => {
  const ready: SubmitState = { isValid: true, isPending: false, isSaving: false, isBlocked: false, awaitsPause: true };

  it('saves a valid, checked form', () => {
    expect(submitStep(ready)).toBe('save');
    expect(canSubmit(ready)).toBe(true);
  });

  it('shows every message instead of saving an invalid form', () => {
    expect(submitStep({ ...ready, isValid: false })).toBe('show-messages');
    expect(canSubmit({ ...ready, isValid: false })).toBe(false);
  });

  it('waits while saving, while read-only or unchanged, and until the pause in typing', () => {
    expect(submitStep({ ...ready, isSaving: true })).toBe('wait');
    expect(submitStep({ ...ready, isSaving: true, isValid: false })).toBe('wait');
    expect(submitStep({ ...ready, isBlocked: true, isValid: false })).toBe('wait');
    expect(submitStep({ ...ready, isPending: true })).toBe('wait');
    expect(submitStep({ ...ready, isPending: true, awaitsPause: false })).toBe('save');
  });
});

describe("the server's answer to a save", () => {
  it('gives the field messages of a 422', () => {
    const error = new ApiError(422, { errors: { email: ['The email has already been taken.'] } });
    expect(serverFieldErrors(error)).toEqual({ email: ['The email has already been taken.'] });
    expect(serverFieldErrors(new ApiError(422, { message: 'Invalid.' }))).toEqual({});
  });

  it('leaves other failures to the toasts', () => {
    expect(serverFieldErrors(new ApiError(500, { message: MESSAGES.serverError }))).toBeUndefined();
    expect(serverFieldErrors(new Error('offline'))).toBeUndefined();
  });
});

describe('schema messages', () => {
  it('are keyed by field path and empty when valid', () => {
    const schema = z.object({ name: z.string().min(1, 'The name is required.'), hooks: z.array(z.url('Bad URL.')) });
    expect(schemaErrors(schema, { name: 'Acme', hooks: [] })).toEqual({});
    expect(schemaErrors(schema, { name: '', hooks: ['nope'] })).toEqual({
      name: ['The name is required.'],
      'hooks.0': ['Bad URL.'],
    });
  });
});

describe('the record an edit address names', () => {
  it('is a positive whole number, none for the create address, and unknown otherwise', () => {
    expect(recordIdOf('12')).toBe(12);
    expect(recordIdOf(undefined)).toBeNull();
    for (const param of ['abc', '0', '-1', '1.5', '12abc', '', ' 1', '1e3', '99999999999999999999']) {
      expect(recordIdOf(param)).toBeUndefined();
    }
  });
});
