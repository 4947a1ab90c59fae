import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createServer } from '../../packages/server/src/app.ts';
import { loadSigningKeys } from '../../packages/server/src/auth/keys.ts';
import { viewSecretOf } from '../../packages/server/src/view/view-token.ts';
import { signIn } from '../../packages/server/test/helpers/oidc-client.ts';
import { addCompany, addLibrary } from '../../packages/server/test/helpers/people.ts';
import { clearViews, generateViews, rowsOf } from './stats-data.ts';
import { benchDetailPage } from './stats-detail.ts';
import { ingestOverHttp, ingestRawRows, ingestWithRollUps, rate, rollUpsMatch } from './stats-ingest.ts';
import { BENCH_ADMIN, benchServerConfig, withDatabase } from './support.ts';

const VIDEOS = 200;
const LIBRARIES = 4;
/** The videos the ingestion runs send events for. */
const INGEST_VIDEOS = 5;

/**
 * View statistics on PGlite or, when `pgUrl` (a URL whose user may create databases) is given, on
 * a throwaway PostgreSQL database: the ingestion rate of one process (POST api/stats/events on
 * loopback, next to the same batches handed straight to the batch writer, with roll-ups and as
 * plain raw rows), then the statistics detail page's calls and the list's first page over
 * `events` generated raw events and their roll-ups, against plain aggregates over the raw events.
 */
export async function benchStats(label: string, pgUrl: string | null, events: number) {
  await withDatabase(pgUrl, async (databaseUrl) => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'reelbase-bench-stats-'));
    const server = await createServer(
      benchServerConfig(dataDir, databaseUrl, {
        // The load comes from one address; the forwarded ones give the viewers' countries.
        trustProxy: true,
        jobWorkers: false,
        ftp: null,
        logLevel: 'fatal',
      }),
    );
    const baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const secret = viewSecretOf((await loadSigningKeys(dataDir)).cookieKeys);
      const companyId = await addCompany(server.db, 'Bench Media');
      const libraries: number[] = [];
      for (let i = 1; i <= LIBRARIES; i++) libraries.push(await addLibrary(server.db, companyId, `Library ${i}`));
      const videoIds = (
        await rowsOf<{ id: string }>(
          server.db,
          sql`
            insert into videos (library_id, title, privacy, publish_date, size, mime_type, duration_ms, status)
            select
              (${sql.raw(`array[${libraries.join(',')}]`)})[1 + g % ${LIBRARIES}],
              'Video ' || g,
              'anybody',
              now() - make_interval(days => g * 3),
              1048576,
              'video/mp4',
              60000 + (250000 + g * 7919) % 540000,
              'ready'
            from generate_series(1, ${VIDEOS}) as g
            returning id`,
        )
      ).map((row) => row.id);
      const ingestVideos = videoIds.slice(0, INGEST_VIDEOS);

      console.log(`## View statistics on ${label}`);
      console.log(
        `- ingestion on one process (target 5000 events/s): batches of 20 events (impression, start, heartbeats every 10 s, end) of many viewing pages on ${INGEST_VIDEOS} videos, 16 pages sending at a time:`,
      );
      await ingestOverHttp(baseUrl, secret, ingestVideos, { ms: 1_000, batches: 300 });
      await clearViews(server.db);
      const overHttp = await ingestOverHttp(baseUrl, secret, ingestVideos);
      const consistent = await rollUpsMatch(server.db);
      console.log(`  - POST /api/stats/events on loopback, raw rows and roll-ups: ${rate(overHttp)}`);
      console.log(`  - the roll-ups agree with the raw rows: ${consistent ? 'yes' : 'NO'}`);
      await clearViews(server.db);
      const withRollUps = await ingestWithRollUps(server.db, ingestVideos);
      console.log(
        `  - the same batches straight to the batch writer (no HTTP), raw rows and roll-ups: ${rate(withRollUps)}`,
      );
      await clearViews(server.db);
      const rawRows = await ingestRawRows(server.db, ingestVideos);
      console.log(`  - the same, as plain raw rows without roll-ups: ${rate(rawRows)}`);
      await clearViews(server.db);

      const generated = await generateViews(server.db, videoIds, events);
      console.log(
        `- data: ${(generated.events / 1e6).toFixed(1)} million raw events of ${generated.pages} viewing pages on ${VIDEOS} videos over 365 days, generated in SQL with their roll-ups in ${generated.seconds.toFixed(0)} s`,
      );
      console.log(
        `- the statistics detail page (target p95 150 ms) for the most watched video (${generated.topVideoEvents} raw events), as a super-admin, through the server (HTTP, sign-in and reach checks included), next to the same figures from a plain aggregate over the raw events on the database:`,
      );
      const token = (await signIn(baseUrl, BENCH_ADMIN.email, BENCH_ADMIN.password)).tokens.access_token;
      await benchDetailPage({ baseUrl, token, db: server.db, videoId: generated.topVideoId });
      console.log('');
    } finally {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
}
