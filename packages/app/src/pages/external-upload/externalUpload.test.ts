import { backupEmailSchema, externalBasicSchema, fieldErrors } from '@reelbase/contract';
import { describe, expect, it } from 'vitest';
import { EXPIRY_CHOICES, hasUnsavedWork, isBasicDirty, tokenOf } from './externalUpload.ts';

const errorsOf = (values: unknown) => {
  const result = externalBasicSchema.safeParse(values);
  return result.success ? {} : fieldErrors(result.error);
};

describe('the Basic data rules of the external upload', () => {
  it('accepts a title of at most 50 letters, digits, spaces, - _ . and any request number of at most 50', () => {
    expect(errorsOf({ title: 'Kitchen_renovation-2.final', request_number: 'AV/2026 (b)' })).toEqual({});
    expect(errorsOf({ title: 'x'.repeat(50), request_number: '9'.repeat(50) })).toEqual({});
  });

  it('refuses what the specification refuses, in its words', () => {
    expect(errorsOf({ title: 'x'.repeat(51), request_number: '' })).toEqual({
      title: ['cannot be longer than 50 characters'],
    });
    expect(errorsOf({ title: 'Bath & kitchen', request_number: '' })).toEqual({
      title: ['only a-zA-Z0-9-_ and space are allowed'],
    });
    expect(errorsOf({ title: 'Fine', request_number: '1'.repeat(51) })).toEqual({
      request_number: ['cannot be longer than 50 characters'],
    });
  });

  it('requires a valid backup e-mail address', () => {
    const message = (value: string) => {
      const result = backupEmailSchema.safeParse(value);
      return result.success ? null : result.error.issues[0]?.message;
    };
    expect(message('')).toBe('Please specify an email address.');
    expect(message('   ')).toBe('Please specify an email address.');
    expect(message('requester@')).toBe('The email must be a valid email address.');
    expect(message('requester@example.test')).toBeNull();
  });
});

describe('leaving the page', () => {
  const entry = (title: string, saved: string) => ({
    draft: { title, request_number: '' },
    saved: { title: saved, request_number: '' },
  });

  it('warns while an upload runs or Basic data is not saved', () => {
    expect(hasUnsavedWork([{ status: 'success' }, { status: 'error' }], {})).toBe(false);
    expect(hasUnsavedWork([{ status: 'active' }], {})).toBe(true);
    expect(hasUnsavedWork([{ status: 'queued' }], {})).toBe(true);
    expect(hasUnsavedWork([], { a: entry('Same', 'Same') })).toBe(false);
    expect(hasUnsavedWork([], { a: entry('Changed', 'Same') })).toBe(true);
    expect(isBasicDirty(undefined)).toBe(false);
  });
});

describe('the page address and the expiry choices', () => {
  it('reads the token of the address', () => {
    expect(tokenOf('?token=abc_DEF-123')).toBe('abc_DEF-123');
    expect(tokenOf('?token=')).toBeNull();
    expect(tokenOf('')).toBeNull();
    expect(tokenOf('', '/external-upload/abc_DEF-123')).toBe('abc_DEF-123');
    expect(tokenOf('', '/external-upload/abc/')).toBe('abc');
    expect(tokenOf('?token=fromquery', '/external-upload/frompath')).toBe('fromquery');
    expect(tokenOf('', '/external-upload')).toBeNull();
    expect(tokenOf('', '/external-upload/')).toBeNull();
    expect(tokenOf('', '/external-upload/%E0%A4%A')).toBeNull();
  });

  it('offers expiries within 1 to 90 days, 14 among them', () => {
    expect(Math.min(...EXPIRY_CHOICES)).toBe(1);
    expect(Math.max(...EXPIRY_CHOICES)).toBe(90);
    expect(EXPIRY_CHOICES).toContain(14);
  });
});
