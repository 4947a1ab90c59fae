import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareQueues } from '../src/jobs/queues.ts';
import { requeueInterruptedJobs } from '../src/jobs/recovery.ts';
import { api, createTestData, startTestServer, type TestData, type TestServer } from './helpers/test-server.ts';

let data: TestData;
let server: TestServer | null = null;

beforeAll(async () => {
  data = await createTestData();
});

afterAll(async () => {
  await server?.close();
  await data?.remove();
});

async function restart() {
  await server?.close();
  server = await startTestServer(data);
  return server;
}

async function appliedMigrations(running: TestServer) {
  const result = (await running.db.execute(
    sql`SELECT count(*)::int AS count, max(created_at)::text AS newest FROM drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { count: number; newest: string }[] };
  return result.rows[0];
}

describe('a start on an existing database', () => {
  it('finds every migration applied and records none again', async () => {
    const journal = JSON.parse(
      await readFile(path.resolve(import.meta.dirname, '../drizzle/meta/_journal.json'), 'utf8'),
    ) as { entries: { when: number }[] };
    const first = await appliedMigrations(await restart());
    expect(first.count).toBe(journal.entries.length);
    expect(Number(first.newest)).toBe(Math.max(...journal.entries.map((entry) => entry.when)));

    const second = await appliedMigrations(await restart());
    expect(second).toEqual(first);
    expect((await api(server as TestServer, '/api/health')).status).toBe(200);
  });

  it('leaves queues and schedules that are as wanted alone', async () => {
    const running = server ?? (await restart());
    const boss = running.boss;
    const create = vi.spyOn(boss, 'createQueue');
    const update = vi.spyOn(boss, 'updateQueue');
    const schedule = vi.spyOn(boss, 'schedule');
    try {
      await prepareQueues(boss, { heartbeats: running.config.databaseUrl !== null });
      expect(create).not.toHaveBeenCalled();
      expect(update).not.toHaveBeenCalled();
      expect(schedule).not.toHaveBeenCalled();
    } finally {
      create.mockRestore();
      update.mockRestore();
      schedule.mockRestore();
    }
  });

  it('brings a queue whose options changed up to date', async () => {
    const running = server ?? (await restart());
    const boss = running.boss;
    await boss.updateQueue('mail.send', { retryLimit: 99 });
    await prepareQueues(boss, { heartbeats: running.config.databaseUrl !== null });
    expect((await boss.getQueue('mail.send'))?.retryLimit).not.toBe(99);
  });
});

describe('jobs interrupted by a stop', () => {
  it('are put back in their queue with their data', async () => {
    const running = server ?? (await restart());
    const boss: PgBoss = running.boss;
    const queue = 'startup.interrupted';
    await boss.createQueue(queue);
    const id = await boss.send(queue, { value: 42 });
    const [fetched] = await boss.fetch(queue);
    expect(fetched?.id).toBe(id);
    expect((await boss.getJobById(queue, id as string))?.state).toBe('active');

    expect(await requeueInterruptedJobs(boss, [queue])).toBe(1);
    const job = await boss.getJobById(queue, id as string);
    expect(job?.state).toBe('created');
    expect(job?.data).toEqual({ value: 42 });
    expect(await requeueInterruptedJobs(boss, [queue])).toBe(0);
  });
});
