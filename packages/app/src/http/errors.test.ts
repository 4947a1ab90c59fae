import { MESSAGES } from '@reelbase/contract';
import { describe, expect, it } from 'vitest';
import { toastsForError } from './errors.ts';

describe('toastsForError', () => {
  it('joins the field messages of a 422 with line breaks as one warning', () => {
    const toasts = toastsForError(422, {
      message: 'Validation failed',
      errors: { name: ['The name is required.'], email: ['The email is required.'] },
    });
    expect(toasts).toEqual([{ kind: 'warning', text: 'The name is required.\nThe email is required.' }]);
  });

  it('uses the catalogue texts for 400, 403, 425 and 429', () => {
    expect(toastsForError(400, null)[0].text).toBe(MESSAGES.badRequest);
    expect(toastsForError(403, { message: 'x' })[0].text).toBe(MESSAGES.forbidden);
    expect(toastsForError(425, null)[0].text).toBe(MESSAGES.tooEarlyCopy);
    expect(toastsForError(429, null)[0].text).toBe(MESSAGES.tooManyRequests);
  });

  it('prefers the server text for 401 and 404', () => {
    expect(toastsForError(401, null)[0].text).toBe(MESSAGES.loginRequired);
    expect(toastsForError(401, { message: 'Token expired' })[0].text).toBe('Token expired');
    expect(toastsForError(404, { message: 'Video not found.' })[0].text).toBe('Video not found.');
  });

  it('adds the server message to the unexpected-error text for other statuses', () => {
    expect(toastsForError(500, { message: 'Database down' })[0].text).toBe(`${MESSAGES.serverError} Database down`);
    expect(toastsForError(502, null)[0].text).toBe(MESSAGES.serverError);
  });
});
