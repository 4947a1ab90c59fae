import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createServer } from '../../packages/server/src/app.ts';
import { signIn } from '../../packages/server/test/helpers/oidc-client.ts';
import { addCompany, addLibrary, addUser } from '../../packages/server/test/helpers/people.ts';
import { BENCH_ADMIN, benchServerConfig, ms, percentile, withDatabase } from './support.ts';

const VIDEOS = 100_000;
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

/**
 * The media library list (GET /api/videos) over 100k videos in 20 libraries of one company:
 * default page, quick searches, filters, sorts and a deep page, as a super-admin (every
 * library), a company-admin (the company's libraries) and an editor of 5 libraries. Prints the
 * seeding time and the median and p95 of each call. Runs on PGlite, or on PostgreSQL when
 * `pgUrl` (a URL whose user may create databases) is given.
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
      await server.db.execute(sql`analyze videos`);
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
      console.log(`- seeding with one INSERT ... SELECT and ANALYZE: ${ms(seeded)}`);
      const all: number[] = [];
      for (const [name, role, query] of calls) {
        const times: number[] = [];
        let total = 0;
        for (let run = 0; run <= RUNS; run++) {
          const start = performance.now();
          const response = await fetch(`${baseUrl}/api/videos${query}`, {
            headers: { authorization: `Bearer ${tokens[role]}` },
          });
          const body = (await response.json()) as { total: number };
          if (!response.ok) throw new Error(`GET /api/videos${query} answered ${response.status}`);
          total = body.total;
          // The first run warms the caches and is not counted.
          if (run > 0) times.push(performance.now() - start);
        }
        times.sort((a, b) => a - b);
        all.push(...times);
        console.log(
          `- ${name} as ${role} (${total} matches): median ${ms(percentile(times, 0.5))}, p95 ${ms(percentile(times, 0.95))}`,
        );
      }
      all.sort((a, b) => a - b);
      console.log(`- all calls: median ${ms(percentile(all, 0.5))}, p95 ${ms(percentile(all, 0.95))}\n`);
    } finally {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
}
