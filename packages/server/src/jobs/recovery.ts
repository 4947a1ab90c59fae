import type { PgBoss } from 'pg-boss';

/**
 * Puts the jobs a crashed process left `active` back in the queue at once. Only for the embedded
 * database: it belongs to this one process, so an active job found at start cannot be running
 * anywhere. (On PostgreSQL several processes may work the queues; there the queue's heartbeat
 * hands a job of a dead worker to another one.) Answers the number of jobs put back.
 */
export async function requeueInterruptedJobs(boss: PgBoss, queues: readonly string[]): Promise<number> {
  let count = 0;
  for (const name of queues) {
    const jobs = await boss.findJobs(name);
    const ids = jobs.filter((job) => job.state === 'active').map((job) => job.id);
    if (ids.length === 0) continue;
    // Cancel then resume: the job becomes `created` again, keeps its data and retry count, and
    // starts without waiting for a retry delay.
    await boss.cancel(name, ids);
    await boss.resume(name, ids);
    count += ids.length;
  }
  return count;
}
