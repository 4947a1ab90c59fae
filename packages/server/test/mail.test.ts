import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_QUEUE, queueMail } from '../src/mail/mail-jobs.ts';
import { createTestData, startTestServer, type TestData, type TestServer } from './helpers/test-server.ts';

let data: TestData;
let server: TestServer;

beforeAll(async () => {
  data = await createTestData();
  server = await startTestServer(data);
});

afterAll(async () => {
  await server?.close();
  await data?.remove();
});

async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Nothing happened within ${timeoutMs} ms`);
}

describe('the mail.send job', () => {
  it('writes the message as an .eml file into the outbox', async () => {
    const outbox = path.join(data.dataDir, 'outbox');
    const jobId = await queueMail(server.boss, {
      to: 'viewer@example.test',
      subject: 'Your upload is ready',
      text: 'The video "Launch" was encoded.',
    });
    expect(jobId).toBeTruthy();
    const file = await waitFor(async () => {
      const files = await readdir(outbox).catch(() => [] as string[]);
      return files.find((name) => name.endsWith('.eml'));
    });
    const message = await readFile(path.join(outbox, file), 'utf8');
    expect(message).toMatch(/^To: viewer@example\.test$/m);
    expect(message).toMatch(/^Subject: Your upload is ready$/m);
    expect(message).toMatch(/^From: Reelbase <no-reply@reelbase\.test>$/m);
    expect(message).toContain('The video "Launch" was encoded.');
    const job = await waitFor(async () => {
      const found = await server.boss.getJobById(MAIL_QUEUE, jobId ?? '');
      return found?.state === 'completed' ? found : undefined;
    });
    expect(job.state).toBe('completed');
  });

  it('retries with backoff', async () => {
    const queue = await server.boss.getQueue(MAIL_QUEUE);
    expect(queue).toMatchObject({ retryBackoff: true });
    expect(queue?.retryLimit).toBeGreaterThan(0);
  });
});
