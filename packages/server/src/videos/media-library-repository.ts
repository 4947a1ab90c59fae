import type { SortDirection, VideoSortColumn } from '@reelbase/contract';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { companies, encodings, libraries, videos } from '../db/schema.ts';
import { keptTotal, pageByLibrary, pageByPrivacy, pageOfSearch } from './media-library-pages.ts';
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
    ({ ids, total } = await pageByLibrary(db, { filter, libraryIds, where, direction: order.direction, page }));
  } else if (order.column === 'status') {
    ({ ids, total } = await pageByPrivacy(db, { filter, libraryIds, where, direction: order.direction, page }));
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
