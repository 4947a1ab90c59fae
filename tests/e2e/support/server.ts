import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The built server (`npm run build`), as `npm start` runs it. */
export const SERVER_ENTRY = 'packages/server/dist/main.js';

/** Node's arguments that start the built server; says how to build it when it is missing. */
export function serverArgs(): string[] {
  if (!existsSync(path.join(repoRoot, SERVER_ENTRY))) {
    throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first`);
  }
  return ['--enable-source-maps', SERVER_ENTRY];
}

/** A loopback port that is free right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Whether a loopback port can be listened on right now. */
async function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A run of `count` consecutive free loopback ports (the FTP server's passive range). */
async function freePortRange(count: number): Promise<{ min: number; max: number }> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const min = 45000 + Math.floor(Math.random() * 1000) * count;
    const ports = Array.from({ length: count }, (_, index) => min + index);
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return { min, max: min + count - 1 };
  }
  throw new Error('No free passive port range for the FTP server');
}

/** The FTP server announces its control port in the log once it listens. */
const FTP_LISTENING = /FTP server listening on [^\s"]+:(\d+)/;

export interface RunningServer {
  url: string;
  dataDir: string;
  /** The control port of the built-in FTP server (null unless started with `{ ftp: true }`). */
  ftpPort: number | null;
  /** The server process (for memory figures). */
  pid: number;
  output: () => string;
  /** Stops the server and removes its data folder. */
  stop: () => Promise<void>;
  /** Kills the server and every process it started (ffmpeg) at once, as a crash would; keeps the data. */
  kill: () => Promise<void>;
}

/**
 * Starts the product as `npm start` serves it (the real server process with the built console)
 * on a free loopback port with its own data folder, and waits until it is healthy. With
 * `{ ftp: true }` the built-in FTP server listens too, on free loopback ports of its own.
 */
export async function startProduct(
  env: Record<string, string> = {},
  options: { dataDir?: string; ftp?: boolean } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const ftpEnv: Record<string, string> = {};
  if (options.ftp) {
    const passive = await freePortRange(10);
    ftpEnv.FTP_PORT = String(await freePort());
    ftpEnv.FTP_HOST = '127.0.0.1';
    ftpEnv.FTP_PASV_URL = '127.0.0.1';
    ftpEnv.FTP_PASV_MIN = String(passive.min);
    ftpEnv.FTP_PASV_MAX = String(passive.max);
  }
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'reelbase-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child: ChildProcess = spawn(process.execPath, serverArgs(), {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      DATABASE_URL: '',
      // Suites may run side by side: one that wants the FTP server passes free ports.
      FTP_PORT: '0',
      ...ftpEnv,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that a crash can take ffmpeg down with it.
    detached: true,
  });
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${log}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not become healthy in time:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  let ftpPort: number | null = null;
  if (options.ftp) {
    // The FTP server starts before the HTTP server listens; its log line may arrive a moment later.
    const ftpDeadline = Date.now() + 10_000;
    for (;;) {
      const match = FTP_LISTENING.exec(log);
      if (match) {
        ftpPort = Number(match[1]);
        break;
      }
      if (Date.now() > ftpDeadline) {
        child.kill('SIGKILL');
        throw new Error(`The FTP server did not report its port:\n${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  return {
    url,
    dataDir,
    ftpPort,
    pid: child.pid ?? 0,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
    kill: async () => {
      // A process that died by itself (a failpoint) has nothing left to kill.
      if (child.exitCode === null && child.signalCode === null && child.pid) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
        }
      }
      await exited;
    },
  };
}
