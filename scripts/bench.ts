/**
 * Benchmarks (`npm run bench`). Each suite prints its figures; nothing here asserts a time.
 * Suites: the API and sign-in on the embedded database (PGlite) and, when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL points at PostgreSQL, on PostgreSQL too; the media library list on 100k videos on
 * both; upload throughput against a plain copy;
 * the encoding ladder; the viewing page's JavaScript size and time to first frame; the editors'
 * drag frame time, save requests per drag and scrub bar render time.
 */
import { benchApi } from './bench/api.ts';
import { benchEditors } from './bench/editors.ts';
import { benchEncoding } from './bench/encoding.ts';
import { benchUpload } from './bench/upload.ts';
import { benchVideosList } from './bench/videos-list.ts';
import { benchView } from './bench/view.ts';

const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null;

console.log('# Reelbase benchmarks');
console.log(`node ${process.version}, ${new Date().toISOString()}\n`);
await benchApi('PGlite', null);
if (postgresUrl) await benchApi('PostgreSQL', postgresUrl);
else console.log('(PostgreSQL skipped: set BENCH_DATABASE_URL to include it)');
await benchVideosList('PGlite');
if (postgresUrl) await benchVideosList('PostgreSQL', postgresUrl);
await benchUpload();
await benchEncoding();
await benchView();
await benchEditors();
