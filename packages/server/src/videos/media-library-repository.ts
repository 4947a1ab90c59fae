import type { SortDirection, VideoSortColumn } from '@reelbase/contract';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { companies, encodings, libraries, videoCounts, videos } from '../db/schema.ts';
import type { VideoRow } from './videos-repository.ts';

/** Which libraries a list may show: all, those of one company, or a list of ids. */
export type LibraryScope =
  | { kind: 'all' }
  | { kind: 'company'; companyId: number }
  | { kind: 'libraries'; ids: number[] };

export interface VideoListFilter {
  scope: LibraryScope;
  /** Lower-cased words that must all occur in the title, description or tags. */
  words: string[];
  /** A video id typed into the quick search: that video matches too. */
  videoId: string | null;
  privacy: string[] | undefined;
  libraryIds: number[] | undefined;
}

export interface VideoListOrder {
  column: VideoSortColumn;
  direction: SortDirection;
}

/** A listed video with its library's and company's names. */
export interface ListedVideo extends VideoRow {
  companyId: number;
  libraryName: string;
  companyName: string;
}

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(filter: VideoListFilter, libraryIds: number[] | null): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (libraryIds) parts.push(inArray(videos.libraryId, libraryIds));
  if (filter.privacy) parts.push(inArray(videos.privacy, filter.privacy as VideoRow['privacy'][]));
  if (filter.words.length > 0) {
    const text = and(...filter.words.map((word) => sql`${videos.searchText} like ${likePattern(word)}`));
    parts.push(filter.videoId ? sql`(${videos.id} = ${filter.videoId} or ${text})` : text);
  }
  return and(...parts);
}

function ordering(order: VideoListOrder): SQL[] {
  const by = order.direction === 'asc' ? asc : desc;
  if (order.column === 'title') return [by(sql`lower(${videos.title})`), by(videos.id)];
  return [by(videos.publishDate), by(videos.id)];
}

/** The library ids the list may show (null: every library), within the scope and the library filter. */
async function libraryIdsOf(db: Executor, filter: VideoListFilter): Promise<number[] | null> {
  let ids: number[] | null = null;
  if (filter.scope.kind === 'libraries') ids = filter.scope.ids;
  if (filter.scope.kind === 'company') ids = await libraryIdsOfCompany(db, filter.scope.companyId);
  if (filter.libraryIds) {
    const wanted = filter.libraryIds;
    ids = ids ? ids.filter((id) => wanted.includes(id)) : wanted;
  }
  return ids;
}

/**
 * The kept counts (video_counts) within the libraries and privacies of the list: without a quick
 * search they answer the totals without reading the videos.
 */
function keptCountsWhere(filter: VideoListFilter, libraryIds: number[] | null): SQL | undefined {
  return and(
    libraryIds ? inArray(videoCounts.libraryId, libraryIds) : undefined,
    filter.privacy ? inArray(videoCounts.privacy, filter.privacy as VideoRow['privacy'][]) : undefined,
  );
}

/** The number of matches of a list without a quick search, summed from the kept counts. */
async function keptTotal(db: Executor, filter: VideoListFilter, libraryIds: number[] | null): Promise<number> {
  const [row] = await db
    .select({ total: sql`coalesce(sum(${videoCounts.videos}), 0)`.mapWith(Number) })
    .from(videoCounts)
    .where(keptCountsWhere(filter, libraryIds));
  return row?.total ?? 0;
}

/** The number of matches per library or per privacy (groups without a match left out). */
async function countsBy<Column extends 'libraryId' | 'privacy'>(
  db: Executor,
  filter: VideoListFilter,
  libraryIds: number[] | null,
  where: SQL | undefined,
  column: Column,
): Promise<{ key: (typeof videos.$inferSelect)[Column]; matches: number }[]> {
  if (filter.words.length === 0) {
    const key = videoCounts[column];
    const matches = sql`sum(${videoCounts.videos})`;
    return db
      .select({ key, matches: matches.mapWith(Number) })
      .from(videoCounts)
      .where(keptCountsWhere(filter, libraryIds))
      .groupBy(key)
      .having(sql`${matches} > 0`);
  }
  const key = videos[column];
  return db.select({ key, matches: count() }).from(videos).where(where).groupBy(key);
}

/**
 * A page of a list sorted by groups (libraries, privacies) in the given order, each group by
 * publish date and id, newest first: the page is read from the one or two groups it falls into,
 * each along an index that starts with the group's column. Answers the page's ids.
 */
