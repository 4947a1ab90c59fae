import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createServer } from '../../packages/server/src/app.ts';
import { signIn } from '../../packages/server/test/helpers/oidc-client.ts';
import { addCompany, addLibrary, addUser } from '../../packages/server/test/helpers/people.ts';
import { BENCH_ADMIN, benchServerConfig, ms, percentile, withDatabase } from './support.ts';

const VIDEOS = 1_000_000;
const LIBRARIES = 20;
const RUNS = 25;

const WORDS = [
  'launch',
  'spring',
  'summer',
  'interview',
  'campaign',
  'teaser',
  'product',
  'recap',
  'webinar',
  'keynote',
  'tutorial',
  'review',
  'behind',
  'scenes',
  'festival',
  'training',
  'demo',
  'trailer',
  'event',
  'update',
];

/** A query as the database driver received it: its arguments, replayed as they are. */
type QueryArgs = unknown[];
interface QueryClient {
  query: (...args: QueryArgs) => Promise<unknown>;
}

/**
 * Records the queries of the database handle behind `db` (the pool, or PGlite) while `work` runs,
 * and answers them with their arguments, to be replayed on the same handle.
 */
async function recordQueries(client: QueryClient, work: () => Promise<void>): Promise<QueryArgs[]> {
  const recorded: QueryArgs[] = [];
  const original = client.query;
  client.query = (...args: QueryArgs) => {
    recorded.push(args);
    return original.apply(client, args);
  };
  try {
    await work();
  } finally {
    client.query = original;
  }
  return recorded;
}

/** The SQL text of recorded query arguments (a string, or a query config with `text`). */
const textOf = (args: QueryArgs): string => {
  const [first] = args;
  if (typeof first === 'string') return first;
  if (first && typeof first === 'object' && 'text' in first && typeof first.text === 'string') return first.text;
  return '';
};

/** The list's own queries: those that read the videos, their kept counts or the libraries. */
const isListQuery = (args: QueryArgs) => /"(videos|video_counts|libraries)"/.test(textOf(args));

/**
 * The media library list (GET /api/videos) over 1M videos in 20 libraries of one company:
 * default page, quick searches, filters, sorts and a deep page, as a super-admin (every
 * library), a company-admin (the company's libraries) and an editor of 5 libraries. Prints the
 * seeding time and, per call, the median and p95 through the API beside the p95 of the same SQL
 * the server ran for it (recorded, then replayed directly on the same database handle) and their
 * ratio. Runs on PGlite, or on PostgreSQL when `pgUrl` (a URL whose user may create databases) is given.
 */
