import { parseArgs } from 'node:util';
import { startBackbone } from '../backbone.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { queueStatsRebuild, STATS_REBUILD_QUEUE, statsRebuildJobSchema } from './stats-jobs.ts';
import { rebuildRollups } from './stats-rollup-rebuild.ts';

const USAGE = `Rebuilds the daily view statistics of videos from the raw view events.

  npm run stats:rebuild -- --from YYYY-MM-DD --to YYYY-MM-DD [--video <id>]... [--queue]

  --from, --to  the UTC days to rebuild, both included (days before the raw events' retention are skipped)
  --video       only this video (may be repeated); without it, every video with figures in the days
  --queue       hand the rebuild to the job workers (stats-rebuild) instead of running it here

It uses the server's configuration (DATA_DIR, DATABASE_URL, STATS_RETENTION_DAYS). The embedded
database belongs to one process: stop the server first, or use PostgreSQL.`;

/** `npm run stats:rebuild`: rebuilds the roll-ups here and now, or queues the rebuild job. */
async function main() {
  let values: { from?: string; to?: string; video?: string[]; queue?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        from: { type: 'string' },
        to: { type: 'string' },
        video: { type: 'string', multiple: true },
        queue: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const parsed = statsRebuildJobSchema.safeParse({ from: values.from, to: values.to, videos: values.video });
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`);
    console.error(`${reasons.join('\n')}\n\n${USAGE}`);
    process.exit(2);
  }
  const job = parsed.data;
  const config = loadConfig();

  if (values.queue) {
    const { connection, boss, mailer } = await startBackbone(config);
    try {
      const id = await queueStatsRebuild(boss, job);
      console.log(`Queued the rebuild as job ${id} on ${STATS_REBUILD_QUEUE}; the job workers run it.`);
    } finally {
      await boss.stop({ graceful: true, timeout: 5_000 });
      mailer.close();
      await connection.close();
    }
    return;
  }

  const connection = await openDatabase(config);
  try {
    const result = await rebuildRollups(connection.db, {
      from: job.from,
      to: job.to,
      videoIds: job.videos,
      retentionDays: config.statsRetentionDays,
      afterChunk: (chunk) => console.log(`rebuilt ${chunk.videoId} ${chunk.from} .. ${chunk.to}`),
    });
    if (!result.from) console.log('Nothing to rebuild: the raw events do not cover these days.');
    else {
      console.log(`Rebuilt ${result.videos} video(s) over ${result.from} .. ${result.to} (${result.chunks} chunk(s)).`);
    }
  } finally {
    await connection.close();
  }
}

await main();
