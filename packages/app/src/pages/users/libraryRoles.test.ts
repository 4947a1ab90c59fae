import { describe, expect, it } from 'vitest';
import {
  addToRow,
  assignmentsFromRows,
  emptyRows,
  hasAnyLibrary,
  removeFromRow,
  roleOfLibrary,
  rowsFromAssignments,
} from './libraryRoles.ts';

describe('library roles editor rules', () => {
  it('builds the rows from assignments and back', () => {
    const assignments = [
      { id: 1, role: 'editor' as const },
      { id: 2, role: 'read-only' as const },
      { id: 3, role: 'editor' as const },
    ];
    const rows = rowsFromAssignments(assignments);
    expect(rows).toEqual({ editor: [1, 3], 'read-only': [2], uploader: [] });
    expect(assignmentsFromRows(rows)).toEqual([
      { id: 1, role: 'editor' },
      { id: 3, role: 'editor' },
      { id: 2, role: 'read-only' },
    ]);
  });

  it('keeps a library in only one row: adding it to another row moves it', () => {
    let rows = addToRow(emptyRows(), 'editor', 5);
    rows = addToRow(rows, 'read-only', 5);
    expect(rows).toEqual({ editor: [], 'read-only': [5], uploader: [] });
    expect(roleOfLibrary(rows, 5)).toBe('read-only');
  });

  it('does not list a library twice in the same row', () => {
    const rows = addToRow(addToRow(emptyRows(), 'uploader', 4), 'uploader', 4);
    expect(rows.uploader).toEqual([4]);
  });

  it('keeps the first role of a library assigned twice', () => {
    expect(
      rowsFromAssignments([
        { id: 1, role: 'uploader' },
        { id: 1, role: 'editor' },
      ]),
    ).toEqual({ editor: [], 'read-only': [], uploader: [1] });
  });

  it('removes a library from its row', () => {
    const rows = removeFromRow(addToRow(emptyRows(), 'editor', 9), 'editor', 9);
    expect(hasAnyLibrary(rows)).toBe(false);
    expect(roleOfLibrary(rows, 9)).toBeNull();
  });
});
