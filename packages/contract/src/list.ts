import { z } from 'zod';
import { tooLongMessage } from './messages.ts';
import { text } from './validation.ts';

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** The largest record id: ids are PostgreSQL integers. */
export const MAX_RECORD_ID = 2147483647;
/**
 * The last page a list can have: no list holds more rows than there are ids, and with it the
 * row offset of a page stays an exact whole number.
 */
export const MAX_PAGE = MAX_RECORD_ID;
export const QUICK_SEARCH_MAX = 255;

export const INVALID_PAGE_MESSAGE = `The page must be a whole number from 1 to ${MAX_PAGE}.`;
export const invalidPageSizeMessage = (max: number) => `The page size must be a whole number from 1 to ${max}.`;
export const INVALID_SORT_MESSAGE = 'The list cannot be sorted by this column.';
export const INVALID_DIRECTION_MESSAGE = 'The sort direction must be asc or desc.';
export const INVALID_FILTER_MESSAGE = 'The filter value must be a whole number.';

/** A whole number from a query string ("3") or a JSON body (3). */
export function queryInteger(message: string, min: number, max = Number.MAX_SAFE_INTEGER) {
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** A record id from a path, query or body: a whole number from 1 to `MAX_RECORD_ID`. */
export function recordId(message: string) {
  return queryInteger(message, 1, MAX_RECORD_ID);
}

/** The 1-based page of a list. */
export const pageSchema = queryInteger(INVALID_PAGE_MESSAGE, 1, MAX_PAGE).default(1);

/** The quick search of a list: a trimmed text of at most 255 characters. */
export const quickSearchSchema = text().trim().max(QUICK_SEARCH_MAX, tooLongMessage(QUICK_SEARCH_MAX)).optional();

/**
 * The flat query of a list call: `page` (1-based), `pageSize`, `quickSearch`, `sort` (a column),
 * `direction` (asc | desc). Filters are added by each list.
 */
export function listQuerySchema<const Columns extends readonly [string, ...string[]]>(options: {
  sortColumns: Columns;
  defaultSort: Columns[number];
  defaultDirection?: SortDirection;
  defaultPageSize: number;
  maxPageSize: number;
}) {
  return z.object({
    page: pageSchema,
    pageSize: queryInteger(invalidPageSizeMessage(options.maxPageSize), 1, options.maxPageSize).default(
      options.defaultPageSize,
    ),
    quickSearch: quickSearchSchema,
    sort: z.enum(options.sortColumns, { error: INVALID_SORT_MESSAGE }).default(options.defaultSort as never),
    direction: z.enum(SORT_DIRECTIONS, { error: INVALID_DIRECTION_MESSAGE }).default(options.defaultDirection ?? 'asc'),
  });
}

/** The answer of a list call: one page of rows and the number of rows of all pages. */
export function listResponseSchema<Row extends z.ZodType>(row: Row) {
  return z.object({ data: z.array(row), total: z.number().int() });
}

export const RECORD_NOT_FOUND_MESSAGE = 'The requested item was not found.';

/** `{ id }` path parameter of a record. */
export const idParamsSchema = z.object({ id: recordId(RECORD_NOT_FOUND_MESSAGE) });

/** The answer of an image upload or removal: the public address of the image, or null. */
export const imageFieldMessage = (field: string) => `The ${field} must be a file of type: jpg, jpeg, png.`;
export const IMAGE_TYPES = ['jpg', 'jpeg', 'png'] as const;
