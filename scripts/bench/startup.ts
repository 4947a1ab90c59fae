import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signIn } from '../../packages/server/test/helpers/oidc-client.ts';
import { PUBLIC_URL } from '../../packages/server/test/helpers/test-server.ts';
import { makeClip, uploadToNewLibrary } from '../../tests/e2e/support/media.ts';
import { freePort, repoRoot, serverArgs } from '../../tests/e2e/support/server.ts';
import { BENCH_ADMIN, ms, withDatabase } from './support.ts';

/** How many starts of each kind are measured. */
const STARTS = 3;
/** How long the server is left alone after a start before its idle memory is read. */
const SETTLE_MS = 3000;

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** The resident memory of a process now and at its highest so far, in MiB (Linux). */
async function memoryOf(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) / 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

/** The processor time a process has used so far, in ms (Linux; clock ticks of 10 ms). */
async function cpuTimeOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

interface Started {
  url: string;
  pid: number;
  /** From the spawn until /api/health first answered 200. */
  startMs: number;
  /** The processor time the server used until then (less dependent on other load of the machine). */
  cpuMs: number;
  stop(): Promise<void>;
}

/** Starts the real server process (`npm start`'s entry) on `dataDir` and waits for /api/health. */
async function startServer(dataDir: string, databaseUrl: string | null): Promise<Started> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const began = performance.now();
  const child: ChildProcess = spawn(process.execPath, serverArgs(), {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The address the test sign-in client is registered for; requests go to the loopback port.
      PUBLIC_URL,
      DATABASE_URL: databaseUrl ?? '',
      FTP_PORT: String(await freePort()),
      FTP_HOST: '127.0.0.1',
      REELBASE_ADMIN_EMAIL: BENCH_ADMIN.email,
      REELBASE_ADMIN_PASSWORD: BENCH_ADMIN.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${log}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - began > 60_000) {
      child.kill('SIGKILL');
      throw new Error(`The server did not become healthy in time:\n${log}`);
    }
    await sleep(20);
  }
  const startMs = performance.now() - began;
  const cpuMs = await cpuTimeOf(child.pid ?? 0);
  return {
    url,
    pid: child.pid ?? 0,
    startMs,
    cpuMs,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mib = (value: number) => `${value.toFixed(0)} MiB`;
const range = (values: number[], format: (value: number) => string) =>
  `${format(median(values))} (${values.map(format).join(', ')})`;

/** A few API calls, a sign-in and the upload and encoding of a short clip. */
async function workload(server: Started, clip: string, round: number) {
  for (let index = 0; index < 5; index++) {
    await fetch(`${server.url}/api/health`).then((response) => response.arrayBuffer());
    await fetch(`${server.url}/api/docs/json`).then((response) => response.arrayBuffer());
  }
  const { tokens } = await signIn(server.url, BENCH_ADMIN.email, BENCH_ADMIN.password);
  await uploadToNewLibrary(server.url, tokens.access_token, clip, {
    company: `Startup bench ${round}`,
    library: 'Clips',
    ready: true,
  });
}

/**
 * Cold start of the real server process (spawn until /api/health answers) on a new and on an
 * existing data folder, its memory when idle after the start, and its peak memory across a small
 * workload (API calls, sign-in, the upload and encoding of a short clip).
 */
export async function benchStartup(label: string, adminUrl: string | null) {
  console.log(`## Start-up and memory (${label})`);
  const scratch = await mkdtemp(path.join(tmpdir(), 'reelbase-bench-startup-'));
  try {
    const clip = await makeClip(path.join(scratch, 'clip.mp4'), 3);
    const fresh: number[] = [];
    const existing: number[] = [];
    const freshCpu: number[] = [];
    const existingCpu: number[] = [];
    const idle: number[] = [];
    const peaks: number[] = [];
    for (let round = 0; round < STARTS; round++) {
      await withDatabase(adminUrl, async (databaseUrl) => {
        const dataDir = await mkdtemp(path.join(scratch, 'data-'));
        const first = await startServer(dataDir, databaseUrl);
        fresh.push(first.startMs);
        freshCpu.push(first.cpuMs);
        await first.stop();
        const again = await startServer(dataDir, databaseUrl);
        existing.push(again.startMs);
        existingCpu.push(again.cpuMs);
        try {
          await sleep(SETTLE_MS);
          idle.push((await memoryOf(again.pid)).rss);
          await workload(again, clip, round);
          peaks.push((await memoryOf(again.pid)).peak);
        } finally {
          await again.stop();
        }
      });
    }
    console.log(`cold start, new data folder: ${range(fresh, ms)}; processor time ${range(freshCpu, ms)}`);
    console.log(`cold start, existing data folder: ${range(existing, ms)}; processor time ${range(existingCpu, ms)}`);
    console.log(`RSS idle ${SETTLE_MS / 1000} s after the start: ${range(idle, mib)}`);
    console.log(`RSS peak (start + API calls, sign-in, upload and encoding): ${range(peaks, mib)}\n`);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