async function pageAlongGroups<Key>(
  groups: { key: Key; matches: number }[],
  page: { offset: number; limit: number },
  read: (key: Key, offset: number, limit: number) => Promise<string[]>,
): Promise<string[]> {
  const ids: string[] = [];
  let skip = page.offset;
  for (const group of groups) {
    if (ids.length >= page.limit) break;
    if (skip >= group.matches) {
      skip -= group.matches;
      continue;
    }
    ids.push(...(await read(group.key, skip, page.limit - ids.length)));
    skip = 0;
  }
  return ids;
}

/** The ids of a page of the matches within one group, by publish date and id, newest first. */
async function idsWithin(db: Executor, where: SQL | undefined, offset: number, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: videos.id })
    .from(videos)
    .where(where)
    .orderBy(desc(videos.publishDate), desc(videos.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id);
}

/** Sorted by library name (then library id), each library by publish date and id, newest first. */
async function pageByLibrary(
  db: Executor,
  filter: VideoListFilter,
  libraryIds: number[] | null,
  where: SQL | undefined,
  direction: SortDirection,
  page: { offset: number; limit: number },
) {
  const counts = await countsBy(db, filter, libraryIds, where, 'libraryId');
  const total = counts.reduce((sum, row) => sum + row.matches, 0);
  if (counts.length === 0 || page.offset >= total) return { ids: [], total };
  const names = new Map(
    (
      await db
        .select({ id: libraries.id, name: libraries.name })
        .from(libraries)
        .where(
          inArray(
            libraries.id,
            counts.map((row) => row.key),
          ),
        )
    ).map((row) => [row.id, row.name]),
  );
  const sign = direction === 'asc' ? 1 : -1;
  counts.sort(
    (a, b) =>
      sign *
      ((names.get(a.key) ?? '').localeCompare(names.get(b.key) ?? '', 'en', { sensitivity: 'base' }) || a.key - b.key),
  );
  const ids = await pageAlongGroups(counts, page, (libraryId, offset, limit) =>
    idsWithin(db, and(where, eq(videos.libraryId, libraryId)), offset, limit),
  );
  return { ids, total };
}

/** Sorted by status (privacy) in the given direction, each privacy by publish date and id, newest first. */
async function pageByPrivacy(
  db: Executor,
  filter: VideoListFilter,
  libraryIds: number[] | null,
  where: SQL | undefined,
  direction: SortDirection,
  page: { offset: number; limit: number },
) {
  const counts = await countsBy(db, filter, libraryIds, where, 'privacy');
  const total = counts.reduce((sum, row) => sum + row.matches, 0);
  if (counts.length === 0 || page.offset >= total) return { ids: [], total };
  // The privacy values are lower-case ASCII words: compared by code unit as the database's collation does.
  const sign = direction === 'asc' ? 1 : -1;
  counts.sort((a, b) => sign * (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const ids = await pageAlongGroups(counts, page, (privacy, offset, limit) =>
    idsWithin(db, and(where, eq(videos.privacy, privacy)), offset, limit),
  );
  return { ids, total };
}

/**
 * A quick search sorted by publish date or title: the matches are gathered once (along the trigram
 * index when the words are selective), then counted and the page sorted out of them, rather than
 * once for the count and again along a sort index that the matches may be sparse on.
 */
async function pageOfSearch(
  db: Executor,
  where: SQL | undefined,
  order: VideoListOrder,
  page: { offset: number; limit: number },
): Promise<{ ids: string[]; total: number }> {
  const direction = sql.raw(order.direction === 'asc' ? 'asc' : 'desc');
  const sortKey = order.column === 'title' ? sql`lower(${videos.title})` : videos.publishDate;
  // A plain SELECT around the WITH: the statement reads as the read it is.
  const result = await db.execute<{ total: number | string; ids: string[] }>(sql`
    select total, ids from (
      with matches as materialized (
        select ${videos.id} as id, ${sortKey} as sort_key from ${videos} where ${where}
      )
      select
        (select count(*) from matches) as total,
        array(
          select id::text from matches order by sort_key ${direction}, id ${direction}
          limit ${page.limit} offset ${page.offset}
        ) as ids
    ) as search_page`);
  const rows = Array.isArray(result) ? result : (result as { rows: { total: number | string; ids: string[] }[] }).rows;
  const [row] = rows;
  return { ids: row?.ids ?? [], total: Number(row?.total ?? 0) };
}

/**
 * One page of the media library and the number of matching videos. The page's ids are found along
 * an index where one fits (narrow rows), and only those rows are read in full. Without a quick
 * search the totals are summed from the kept counts per library and privacy (video_counts).
 */
export async function listVideos(
  db: Executor,
  filter: VideoListFilter,
  order: VideoListOrder,
  page: { offset: number; limit: number },
): Promise<{ rows: ListedVideo[]; total: number }> {
  const libraryIds = await libraryIdsOf(db, filter);
  if (libraryIds?.length === 0) return { rows: [], total: 0 };
  const where = conditions(filter, libraryIds);
  let ids: string[];
  let total: number;
  if (order.column === 'library') {
    ({ ids, total } = await pageByLibrary(db, filter, libraryIds, where, order.direction, page));
  } else if (order.column === 'status') {
    ({ ids, total } = await pageByPrivacy(db, filter, libraryIds, where, order.direction, page));
  } else if (filter.words.length > 0) {
    ({ ids, total } = await pageOfSearch(db, where, order, page));
  } else {
    total = await keptTotal(db, filter, libraryIds);
    if (total === 0 || page.offset >= total) return { rows: [], total };
    // The page's ids along the sort's index, and their rows in full, in one statement.
    const pageIds = db
      .select({ pageId: videos.id })
      .from(videos)
      .where(where)
      .orderBy(...ordering(order))
      .limit(page.limit)
      .offset(page.offset)
      .as('page_ids');
    const rows = await listedRows(db)
      .from(pageIds)
      .innerJoin(videos, eq(videos.id, pageIds.pageId))
      .innerJoin(libraries, eq(libraries.id, videos.libraryId))
      .innerJoin(companies, eq(companies.id, libraries.companyId))
      .orderBy(...ordering(order));
    return { rows: rows.map(toListed), total };
  }
  if (ids.length === 0) return { rows: [], total };
  const rows = await listedRows(db)
    .from(videos)
    .innerJoin(libraries, eq(libraries.id, videos.libraryId))
    .innerJoin(companies, eq(companies.id, libraries.companyId))
    .where(inArray(videos.id, ids));
  const byId = new Map(rows.map((row) => [row.video.id, row]));
  return {
    rows: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toListed(row)] : [];
    }),
    total,
  };
}

