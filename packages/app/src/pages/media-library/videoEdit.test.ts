import type { Video } from '@reelbase/contract';
import { VIDEO_TEXTS, videoUpdateSchema } from '@reelbase/contract';
import { describe, expect, it } from 'vitest';
import {
  basicUpdate,
  basicValues,
  changedFields,
  localDateTime,
  privacyPasswordIssue,
  projectUpdate,
  projectValues,
  savedVisibility,
  unixSeconds,
  visibilityIssues,
  visibilityUpdate,
  visibilityValues,
} from './videoEdit.ts';

const video = {
  id: '6f1c2a9e-3b1d-4c55-9a77-0e4b2c1d9f10',
  title: 'Launch',
  description: null,
  tags: ['spring'],
  internalNotes: 'Check the audio.',
  metadata: { agency: null, projectNumber: 'P-1', languages: ['English'], people: [], uploadedBy: 1 },
} as unknown as Video;

describe('video edit values', () => {
  it('sends empty optional texts as null', () => {
    expect(basicUpdate(basicValues(video))).toEqual({
      name: 'Launch',
      description: null,
      tags: ['spring'],
      languages: ['English'],
      people: [],
      agency: null,
    });
    expect(projectUpdate({ ...projectValues(video), projectNumber: '  ' })).toEqual({
      projectNumber: null,
      internalNotes: 'Check the audio.',
    });
  });

  it('sends only what changed', () => {
    const saved = basicUpdate(basicValues(video));
    const edited = basicUpdate({ ...basicValues(video), languages: ['English', 'Dutch'], agency: 'Studio' });
    expect(changedFields(saved, edited)).toEqual({ languages: ['English', 'Dutch'], agency: 'Studio' });
    expect(changedFields(saved, saved)).toEqual({});
  });

  it('gives the inline editor messages of the title', () => {
    const messages = (name: string) => {
      const result = videoUpdateSchema.safeParse({ name });
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(messages('')).toEqual(['The title is required.']);
    expect(messages('A')).toEqual(['cannot be shorter than 2 characters']);
    expect(messages('Launch!')).toEqual([VIDEO_TEXTS.titleCharacters]);
    // In words, and the dot is allowed as the rule says.
    expect(VIDEO_TEXTS.titleCharacters).not.toMatch(/a-zA-Z/);
    expect(messages('Launch v2.1')).toEqual([]);
  });
});

describe('visibility', () => {
  const now = Date.UTC(2030, 0, 1, 12, 0) / 1000;
  const none = { from: null, until: null };
  const hour = 3600;

  it('sends no dates for private and public, local dates and times as unix seconds for scheduled', () => {
    const from = unixSeconds('2030-01-02', 10 * hour + 30 * 60);
    expect(localDateTime(from)).toEqual({ date: '2030-01-02', time: 10 * hour + 30 * 60 });
    expect(unixSeconds(null, 0)).toBeNull();
    expect(unixSeconds('2030-01-02', 59.9)).toBe(unixSeconds('2030-01-02', 59));
    const values = visibilityValues({ type: 'scheduled', from, until: null });
    expect(visibilityUpdate(values)).toEqual({ type: 'scheduled', from, until: null });
    expect(visibilityUpdate({ ...values, type: 'private' })).toEqual({ type: 'private' });
    expect(savedVisibility({ type: 'public', from: null, until: null })).toEqual({ type: 'public' });
    expect(
      changedFields(
        { visibility: savedVisibility({ type: 'scheduled', from, until: null }) },
        { visibility: visibilityUpdate(values) },
      ),
    ).toEqual({});
  });

  it('needs a date for scheduled only', () => {
    expect(visibilityIssues({ type: 'scheduled', from: null, until: null }, now, none)).toEqual({
      'visibility.from': ['The date is required.'],
    });
    expect(visibilityIssues({ type: 'private' }, now, none)).toEqual({});
    expect(visibilityIssues({ type: 'scheduled', from: null, until: now + hour }, now, none)).toEqual({});
  });

  it('refuses new dates in the past but keeps a stored one', () => {
    expect(visibilityIssues({ type: 'scheduled', from: now - hour, until: now + hour }, now, none)).toEqual({
      'visibility.from': ['The selected date cannot be in the past.'],
    });
    const stored = { from: now - hour, until: null };
    expect(visibilityIssues({ type: 'scheduled', from: now - hour, until: now + hour }, now, stored)).toEqual({});
  });

  it('needs until after from, naming from in the given time zone', () => {
    const from = now + hour;
    expect(visibilityIssues({ type: 'scheduled', from, until: from }, now, none)).toEqual({
      'visibility.until': ['The selected date must be after 2030-01-01 13:00'],
    });
    expect(visibilityIssues({ type: 'scheduled', from, until: from - 60 }, now, none, 'Europe/Amsterdam')).toEqual({
      'visibility.until': ['The selected date must be after 2030-01-01 14:00'],
    });
  });
});

describe('privacyPasswordIssue', () => {
  it('asks for a password when the privacy becomes password and none is stored', () => {
    expect(privacyPasswordIssue('password', '', false)).toBe(VIDEO_TEXTS.privacyPasswordRequired);
    expect(privacyPasswordIssue('password', '', true)).toBeNull();
  });
  it('holds a typed password to the length rule', () => {
    expect(privacyPasswordIssue('password', 'abc', true)).toBe(VIDEO_TEXTS.privacyPasswordTooShort);
    expect(privacyPasswordIssue('password', 'abcd', false)).toBeNull();
    expect(privacyPasswordIssue('password', 'x'.repeat(129), false)).toBe(VIDEO_TEXTS.privacyPasswordTooLong);
  });
  it('ignores the field for the other privacy options', () => {
    expect(privacyPasswordIssue('unlisted', '', false)).toBeNull();
    expect(privacyPasswordIssue('anybody', 'ab', false)).toBeNull();
  });
});
