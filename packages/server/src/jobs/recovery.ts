import type { PgBoss } from 'pg-boss';

/**
 * Puts the jobs a crashed process left `active` back in the queue at once. Only for the embedded
 * database: it belongs to this one process, so an active job found at start cannot be running
 * anywhere. (On PostgreSQL several processes may work the queues; there the queue's heartbeat
 * hands a job of a dead worker to another one.) Answers the number of jobs put back.
 */
export async function requeueInterruptedJobs(boss: PgBoss, queues: readonly string[]): Promise<number> {
  // One look at the active jobs of every queue at once, rather than reading each queue's jobs whole.
  const { rows } = await boss.getDb().executeSql("SELECT name, id FROM pgboss.job WHERE state = 'active'");
  const byQueue = new Map<string, string[]>();
  for (const { name, id } of rows as { name: string; id: string }[]) {
    if (queues.includes(name)) byQueue.set(name, [...(byQueue.get(name) ?? []), id]);
  }
  for (const [name, ids] of byQueue) {
    // Cancel then resume: the job becomes `created` again, keeps its data and retry count, and
    // starts without waiting for a retry delay.
    await boss.cancel(name, ids);
    await boss.resume(name, ids);
  }
  return [...byQueue.values()].reduce((count, ids) => count + ids.length, 0);
}
