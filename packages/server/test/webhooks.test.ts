import { createServer as createHttpServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { isPrivateAddress } from '../src/webhooks/addresses.ts';
import { deliverWebhook, emitLibraryEvent, WEBHOOK_QUEUE, WebhookRefusedError } from '../src/webhooks/webhook-jobs.ts';
import { waitFor } from './helpers/admin.ts';
import { addCompany, addLibrary } from './helpers/people.ts';
import { createTestData, startTestServer, type TestData, type TestServer } from './helpers/test-server.ts';

interface Received {
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

let data: TestData;
let server: TestServer;
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];
let answers: number[] = [];

beforeAll(async () => {
  receiver = createHttpServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(body) });
      response.statusCode = answers.shift() ?? 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  data = await createTestData();
  server = await startTestServer(data, { webhookAllowPrivate: true });
});

afterAll(async () => {
  await server?.close();
  await data?.remove();
  await new Promise((resolve) => receiver?.close(resolve));
});

describe('library webhooks', () => {
  it('retries a failed delivery with backoff until the receiver accepts it', async () => {
    const queue = await server.boss.getQueue(WEBHOOK_QUEUE);
    expect(queue).toMatchObject({ retryLimit: 5, retryBackoff: true });
    // The production delay starts at 30 s; one second keeps this test short.
    await server.boss.updateQueue(WEBHOOK_QUEUE, { retryDelay: 1 });
    const companyId = await addCompany(server.db, 'Hooked');
    const libraryId = await addLibrary(server.db, companyId, 'Hooked library');
    await server.db.execute(
      `update libraries set webhooks = '${JSON.stringify([{ url: receiverUrl, apiKey: 'k-123' }])}'::jsonb where id = ${libraryId}`,
    );
    answers = [500, 200];
    const [jobId] = await emitLibraryEvent(server, libraryId, 'video.created', { video_id: 42 });
    const job = await waitFor(async () => {
      const found = await server.boss.getJobById(WEBHOOK_QUEUE, jobId);
      return found?.state === 'completed' ? found : undefined;
    }, 25_000);
    expect(job.retryCount).toBe(1);
    expect(received).toHaveLength(2);
    for (const delivery of received) {
      expect(delivery.headers['x-api-key']).toBe('k-123');
      expect(delivery.headers['content-type']).toBe('application/json');
      expect(delivery.body).toMatchObject({ event: 'video.created', library_id: libraryId, data: { video_id: 42 } });
      expect(new Date(String(delivery.body.occurred_at)).getTime()).toBeGreaterThan(0);
    }
  });

  it('refuses loopback and private addresses unless allowed', async () => {
    expect(loadConfig({}).webhookAllowPrivate).toBe(false);
    const before = received.length;
    const job = (url: string) => ({
      url,
      apiKey: 'k',
      body: { event: 'video.deleted' as const, library_id: 1, occurred_at: new Date().toISOString(), data: {} },
    });
    const port = new URL(receiverUrl).port;
    for (const url of [receiverUrl, `http://localhost:${port}/hook`, `http://[::ffff:127.0.0.1]:${port}/hook`]) {
      await expect(deliverWebhook(job(url), { allowPrivate: false })).rejects.toBeInstanceOf(WebhookRefusedError);
    }
    expect(received.length).toBe(before);
    await expect(deliverWebhook(job(receiverUrl), { allowPrivate: true })).resolves.toBe(200);
  });

  it('knows which addresses are private', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      'fe80::1',
      '0.0.0.0',
      '::ffff:10.0.0.1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });
});
