import type { PgBoss } from 'pg-boss';
import type { Mailer, MailMessage } from './mailer.ts';

export const MAIL_QUEUE = 'mail.send';

/** Mail is retried with exponential backoff: 30 s, 1 min, 2 min ... up to an hour apart. */
export const MAIL_QUEUE_OPTIONS = {
  retryLimit: 8,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 3600,
  expireInSeconds: 300,
} as const;

/** Queues a message; a worker sends it. Returns the job id. */
export async function queueMail(boss: PgBoss, message: MailMessage): Promise<string | null> {
  return boss.send(MAIL_QUEUE, message);
}

/** Runs the mail worker in this process. */
export async function workMail(boss: PgBoss, mailer: Mailer): Promise<void> {
  await boss.work<MailMessage>(MAIL_QUEUE, { pollingIntervalSeconds: 1 }, async (jobs) => {
    for (const job of jobs) await mailer.send(job.data);
  });
}
