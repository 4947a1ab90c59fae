import type { Video } from '@reelbase/contract';
import { videoUpdateSchema } from '@reelbase/contract';
import { describe, expect, it } from 'vitest';
import { basicUpdate, basicValues, changedFields, projectUpdate, projectValues } from './videoEdit.ts';

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
    expect(basicUpdate(basicValues(video))).toEqual({ name: 'Launch', description: null, tags: ['spring'] });
    expect(projectUpdate({ ...projectValues(video), projectNumber: '  ' })).toMatchObject({
      projectNumber: null,
      agency: null,
      internalNotes: 'Check the audio.',
    });
  });

  it('sends only what changed', () => {
    const saved = projectUpdate(projectValues(video));
    const edited = projectUpdate({ ...projectValues(video), languages: ['English', 'Dutch'], agency: 'Studio' });
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
    expect(messages('Launch!')).toEqual(['only a-zA-Z0-9-_ and space are allowed']);
  });
});