export async function benchVideosList(label: string, pgUrl?: string) {
  await withDatabase(pgUrl, async (databaseUrl) => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'reelbase-bench-videos-'));
    const server = await createServer(
      benchServerConfig(dataDir, databaseUrl, {
        jobWorkers: false,
        ftp: null,
        logLevel: 'fatal',
      }),
    );
    const baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const companyId = await addCompany(server.db, 'Bench Media');
      const libraryIds: number[] = [];
      for (let i = 1; i <= LIBRARIES; i++) libraryIds.push(await addLibrary(server.db, companyId, `Library ${i}`));
      const seedStart = performance.now();
      const words = sql.raw(`array[${WORDS.map((word) => `'${word}'`).join(',')}]`);
      const libraries = sql.raw(`array[${libraryIds.join(',')}]`);
      await server.db.execute(sql`
        insert into videos (library_id, title, description, privacy, publish_date, size, mime_type, tags, status)
        select
          (${libraries})[1 + g % ${LIBRARIES}],
          initcap((${words})[1 + g % 20]) || ' ' || (${words})[1 + (g / 20) % 20] || ' ' || g,
          case when g % 3 = 0 then 'About the ' || (${words})[1 + (g / 7) % 20] || ' of ' || g end,
          (array['anybody','contacts','disable','nobody','password','unlisted','users'])[1 + (g / 3) % 7],
          timestamptz '2020-01-01' + make_interval(mins => g * 13),
          1048576 + g,
          'video/mp4',
          array[(${words})[1 + (g / 11) % 20], 'tag' || (g % 500)],
          'ready'
        from generate_series(1, ${VIDEOS}) as g`);
      await server.db.execute(sql`vacuum analyze videos`);
      const seeded = performance.now() - seedStart;

      const companyAdmin = await addUser(server.db, { role: 'company-admin', companyId });
      const editor = await addUser(server.db, {
        role: 'editor',
        companyId,
        libraries: libraryIds.slice(0, 5).map((id) => ({ id, role: 'editor' as const })),
      });
      const tokens = {
        'super-admin': (await signIn(baseUrl, BENCH_ADMIN.email, BENCH_ADMIN.password)).tokens.access_token,
        'company-admin': (await signIn(baseUrl, companyAdmin.email, companyAdmin.password)).tokens.access_token,
        editor: (await signIn(baseUrl, editor.email, editor.password)).tokens.access_token,
      };
      const calls: [string, keyof typeof tokens, string][] = [
        ['default page (publish_date desc)', 'super-admin', ''],
        ['default page', 'company-admin', ''],
        ['default page', 'editor', ''],
        ['quick search, one common word', 'company-admin', '?quickSearch=keynote'],
        ['quick search, two words (rare)', 'company-admin', '?quickSearch=festival%204242'],
        ['quick search, tag', 'editor', '?quickSearch=tag123'],
        ['status filter + sort by title', 'company-admin', '?status=anybody,unlisted&sort=title'],
        ['library filter + sort by status', 'super-admin', `?library=${libraryIds[3]}&sort=status`],
        ['sort by library desc', 'company-admin', '?sort=library&direction=desc'],
        ['page 400 of 12', 'company-admin', '?current=400'],
        ['search + filter + sort + page 3', 'editor', '?quickSearch=launch&status=nobody&sort=title&current=3'],
      ];

      console.log(`## Media library list on ${label} (${VIDEOS} videos in ${LIBRARIES} libraries)`);
      console.log(`- seeding with one INSERT ... SELECT and VACUUM ANALYZE: ${ms(seeded)}`);
      const client = (server.db as unknown as { $client: QueryClient }).$client;
      const all: number[] = [];
      const allSql: number[] = [];
      for (const [name, role, query] of calls) {
        const call = async () => {
          const response = await fetch(`${baseUrl}/api/videos${query}`, {
            headers: { authorization: `Bearer ${tokens[role]}` },
          });
          const body = (await response.json()) as { total: number };
          if (!response.ok) throw new Error(`GET /api/videos${query} answered ${response.status}`);
          return body.total;
        };
        // The first call warms the caches and is not counted; its list queries are the ones replayed.
        let total = 0;
        const listQueries = (
          await recordQueries(client, async () => {
            total = await call();
          })
        ).filter(isListQuery);
        const times: number[] = [];
        const sqlTimes: number[] = [];
        for (let run = 0; run < RUNS; run++) {
          const start = performance.now();
          await call();
          times.push(performance.now() - start);
          const sqlStart = performance.now();
          for (const args of listQueries) await client.query(...args);
          sqlTimes.push(performance.now() - sqlStart);
        }
        times.sort((a, b) => a - b);
        sqlTimes.sort((a, b) => a - b);
        all.push(...times);
        allSql.push(...sqlTimes);
        const p95 = percentile(times, 0.95);
        const sqlP95 = percentile(sqlTimes, 0.95);
        console.log(
          `- ${name} as ${role} (${total} matches): median ${ms(percentile(times, 0.5))}, p95 ${ms(p95)}; ` +
            `its SQL (${listQueries.length} statements) median ${ms(percentile(sqlTimes, 0.5))}, p95 ${ms(sqlP95)}, ` +
            `ratio of the p95s ${(p95 / sqlP95).toFixed(2)}`,
        );
      }
      all.sort((a, b) => a - b);
      allSql.sort((a, b) => a - b);
      const p95 = percentile(all, 0.95);
      const sqlP95 = percentile(allSql, 0.95);
      console.log(
        `- all calls: median ${ms(percentile(all, 0.5))}, p95 ${ms(p95)}; their SQL median ` +
          `${ms(percentile(allSql, 0.5))}, p95 ${ms(sqlP95)}, ratio of the p95s ${(p95 / sqlP95).toFixed(2)}\n`,
      );
    } finally {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
}
