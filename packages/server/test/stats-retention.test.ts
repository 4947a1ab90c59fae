import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, REPOSITORY_ROOT } from '../src/config.ts';
import { viewEventBatches, viewEvents } from '../src/db/schema.ts';
import { STATS_REBUILD_QUEUE, STATS_RETENTION_QUEUE, STATS_RETENTION_SCHEDULE } from '../src/stats/stats-jobs.ts';
import { deleteExpiredViewEvents, retentionHorizon } from '../src/stats/stats-retention.ts';
import { addCompanyFixture, type CompanyFixture } from './helpers/admin.ts';
import { addEditorVideo } from './helpers/editors.ts';
import { addRawBatch, addRollUps, at, daysAgo, rollUpsOf, today } from './helpers/stats.ts';
import { createTestData, startTestServer, type TestData, type TestServer } from './helpers/test-server.ts';

/*
 * The retention of the raw view events, the statistics jobs (retention and rebuild) and the
 * command that rebuilds by hand.
 */

const RETENTION = 400;

let data: TestData;
let server: TestServer;
let fixture: CompanyFixture;

beforeAll(async () => {
  data = await createTestData();
  server = await startTestServer(data);
  fixture = await addCompanyFixture(server.db, 'Retention Co');
});

afterAll(async () => {
  await server?.close();
  await data?.remove();
});

describe('the retention', () => {
  it('removes raw events received before the horizon, whole batches a chunk at a time, and keeps the roll-ups', async () => {
    const id = await addEditorVideo(server, fixture, 100);
    const horizon = retentionHorizon(RETENTION);
    const page = { session: 'kept-page' };
    const events = [{ type: 'impression' }, { type: 'start' }, { type: 'progress', position: 5 }];
    const oldest = await addRawBatch(server, id, at(daysAgo(900)), page, events);
    const older = await addRawBatch(server, id, at(daysAgo(800)), page, events);
    const lastExpired = new Date(Date.parse(`${horizon}T00:00:00Z`) - 1000);
    const expired = await addRawBatch(server, id, lastExpired, page, events);
    const firstKept = await addRawBatch(server, id, at(horizon, '00:00:00'), page, events);
    const recent = await addRawBatch(server, id, at(daysAgo(2)), page, events);
    await addRollUps(server, id, daysAgo(900), 3);
    const batchesLeft = async () =>
      (
        await server.db
          .select()
          .from(viewEventBatches)
          .where(inArray(viewEventBatches.videoId, [id]))
      ).map((row) => row.id);
    const eventsLeft = async () =>
      (
        await server.db
          .select()
          .from(viewEvents)
          .where(inArray(viewEvents.videoId, [id]))
      ).map((row) => row.batchId);

    // Stopped after its first chunk: the two oldest batches went whole, nothing else.
    const partial = await deleteExpiredViewEvents(server.db, {
      retentionDays: RETENTION,
      chunkBatches: 2,
      maxChunks: 1,
    });
    expect(partial).toEqual({ before: horizon, batches: 2, events: 6, done: false });
    expect((await batchesLeft()).sort()).toEqual([expired, firstKept, recent].sort());
    expect((await eventsLeft()).filter((batch) => batch === oldest || batch === older)).toEqual([]);
    expect((await eventsLeft()).filter((batch) => batch === expired)).toHaveLength(3);

    // The next run carries on.
    const rest = await deleteExpiredViewEvents(server.db, { retentionDays: RETENTION, chunkBatches: 2 });
    expect(rest).toEqual({ before: horizon, batches: 1, events: 3, done: true });
    expect((await batchesLeft()).sort()).toEqual([firstKept, recent].sort());
    expect(await eventsLeft()).toHaveLength(6);
    expect((await rollUpsOf(server, [id])).stats).toEqual([
      { videoId: id, day: daysAgo(900), impressions: 3, starts: 3, ends: 0, watchSeconds: 1 },
    ]);
    expect(await deleteExpiredViewEvents(server.db, { retentionDays: RETENTION })).toEqual({
      before: horizon,
      batches: 0,
      events: 0,
      done: true,
    });
  });
});

