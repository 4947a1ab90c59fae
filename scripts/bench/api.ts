import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { createServer } from '../../packages/server/src/app.ts';
import { signIn } from '../../packages/server/test/helpers/oidc-client.ts';
import { BENCH_ADMIN, benchServerConfig, ms, percentile, withDatabase } from './support.ts';

const REQUESTS = 3000;
const CONCURRENCY = 16;
const SIGN_INS = 10;
/** Requests sent before the measured runs, so that both routes meet compiled code and open connections. */
const WARM_UP = 300;
/**
 * Measured runs of each route, taking turns; the best of each is printed, so that a moment of
 * other work on the machine weighs on neither route alone.
 */
const ROUNDS = 3;

interface LoadFigures {
  perSecond: number;
  latencies: number[];
}

/** Sends `requests` GET requests to `url`, `CONCURRENCY` at a time; every answer must be a success. */
async function load(url: string, headers: Record<string, string>, requests: number): Promise<LoadFigures> {
  const latencies: number[] = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < requests) {
        next++;
        const start = performance.now();
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
        latencies.push(performance.now() - start);
      }
    }),
  );
  const elapsed = performance.now() - t0;
  latencies.sort((a, b) => a - b);
  return { perSecond: requests / (elapsed / 1000), latencies };
}

const best = (runs: LoadFigures[]) => runs.reduce((a, b) => (b.perSecond > a.perSecond ? b : a));

const figures = ({ perSecond, latencies }: LoadFigures) =>
  `${perSecond.toFixed(0)} req/s, median ${ms(percentile(latencies, 0.5))}, p95 ${ms(percentile(latencies, 0.95))}, p99 ${ms(percentile(latencies, 0.99))}`;

/**
 * A plain Fastify instance with one trivial route, on the same machine and loopback: what the
 * load generator and HTTP alone reach, the ceiling of any API route.
 */
async function startBareRoute() {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ id: 1, name: 'Bench', email: BENCH_ADMIN.email, phone_number: null }));
  const baseUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${baseUrl}/bare`, close: () => bare.close() };
}

/**
 * Cold start, sign-in through the OIDC flow, and authenticated API calls under load beside a bare
 * Fastify route under the same load (after a warm-up of each, best of alternating runs).
 */
export async function benchApi(label: string, postgresUrl: string | null) {
  await withDatabase(postgresUrl, async (databaseUrl) => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'reelbase-bench-'));
    let peakRss = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 50);
    const startedAt = performance.now();
    const server = await createServer(
      benchServerConfig(dataDir, databaseUrl, {
        logLevel: 'fatal',
      }),
    );
    const baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const coldStart = performance.now() - startedAt;
    try {
      const signInTimes: number[] = [];
      let accessToken = '';
      for (let i = 0; i < SIGN_INS; i++) {
        const t0 = performance.now();
        accessToken = (await signIn(baseUrl, BENCH_ADMIN.email, BENCH_ADMIN.password)).tokens.access_token;
        signInTimes.push(performance.now() - t0);
      }
      signInTimes.sort((a, b) => a - b);

      const headers = { authorization: `Bearer ${accessToken}` };
      const profileUrl = `${baseUrl}/api/profile`;
      const bare = await startBareRoute();
      const bareRuns: LoadFigures[] = [];
      const profileRuns: LoadFigures[] = [];
      try {
        await load(bare.url, headers, WARM_UP);
        await load(profileUrl, headers, WARM_UP);
        for (let round = 0; round < ROUNDS; round++) {
          bareRuns.push(await load(bare.url, headers, REQUESTS));
          profileRuns.push(await load(profileUrl, headers, REQUESTS));
        }
      } finally {
        await bare.close();
      }
      const bareFigures = best(bareRuns);
      const profileFigures = best(profileRuns);

      console.log(`## API on ${label}`);
      console.log(`- cold start (migrations, keys, first admin, listening): ${ms(coldStart)}`);
      console.log(
        `- sign-in, full authorization-code + PKCE flow incl. password hash (${SIGN_INS} runs): median ${ms(percentile(signInTimes, 0.5))}, p95 ${ms(percentile(signInTimes, 0.95))}`,
      );
      console.log(
        `- bare Fastify route (trivial handler, separate plain instance), ${REQUESTS} requests at concurrency ${CONCURRENCY}, best of ${ROUNDS}: ${figures(bareFigures)}`,
      );
      console.log(
        `- GET /api/profile, ${REQUESTS} requests at concurrency ${CONCURRENCY}, best of ${ROUNDS}: ${figures(profileFigures)}; ${(profileFigures.perSecond / bareFigures.perSecond).toFixed(2)} of the bare route`,
      );
      console.log(`- peak RSS of the process (server and load generator): ${(peakRss / 1048576).toFixed(0)} MiB\n`);
    } finally {
      clearInterval(sampler);
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
}