/** The columns of a listed video: the video with its library's and company's names. */
const listedRows = (db: Executor) =>
  db.select({
    video: videos,
    companyId: libraries.companyId,
    libraryName: libraries.name,
    companyName: companies.companyName,
  });

const toListed = (row: {
  video: VideoRow;
  companyId: number;
  libraryName: string;
  companyName: string;
}): ListedVideo => ({
  ...row.video,
  companyId: row.companyId,
  libraryName: row.libraryName,
  companyName: row.companyName,
});

/** A library with its company's name (move and copy targets). */
export async function findLibraryWithCompany(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: libraries.id,
      name: libraries.name,
      companyId: libraries.companyId,
      companyName: companies.companyName,
    })
    .from(libraries)
    .innerJoin(companies, eq(companies.id, libraries.companyId))
    .where(eq(libraries.id, id));
  return row ?? null;
}

/** The videos with the given ids and the companies of their libraries. */
export async function findVideos(db: Executor, ids: string[]) {
  const rows = await db
    .select({ video: videos, companyId: libraries.companyId })
    .from(videos)
    .innerJoin(libraries, eq(libraries.id, videos.libraryId))
    .where(inArray(videos.id, ids));
  return rows.map((row) => ({ ...row.video, companyId: row.companyId }));
}

/** The stored keys of the renditions of the videos. */
export async function encodingKeysOf(db: Executor, ids: string[]): Promise<string[]> {
  const rows = await db.select({ key: encodings.storageKey }).from(encodings).where(inArray(encodings.videoId, ids));
  return rows.flatMap((row) => (row.key ? [row.key] : []));
}

export async function deleteVideos(db: Executor, ids: string[]): Promise<string[]> {
  const rows = await db.delete(videos).where(inArray(videos.id, ids)).returning({ id: videos.id });
  return rows.map((row) => row.id);
}

/** The distinct tags of the videos of the libraries (and the libraries' default tags), sorted. */
export async function distinctTags(db: Executor, libraryIds: number[], limit = 1000): Promise<string[]> {
  if (libraryIds.length === 0) return [];
  const result = await db.execute<{ tag: string }>(sql`
    select tag from (
      select unnest(${videos.tags}) as tag from ${videos} where ${inArray(videos.libraryId, libraryIds)}
      union
      select unnest(${libraries.defaultTags}) as tag from ${libraries} where ${inArray(libraries.id, libraryIds)}
    ) as all_tags
    where tag <> ''
    order by lower(tag), tag
    limit ${limit}`);
  const rows = Array.isArray(result) ? result : (result as { rows: { tag: string }[] }).rows;
  return [...new Set(rows.map((row: { tag: string }) => row.tag))];
}

/** The ids of a company's libraries. */
export async function libraryIdsOfCompany(db: Executor, companyId: number): Promise<number[]> {
  const rows = await db.select({ id: libraries.id }).from(libraries).where(eq(libraries.companyId, companyId));
  return rows.map((row) => row.id);
}