describe('the statistics jobs', () => {
  type Job = { state: string; output: unknown };
  async function finished(queue: string, id: string | null): Promise<Job> {
    expect(id).toBeTruthy();
    for (let tries = 0; tries < 150; tries++) {
      const [job] = (await server.boss.findJobs(queue, { id: id as string })) as Job[];
      if (job && ['completed', 'failed', 'cancelled'].includes(job.state)) return job;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the ${queue} job did not finish`);
  }

  it('schedules the retention daily and works both queues', async () => {
    const schedules = await server.boss.getSchedules(STATS_RETENTION_QUEUE);
    expect(schedules.map((schedule) => schedule.cron)).toEqual([STATS_RETENTION_SCHEDULE]);

    const id = await addEditorVideo(server, fixture, 100);
    await addRawBatch(server, id, at(daysAgo(1)), { session: 'job-page', device: 'tv' }, [
      { type: 'impression' },
      { type: 'start' },
      { type: 'end', position: 100 },
    ]);
    const expired = await addRawBatch(server, id, at(daysAgo(RETENTION + 3)), { session: 'job-page' }, [
      { type: 'start' },
    ]);
    await addRollUps(server, id, daysAgo(1), 50);
    const rebuild = await finished(
      STATS_REBUILD_QUEUE,
      await server.boss.send(STATS_REBUILD_QUEUE, { from: daysAgo(3), to: today(), videos: [id] }),
    );
    expect(rebuild.state).toBe('completed');
    expect((await rollUpsOf(server, [id])).stats).toEqual([
      { videoId: id, day: daysAgo(1), impressions: 1, starts: 1, ends: 1, watchSeconds: 100 },
    ]);

    const retention = await finished(STATS_RETENTION_QUEUE, await server.boss.send(STATS_RETENTION_QUEUE, {}));
    expect(retention.state).toBe('completed');
    expect(retention.output).toMatchObject({ before: retentionHorizon(RETENTION), done: true });
    const left = await server.db
      .select()
      .from(viewEventBatches)
      .where(inArray(viewEventBatches.videoId, [id]));
    expect(left.map((row) => row.id)).not.toContain(expired);
    expect(left).toHaveLength(1);

    // A malformed rebuild request ends with its reasons and touches nothing.
    const refused = await finished(
      STATS_REBUILD_QUEUE,
      await server.boss.send(STATS_REBUILD_QUEUE, { from: '2025-02-30', to: 'soon' }),
    );
    expect(refused.state).toBe('completed');
    expect(refused.output).toMatchObject({ refused: expect.arrayContaining(['A day must be written YYYY-MM-DD.']) });
    expect((await rollUpsOf(server, [id])).stats).toHaveLength(1);
  }, 60_000);
});

describe('the configuration and the command', () => {
  it('reads STATS_RETENTION_DAYS (default 400)', () => {
    expect(loadConfig({}).statsRetentionDays).toBe(400);
    expect(loadConfig({ STATS_RETENTION_DAYS: '30' }).statsRetentionDays).toBe(30);
    expect(() => loadConfig({ STATS_RETENTION_DAYS: '0' })).toThrow(/STATS_RETENTION_DAYS/);
    expect(() => loadConfig({ STATS_RETENTION_DAYS: 'a year' })).toThrow(/STATS_RETENTION_DAYS/);
  });

  it('npm run stats:rebuild checks its days and rebuilds on the configured database', async () => {
    const run = promisify(execFile);
    const script = path.join(REPOSITORY_ROOT, 'packages/server/src/stats/stats-rebuild-cli.ts');
    const copy = await createTestData();
    try {
      const env = { ...process.env, DATA_DIR: copy.dataDir, DATABASE_URL: copy.databaseUrl ?? '' };
      const bad = await run('node', ['--import', 'tsx', script, '--from', '2025-02-30', '--to', '2025-03-01'], {
        cwd: REPOSITORY_ROOT,
        env,
      }).catch((error: { code: number; stderr: string }) => error);
      expect(bad).toMatchObject({ code: 2, stderr: expect.stringContaining('A day must be written YYYY-MM-DD.') });
      const good = await run('node', ['--import', 'tsx', script, '--from', '2025-03-01', '--to', '2025-03-02'], {
        cwd: REPOSITORY_ROOT,
        env,
      });
      expect(good.stdout).toContain('Nothing to rebuild');
    } finally {
      await copy.remove();
    }
  }, 60_000);
});
