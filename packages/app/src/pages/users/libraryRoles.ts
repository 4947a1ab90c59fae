import { LIBRARY_ROLE_SLUGS, type LibraryRoleSlug, type UserLibrary } from '@reelbase/contract';

/** The per-library roles editor's three rows: the library ids held as editor, read-only and uploader. */
export type LibraryRoleRows = Record<LibraryRoleSlug, number[]>;

export const emptyRows = (): LibraryRoleRows => ({ editor: [], 'read-only': [], uploader: [] });

/** The rows of a user's library assignments (a library listed twice keeps its first role). */
export function rowsFromAssignments(libraries: readonly UserLibrary[]): LibraryRoleRows {
  let rows = emptyRows();
  for (const { id, role } of libraries) {
    if (!LIBRARY_ROLE_SLUGS.some((slug) => rows[slug].includes(id))) rows = addToRow(rows, role, id);
  }
  return rows;
}

/** The assignments of the rows, as the users call takes them: one `{ id, role }` per library. */
export function assignmentsFromRows(rows: LibraryRoleRows): UserLibrary[] {
  return LIBRARY_ROLE_SLUGS.flatMap((role) => rows[role].map((id) => ({ id, role })));
}

/** Puts a library in one row; it leaves any other row, since a library may be in only one. */
export function addToRow(rows: LibraryRoleRows, role: LibraryRoleSlug, id: number): LibraryRoleRows {
  const next = emptyRows();
  for (const slug of LIBRARY_ROLE_SLUGS) {
    next[slug] = rows[slug].filter((held) => held !== id);
  }
  next[role] = [...next[role], id];
  return next;
}

export function removeFromRow(rows: LibraryRoleRows, role: LibraryRoleSlug, id: number): LibraryRoleRows {
  return { ...rows, [role]: rows[role].filter((held) => held !== id) };
}

/** The row a library is in, if any. */
export function roleOfLibrary(rows: LibraryRoleRows, id: number): LibraryRoleSlug | null {
  return LIBRARY_ROLE_SLUGS.find((slug) => rows[slug].includes(id)) ?? null;
}

export const hasAnyLibrary = (rows: LibraryRoleRows) => LIBRARY_ROLE_SLUGS.some((slug) => rows[slug].length > 0);
