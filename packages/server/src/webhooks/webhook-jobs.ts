import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Executor } from '../db/database.ts';
import { libraries } from '../db/schema.ts';
import { isPrivateAddress } from './addresses.ts';

export const WEBHOOK_QUEUE = 'webhook.deliver';

/** Failed deliveries are retried 5 times with exponential backoff from 30 s (up to an hour apart). */
export const WEBHOOK_QUEUE_OPTIONS = {
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 3600,
  expireInSeconds: 60,
} as const;

const WEBHOOK_TIMEOUT_MS = 10_000;

export type LibraryEvent = 'video.created' | 'video.encoded' | 'video.deleted' | 'video.moved';

export interface WebhookJob {
  url: string;
  apiKey: string;
  body: { event: LibraryEvent; library_id: number; occurred_at: string; data: unknown };
}

/** Queues one delivery per webhook of the library; returns the job ids. */
export async function emitLibraryEvent(
  deps: { db: Executor; boss: PgBoss },
  libraryId: number,
  event: LibraryEvent,
  payload: unknown,
): Promise<string[]> {
  const [library] = await deps.db
    .select({ webhooks: libraries.webhooks })
    .from(libraries)
    .where(eq(libraries.id, libraryId));
  if (!library) return [];
  const body = { event, library_id: libraryId, occurred_at: new Date().toISOString(), data: payload };
  const ids: string[] = [];
  for (const hook of library.webhooks) {
    const id = await deps.boss.send(WEBHOOK_QUEUE, { url: hook.url, apiKey: hook.apiKey, body } satisfies WebhookJob);
    if (id) ids.push(id);
  }
  return ids;
}

/** A refusal that retrying cannot fix (the address is not allowed). */
export class WebhookRefusedError extends Error {}

/** Resolves the host and refuses it when any of its addresses is not public. */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 4);
      const refused = allowPrivate ? undefined : addresses.find((entry) => isPrivateAddress(entry.address));
      if (refused) {
        return callback(
          new WebhookRefusedError(`${hostname} resolves to the private address ${refused.address}`),
          '',
          4,
        );
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

/** POSTs the event to the webhook; throws on a non-2xx answer, a timeout or a refused address. */
export async function deliverWebhook(job: WebhookJob, options: { allowPrivate: boolean }): Promise<number> {
  const url = new URL(job.url);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new WebhookRefusedError('Only http and https');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !options.allowPrivate && isPrivateAddress(host)) {
    throw new WebhookRefusedError(`${host} is a private address`);
  }
  const body = JSON.stringify(job.body);
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise<number>((resolve, reject) => {
    const request = transport.request(
      url,
      {
        method: 'POST',
        lookup: guardedLookup(options.allowPrivate),
        timeout: WEBHOOK_TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Reelbase-Webhook/1',
          'x-api-key': job.apiKey,
        },
      },
      (response) => {
        response.resume();
        const status = response.statusCode ?? 0;
        if (status >= 200 && status < 300) resolve(status);
        else reject(new Error(`The webhook answered ${status}`));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`)));
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Runs the webhook worker. A refused address completes the job with the reason (retrying
 * cannot help); any other failure fails the job, which pg-boss retries with backoff.
 */
export async function workWebhooks(
  boss: PgBoss,
  options: { allowPrivate: boolean; log?: (message: string) => void },
): Promise<void> {
  await boss.work<WebhookJob>(WEBHOOK_QUEUE, { pollingIntervalSeconds: 1 }, async ([job]) => {
    try {
      const status = await deliverWebhook(job.data, options);
      return { delivered: true, status };
    } catch (error) {
      if (!(error instanceof WebhookRefusedError)) throw error;
      options.log?.(`webhook to ${job.data.url} refused: ${error.message}`);
      return { delivered: false, refused: error.message };
    }
  });
}
