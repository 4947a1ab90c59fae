import type { SortDirection } from '@reelbase/contract';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { libraries, videoCounts, videos } from '../db/schema.ts';
import type { VideoListFilter, VideoListOrder } from './media-library-repository.ts';
import type { VideoRow } from './videos-repository.ts';

/*
 * How the media library finds a page and its total at a million videos: totals from the counts
 * kept per library and privacy (video_counts) when there is no quick search, pages sorted by
 * library or status read from the one or two groups they fall into, and a quick search gathered
 * once. `listVideos` (media-library-repository.ts) picks one.
 */

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
export async function keptTotal(db: Executor, filter: VideoListFilter, libraryIds: number[] | null): Promise<number> {
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

/** The list's rows, the scope of its libraries and the page asked for. */
interface GroupedList {
  filter: VideoListFilter;
  libraryIds: number[] | null;
  where: SQL | undefined;
  direction: SortDirection;
  page: { offset: number; limit: number };
}

/**
 * A page of a list sorted by groups (libraries, privacies) in `compare`'s order (reversed for a
 * descending sort), each group by publish date and id, newest first. Answers the page's ids and
 * the total.
 */
async function pageByGroup<Column extends 'libraryId' | 'privacy'>(
  db: Executor,
  list: GroupedList,
  column: Column,
  compare: (
    keys: (typeof videos.$inferSelect)[Column][],
  ) => Promise<(a: (typeof videos.$inferSelect)[Column], b: (typeof videos.$inferSelect)[Column]) => number>,
) {
  const counts = await countsBy(db, list.filter, list.libraryIds, list.where, column);
  const total = counts.reduce((sum, row) => sum + row.matches, 0);
  if (counts.length === 0 || list.page.offset >= total) return { ids: [], total };
  const order = await compare(counts.map((row) => row.key));
  const sign = list.direction === 'asc' ? 1 : -1;
  counts.sort((a, b) => sign * order(a.key, b.key));
  const ids = await pageAlongGroups(counts, list.page, (key, offset, limit) =>
    idsWithin(db, and(list.where, eq(videos[column], key)), offset, limit),
  );
  return { ids, total };
}

/** Sorted by library name (then library id), each library by publish date and id, newest first. */
export function pageByLibrary(db: Executor, list: GroupedList) {
  return pageByGroup(db, list, 'libraryId', async (ids) => {
    const rows = await db
      .select({ id: libraries.id, name: libraries.name })
      .from(libraries)
      .where(inArray(libraries.id, ids));
    const names = new Map(rows.map((row) => [row.id, row.name]));
    return (a, b) => (names.get(a) ?? '').localeCompare(names.get(b) ?? '', 'en', { sensitivity: 'base' }) || a - b;
  });
}

/** Sorted by status (privacy), each privacy by publish date and id, newest first. */
export function pageByPrivacy(db: Executor, list: GroupedList) {
  // The privacy values are lower-case ASCII words: compared by code unit as the database's collation does.
  return pageByGroup(db, list, 'privacy', async () => (a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * A quick search sorted by publish date or title: the matches are gathered once (along the trigram
 * index when the words are selective), then counted and the page sorted out of them, rather than
 * once for the count and again along a sort index that the matches may be sparse on.
 */
export async function pageOfSearch(
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
