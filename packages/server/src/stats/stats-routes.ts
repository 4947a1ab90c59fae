import {
  dropOffQuerySchema,
  dropOffSchema,
  errorBodySchema,
  interactiveClicksBodySchema,
  interactiveClicksSchema,
  STATS_MAX_RANGE_DAYS,
  statsCountRowsSchema,
  statsCountryListSchema,
  statsListQuerySchema,
  statsListSchema,
  statsRangeQuerySchema,
  statsReferrerSchema,
  statsTimeRowsSchema,
  statsTokenSchema,
  statsTotalTimeRowsSchema,
  videoIdParamsSchema,
} from '@reelbase/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { viewerOf } from '../auth/api-auth.ts';
import type { ApiDeps } from '../http/api-deps.ts';
import { API_ERRORS } from '../http/viewer-routes.ts';
import {
  averageViewSeconds,
  breakdownOf,
  clicksPerElement,
  dayRangeOf,
  dropOffOf,
  figuresOf,
  previewStatsToken,
  type StatsDeps,
  startsPerDayOf,
  startsPerDeviceOf,
  statisticsList,
} from './stats-service.ts';

const errors = { ...API_ERRORS, 422: errorBodySchema };
const tags = ['statistics'];
type RangeQuery = z.output<typeof statsRangeQuerySchema>;

const idsOf = (query: RangeQuery) => [...(query['videos[]'] ?? []), ...(query.videos ?? [])];
const roundTenth = (value: number) => Math.round(value * 10) / 10;

/**
 * The statistics calls: figures of videos over a range of days, read from the daily roll-ups.
 * Every call needs list-videos-of-libraries; a video out of the caller's reach is left out of
 * the rows (the one-video chart answers 404), so another company's figures are never read.
 */
