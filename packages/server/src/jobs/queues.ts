import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/database.ts';
import {
  FTP_ENCODED_QUEUE,
  FTP_ENCODED_QUEUE_OPTIONS,
  FTP_IMPORT_QUEUE,
  FTP_IMPORT_QUEUE_OPTIONS,
} from '../ftp/ftp-jobs.ts';
import { MAIL_QUEUE, MAIL_QUEUE_OPTIONS, workMail } from '../mail/mail-jobs.ts';
import type { Mailer } from '../mail/mailer.ts';
import {
  PUBLISH_QUEUE,
  PUBLISH_QUEUE_OPTIONS,
  PUBLISH_SWEEP_QUEUE,
  PUBLISH_SWEEP_QUEUE_OPTIONS,
  PUBLISH_SWEEP_SCHEDULE,
  workPublishing,
} from '../publishing/publish-job.ts';
import type { PublishingRuntime } from '../publishing/publishing-runtime.ts';
import {
  STATS_REBUILD_QUEUE,
  STATS_REBUILD_QUEUE_OPTIONS,
  STATS_RETENTION_QUEUE,
  STATS_RETENTION_QUEUE_OPTIONS,
  STATS_RETENTION_SCHEDULE,
  workStatsJobs,
} from '../stats/stats-jobs.ts';
import type { Storage } from '../storage/storage.ts';
import { UPLOAD_CLEANUP_QUEUE, UPLOAD_CLEANUP_QUEUE_OPTIONS, workUploadCleanup } from '../uploads/upload-cleanup.ts';
import { deleteExpiredSignInData } from '../users/sign-in-repository.ts';
import { VIDEO_FILES_QUEUE, VIDEO_FILES_QUEUE_OPTIONS, workVideoFiles } from '../videos/video-files.ts';
import { VIDEO_PROCESS_QUEUE, VIDEO_PROCESS_QUEUE_OPTIONS, workVideoProcessing } from '../videos/video-processing.ts';
import { WEBHOOK_QUEUE, WEBHOOK_QUEUE_OPTIONS, workWebhooks } from '../webhooks/webhook-jobs.ts';

const SIGN_IN_CLEANUP_QUEUE = 'sign-in.cleanup';

const QUEUES: Record<string, Parameters<PgBoss['createQueue']>[1]> = {
  [MAIL_QUEUE]: MAIL_QUEUE_OPTIONS,
  [WEBHOOK_QUEUE]: WEBHOOK_QUEUE_OPTIONS,
  [SIGN_IN_CLEANUP_QUEUE]: { retryLimit: 2, retryDelay: 60, expireInSeconds: 300 },
  [VIDEO_PROCESS_QUEUE]: VIDEO_PROCESS_QUEUE_OPTIONS,
  [VIDEO_FILES_QUEUE]: VIDEO_FILES_QUEUE_OPTIONS,
  [UPLOAD_CLEANUP_QUEUE]: UPLOAD_CLEANUP_QUEUE_OPTIONS,
  [FTP_IMPORT_QUEUE]: FTP_IMPORT_QUEUE_OPTIONS,
  [FTP_ENCODED_QUEUE]: FTP_ENCODED_QUEUE_OPTIONS,
  [STATS_RETENTION_QUEUE]: STATS_RETENTION_QUEUE_OPTIONS,
  [STATS_REBUILD_QUEUE]: STATS_REBUILD_QUEUE_OPTIONS,
  [PUBLISH_QUEUE]: PUBLISH_QUEUE_OPTIONS,
  [PUBLISH_SWEEP_QUEUE]: PUBLISH_SWEEP_QUEUE_OPTIONS,
};

/** Every queue of the product. */
export const QUEUE_NAMES = Object.keys(QUEUES);

/**
 * Seconds without a heartbeat after which a video or publishing job of a dead worker is handed to
 * another one. Only on PostgreSQL, where several processes work the queues; the embedded database
 * puts a crashed process's jobs back at its next start instead (jobs/recovery.ts).
 */
const VIDEO_JOB_HEARTBEAT_SECONDS = 60;
const HEARTBEAT_QUEUES: readonly string[] = [VIDEO_PROCESS_QUEUE, PUBLISH_QUEUE];

/** The recurring jobs: queue -> cron expression (UTC). */
const SCHEDULES: Record<string, string> = {
  [SIGN_IN_CLEANUP_QUEUE]: '17 * * * *',
  [UPLOAD_CLEANUP_QUEUE]: '41 * * * *',
  [STATS_RETENTION_QUEUE]: STATS_RETENTION_SCHEDULE,
  [PUBLISH_SWEEP_QUEUE]: PUBLISH_SWEEP_SCHEDULE,
};

/**
 * Creates the product's queues (or brings their options up to date) and the schedules.
 * `heartbeats`: video and publishing jobs send heartbeats, so that one whose worker died is retried.
 * What is already as wanted is left alone: a start on an existing database reads the queues and
 * schedules once and writes nothing.
 */
export async function prepareQueues(
  boss: PgBoss,
  { heartbeats = false }: { heartbeats?: boolean } = {},
): Promise<void> {
  const existing = new Map((await boss.getQueues(QUEUE_NAMES)).map((queue) => [queue.name, queue]));
  for (const [name, base] of Object.entries(QUEUES)) {
    const options =
      heartbeats && HEARTBEAT_QUEUES.includes(name) ? { ...base, heartbeatSeconds: VIDEO_JOB_HEARTBEAT_SECONDS } : base;
    const queue = existing.get(name);
    if (!queue) {
      await boss.createQueue(name, options);
      continue;
    }
    // A queue's policy is fixed when it is created.
    const { policy: _policy, ...changeable } = options ?? {};
    const current = queue as unknown as Record<string, unknown>;
    const differs = Object.entries(changeable).some(([key, value]) => current[key] !== value);
    if (differs) await boss.updateQueue(name, changeable);
  }
  const schedules = await boss.getSchedules();
  for (const [name, cron] of Object.entries(SCHEDULES)) {
    const same = schedules.some(
      (schedule) =>
        schedule.name === name && schedule.key === '' && schedule.cron === cron && schedule.timezone === 'UTC',
    );
    if (!same) await boss.schedule(name, cron);
  }
}

export interface WorkerDependencies {
  db: Database;
  mailer: Mailer;
  /** Where the media files are (video processing, upload clean-up). */
  storage: Storage;
  /** Deliver webhooks to private network addresses too. */
  webhookAllowPrivate: boolean;
  /** How many days of raw view events are kept (STATS_RETENTION_DAYS). */
  statsRetentionDays: number;
  /** The publishing services' clients and the cipher of their stored tokens. */
  publishing: PublishingRuntime;
  log?: (message: string) => void;
}

/** Runs every job worker in this process. */
export async function startWorkers(
  boss: PgBoss,
  { db, mailer, storage, webhookAllowPrivate, statsRetentionDays, publishing, log }: WorkerDependencies,
) {
  await workMail(boss, mailer);
  await workWebhooks(boss, { allowPrivate: webhookAllowPrivate, log });
  await boss.work(SIGN_IN_CLEANUP_QUEUE, async () => {
    await deleteExpiredSignInData(db);
  });
  await workVideoProcessing(boss, { db, storage, boss });
  await workVideoFiles(boss, { db, storage, boss });
  await workUploadCleanup(boss, { db, storage });
  await workStatsJobs(boss, {
    db,
    retentionDays: statsRetentionDays,
    log,
  });
  await workPublishing(boss, { db, storage, boss, publicUrl: publishing.publicUrl, publishing, log });
}
