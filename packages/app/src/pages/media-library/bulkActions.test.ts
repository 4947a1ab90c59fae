import type { LibrarySummary } from '@reelbase/contract';
import { describe, expect, it } from 'vitest';
import { BULK_TEXTS, bulkActions, disabledReason, partialNote } from './bulkActions.ts';

const library = (id: number): LibrarySummary => ({ id, name: `Lib${id}`, company_id: 1, company_name: 'Northwind' });
const video = (id: string, libraryId: number) => ({ id, library: library(libraryId) });
const selection = [video('a', 1), video('b', 2), video('c', 1)];

describe('bulk actions by the viewer’s rights per library', () => {
  it('a read-only viewer may neither delete nor move', () => {
    const reach = bulkActions(
      { permissions: { 'list-videos-of-libraries': true }, uploadEverywhere: false },
      selection,
      [],
    );
    expect(reach.delete).toEqual({ allowed: [], refused: ['a', 'b', 'c'] });
    expect(reach.move).toEqual({ allowed: [], refused: ['a', 'b', 'c'] });
    expect(disabledReason('delete', reach.delete)).toBe(BULK_TEXTS.mayNotDelete);
    expect(disabledReason('move', reach.move)).toBe(BULK_TEXTS.mayNotMove);
  });

  it('an editor of one library acts on that library’s videos only', () => {
    const viewer = {
      permissions: { 'manage-videos-of-libraries': [1], 'move-to-library': [1, 3] },
      uploadEverywhere: false,
    };
    const reach = bulkActions(viewer, selection, [library(1), library(3)]);
    expect(reach.delete).toEqual({ allowed: ['a', 'c'], refused: ['b'] });
    expect(reach.move).toEqual({ allowed: ['a', 'c'], refused: ['b'] });
    expect(partialNote('delete', reach.delete)).toBe(
      'Delete 2 of 3 selected videos; you may not delete the other one.',
    );
    expect(disabledReason('delete', reach.delete)).toBeUndefined();
  });

  it('move needs a different library to move to', () => {
    const viewer = {
      permissions: { 'manage-videos-of-libraries': [1], 'move-to-library': [1] },
      uploadEverywhere: false,
    };
    const reach = bulkActions(viewer, selection, [library(1)]);
    expect(reach.move.allowed).toEqual([]);
    expect(reach.delete.allowed).toEqual(['a', 'c']);
  });

  it('an admin of the company acts on every video', () => {
    const viewer = {
      permissions: { 'manage-videos-of-libraries': true, 'move-to-library': true },
      uploadEverywhere: false,
    } as const;
    const reach = bulkActions(viewer, selection, [library(1), library(2)]);
    expect(reach.delete.refused).toEqual([]);
    expect(reach.move.refused).toEqual([]);
    expect(partialNote('move', reach.move)).toBe('');
  });

  it('names how many are left out', () => {
    expect(partialNote('move', { allowed: ['a'], refused: ['b', 'c', 'd'] })).toBe(
      'Move 1 of 4 selected videos; you may not move the other 3.',
    );
    expect(disabledReason('delete', { allowed: [], refused: [] })).toBe(BULK_TEXTS.selectFirst);
  });
});
