/**
 * Benchmarks (`npm run bench`). Each suite prints its figures; nothing here asserts a time.
 * Suites: the API (GET /api/profile beside a bare Fastify route) and sign-in on the embedded
 * database (PGlite) and, when BENCH_DATABASE_URL or TEST_DATABASE_URL points at PostgreSQL, on
 * PostgreSQL too; the media library list on 1,000,000 videos beside its bare SQL on both; upload
 * throughput against a plain copy and a tus server;
 * the encoding ladder; the console's first-load JavaScript size (gzipped, from the build) and what
 * its screens load on demand; the viewing page's JavaScript size and time to first frame; the editors'
 * drag frame time, save requests per drag and scrub bar render time; view statistics (ingestion
 * rate, and the statistics detail page over 1 million events on PGlite and 10 million on PostgreSQL);
 * the server's cold start and memory (idle and peak) on PGlite and PostgreSQL.
 * Names given after `--` run those suites only: `npm run bench -- stats`
 * (api, videos-list, upload, encoding, console, view, editors, stats, startup).
 */
import { benchApi } from './bench/api.ts';
import { benchConsole } from './bench/console-size.ts';
import { benchEditors } from './bench/editors.ts';
import { benchEncoding } from './bench/encoding.ts';
import { benchStartup } from './bench/startup.ts';
import { benchStats } from './bench/stats.ts';
import { benchUpload } from './bench/upload.ts';
import { benchVideosList } from './bench/videos-list.ts';
import { benchView } from './bench/view.ts';

const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null;

const chosen = process.argv.slice(2);
const runs = (suite: string) => chosen.length === 0 || chosen.includes(suite);

console.log('# Reelbase benchmarks');
console.log(`node ${process.version}, ${new Date().toISOString()}\n`);
if (!postgresUrl) console.log('(PostgreSQL skipped: set BENCH_DATABASE_URL to include it)');
if (runs('api')) {
  await benchApi('PGlite', null);
  if (postgresUrl) await benchApi('PostgreSQL', postgresUrl);
}
if (runs('videos-list')) {
  await benchVideosList('PGlite');
  if (postgresUrl) await benchVideosList('PostgreSQL', postgresUrl);
}
if (runs('upload')) await benchUpload();
if (runs('encoding')) await benchEncoding();
if (runs('console')) await benchConsole();
if (runs('view')) await benchView();
if (runs('editors')) await benchEditors();
if (runs('stats')) {
  await benchStats('PGlite', null, 1_000_000);
  if (postgresUrl) await benchStats('PostgreSQL', postgresUrl, 10_000_000);
}
if (runs('startup')) {
  await benchStartup('PGlite', null);
  if (postgresUrl) await benchStartup('PostgreSQL', postgresUrl);
}
