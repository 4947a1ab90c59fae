import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from '../../packages/server/src/app.ts';
import { signIn } from '../../packages/server/test/helpers/oidc-client.ts';
import { BENCH_ADMIN, benchServerConfig, ms, percentile, withDatabase } from './support.ts';

const REQUESTS = 3000;
const CONCURRENCY = 16;
const SIGN_INS = 10;

/** Cold start, sign-in through the OIDC flow, and authenticated API calls under load. */
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

      const latencies: number[] = [];
      let next = 0;
      const t0 = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < REQUESTS) {
            next++;
            const start = performance.now();
            const response = await fetch(`${baseUrl}/api/profile`, {
              headers: { authorization: `Bearer ${accessToken}` },
            });
            await response.arrayBuffer();
            if (!response.ok)
              throw new Error(`GET /api/profile answered ${response.status}: ${await response.text().catch(() => '')}`);
            latencies.push(performance.now() - start);
          }
        }),
      );
      const elapsed = performance.now() - t0;
      latencies.sort((a, b) => a - b);

      console.log(`## API on ${label}`);
      console.log(`- cold start (migrations, keys, first admin, listening): ${ms(coldStart)}`);
      console.log(
        `- sign-in, full authorization-code + PKCE flow incl. password hash (${SIGN_INS} runs): median ${ms(percentile(signInTimes, 0.5))}, p95 ${ms(percentile(signInTimes, 0.95))}`,
      );
      console.log(
        `- GET /api/profile, ${REQUESTS} requests at concurrency ${CONCURRENCY}: ${(REQUESTS / (elapsed / 1000)).toFixed(0)} req/s, median ${ms(percentile(latencies, 0.5))}, p95 ${ms(percentile(latencies, 0.95))}, p99 ${ms(percentile(latencies, 0.99))}`,
      );
      console.log(`- peak RSS of the process (server and load generator): ${(peakRss / 1048576).toFixed(0)} MiB\n`);
    } finally {
      clearInterval(sampler);
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
}
