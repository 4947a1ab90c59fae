import { STATS_MAX_VIDEOS } from '@reelbase/contract';
import type { PgBoss } from 'pg-boss';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { deleteExpiredViewEvents } from './stats-retention.ts';
import { isDay, rebuildRollups } from './stats-rollup-rebuild.ts';

/** Removes the raw view events older than the retention, daily. */
export const STATS_RETENTION_QUEUE = 'stats-retention';
/** Rebuilds the daily roll-ups of videos over a range of days from the raw events, on demand. */
export const STATS_REBUILD_QUEUE = 'stats-rebuild';
/** Every day at 02:23 UTC (a quiet hour for most viewers; off the hour, when other schedules run). */
export const STATS_RETENTION_SCHEDULE = '23 2 * * *';

/** One run at a time; a run stopped half-way is retried and carries on where it stopped. */
export const STATS_RETENTION_QUEUE_OPTIONS = {
  policy: 'singleton',
  retryLimit: 3,
  retryDelay: 300,
  expireInSeconds: 4 * 3600,
} as const;
/** One run at a time; a rebuild of every video may take hours before it is handed to another worker. */
export const STATS_REBUILD_QUEUE_OPTIONS = {
  policy: 'singleton',
  retryLimit: 3,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 12 * 3600,
} as const;

const DAY_MESSAGE = 'A day must be written YYYY-MM-DD.';
const day = z.string({ error: DAY_MESSAGE }).refine(isDay, DAY_MESSAGE);

/** A rebuild: UTC days from `from` to `to`, of `videos` (every video with figures when absent). */
export const statsRebuildJobSchema = z
  .object({
    from: day,
    to: day,
    videos: z.array(z.uuid()).min(1).max(STATS_MAX_VIDEOS).optional(),
  })
  .refine((job) => job.from <= job.to, { path: ['to'], message: 'The last day must not be before the first.' });
export type StatsRebuildJob = z.infer<typeof statsRebuildJobSchema>;

/** Queues a rebuild for the job workers (checked first: a bad request throws). */
export async function queueStatsRebuild(boss: PgBoss, job: StatsRebuildJob): Promise<string | null> {
  return boss.send(STATS_REBUILD_QUEUE, statsRebuildJobSchema.parse(job));
}

export interface StatsJobDeps {
  db: Database;
  /** STATS_RETENTION_DAYS. */
  retentionDays: number;
  log?: (message: string) => void;
}

/** Works the retention and rebuild queues in this process. */
export async function workStatsJobs(boss: PgBoss, deps: StatsJobDeps): Promise<void> {
  await boss.work(STATS_RETENTION_QUEUE, async () => {
    const result = await deleteExpiredViewEvents(deps.db, { retentionDays: deps.retentionDays });
    if (result.batches > 0) {
      deps.log?.(`statistics: removed ${result.events} raw view event(s) received before ${result.before}`);
    }
    return result;
  });
  await boss.work<StatsRebuildJob>(STATS_REBUILD_QUEUE, async ([job]) => {
    const parsed = statsRebuildJobSchema.safeParse(job.data);
    // A malformed job cannot succeed by retrying: it ends with its reason as the output.
    if (!parsed.success) return { refused: parsed.error.issues.map((issue) => issue.message) };
    return rebuildRollups(deps.db, {
      from: parsed.data.from,
      to: parsed.data.to,
      videoIds: parsed.data.videos,
      retentionDays: deps.retentionDays,
    });
  });
}