export async function statsRoutes(app: FastifyInstance, deps: ApiDeps & StatsDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guard = deps.guards.requirePermission('list-videos-of-libraries');

  const figureRoute = (
    path: string,
    summary: string,
    response: z.ZodType,
    answer: (rows: Awaited<ReturnType<typeof figuresOf>>) => unknown,
  ) =>
    routes.get(
      path,
      {
        preHandler: guard,
        schema: { summary, tags, querystring: statsRangeQuerySchema, response: { 200: response, ...errors } },
      },
      async (request, reply) => {
        const { query } = request;
        const rows = await figuresOf(deps, viewerOf(request), idsOf(query), dayRangeOf(query.from, query.to));
        return reply.send(answer(rows));
      },
    );

  figureRoute('/api/videos/impressions', 'Impressions per video', statsCountRowsSchema, (rows) => ({
    rows: rows.map((row) => ({ key: row.id, doc_count: row.impressions })),
  }));
  figureRoute(
    '/api/videos/views',
    'Views (started plays, one per page and day) per video',
    statsCountRowsSchema,
    (rows) => ({
      rows: rows.map((row) => ({ key: row.id, doc_count: row.starts })),
    }),
  );
  figureRoute(
    '/api/videos/average-view-time',
    'Average view time per video (seconds)',
    statsTimeRowsSchema,
    (rows) => ({
      rows: rows.map((row) => ({ key: row.id, time: roundTenth(averageViewSeconds(row.watchSeconds, row.starts)) })),
    }),
  );
  figureRoute(
    '/api/videos/total-watch-time',
    'Total watch time per video (seconds)',
    statsTotalTimeRowsSchema,
    (rows) => ({
      rows: rows.map((row) => ({ key: row.id, total_time: roundTenth(row.watchSeconds) })),
    }),
  );

  routes.get(
    '/api/videos/views-by-country',
    {
      preHandler: guard,
      schema: {
        summary: 'Views by country code (ZZ: unknown), most first',
        tags,
        querystring: statsRangeQuerySchema,
        response: { 200: statsCountryListSchema, ...errors },
      },
    },
    async (request) => {
      const { query } = request;
      return breakdownOf(deps, viewerOf(request), 'country', idsOf(query), dayRangeOf(query.from, query.to));
    },
  );

  routes.get(
    '/api/videos/starts-per-referrer',
    {
      preHandler: guard,
      schema: {
        summary: 'Starts by referrer (origin and path; empty: none), most first',
        tags,
        querystring: statsRangeQuerySchema,
        response: { 200: statsReferrerSchema, ...errors },
      },
    },
    async (request) => {
      const { query } = request;
      const buckets = await breakdownOf(
        deps,
        viewerOf(request),
        'referrer',
        idsOf(query),
        dayRangeOf(query.from, query.to),
      );
      return { referrer_aggr: { buckets } };
    },
  );

  routes.get(
    '/api/videos/starts-per-day',
    {
      preHandler: guard,
      schema: {
        summary: `Starts per UTC day (key YYYY-MM-DD), every day of the range in order; at most ${STATS_MAX_RANGE_DAYS} days`,
        tags,
        querystring: statsRangeQuerySchema,
        response: { 200: statsCountRowsSchema, ...errors },
      },
    },
    async (request) => {
      const { query } = request;
      return startsPerDayOf(deps, viewerOf(request), idsOf(query), dayRangeOf(query.from, query.to));
    },
  );

  routes.get(
    '/api/videos/starts-per-device',
    {
      preHandler: guard,
      schema: {
        summary: 'Starts per device type: desktop, mobile, tablet and tv, always all four in that order',
        tags,
        querystring: statsRangeQuerySchema,
        response: { 200: statsCountRowsSchema, ...errors },
      },
    },
    async (request) => {
      const { query } = request;
      return startsPerDeviceOf(deps, viewerOf(request), idsOf(query), dayRangeOf(query.from, query.to));
    },
  );

  routes.get(
    '/api/videos/:id/stats-token',
    {
      preHandler: guard,
      schema: {
        summary: "A statistics token for the console's preview player (its events are not counted)",
        tags,
        params: videoIdParamsSchema,
        response: { 200: statsTokenSchema, ...errors },
      },
    },
    async (request) => previewStatsToken(deps, viewerOf(request), request.params.id),
  );

  routes.get(
    '/api/videos/drop-off-rate-chart-total-views',
    {
      preHandler: guard,
      schema: {
        summary: 'How many views of one video (`video`, else the first of `videos[]`) reached each 5 % of it',
        tags,
        querystring: dropOffQuerySchema,
        response: { 200: dropOffSchema, ...errors },
      },
    },
    async (request) => {
      const { query } = request;
      const id = query.video ?? idsOf(query)[0];
      return dropOffOf(deps, viewerOf(request), id, dayRangeOf(query.from, query.to));
    },
  );

  routes.post(
    '/api/videos/interactive-clicks',
    {
      preHandler: guard,
      schema: {
        summary: 'Clicks per interactive element (optionally between `from` and `to`, unix seconds)',
        tags,
        body: interactiveClicksBodySchema,
        response: { 200: interactiveClicksSchema, ...errors },
      },
    },
    async (request) => {
      const { interactiveElementIds, from, to } = request.body;
      return clicksPerElement(deps, viewerOf(request), interactiveElementIds, { from, to });
    },
  );

  routes.get(
    '/api/videos-for-statistics',
    {
      preHandler: guard,
      schema: {
        summary: "One page of the caller's videos with their figures over a range of days",
        tags,
        querystring: statsListQuerySchema,
        response: { 200: statsListSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const libraries = [
        ...(q['filters[library][]'] ?? []),
        ...(q['filters[library]'] ?? []),
        ...(q['library[]'] ?? []),
        ...(q.library ?? []),
      ];
      return statisticsList(deps, viewerOf(request), {
        libraryIds: libraries.length > 0 ? libraries : undefined,
        date: q['filters[date]'] ?? q.date,
        from: q['filters[from]'] ?? q.from,
        column: q['sort[column]'] ?? q.column,
        direction: q['sort[direction]'] ?? q.direction,
        pageSize: q['pagination[pageSize]'] ?? q.pageSize,
        current: q['pagination[current]'] ?? q.current,
      });
    },
  );
}
