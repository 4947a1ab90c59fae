import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createServer, type ReelbaseServer } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { withDatabase } from './template.ts';

/** A data folder with its own database (a copy of the run's template), kept across restarts. */
export interface TestData {
  dataDir: string;
  databaseUrl: string | null;
  /** Removes the data folder and drops the database. */
  remove(): Promise<void>;
}

export async function createTestData(): Promise<TestData> {
  const template = inject('templateDatabase');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'reelbase-test-'));
  if (template.kind === 'pglite') {
    await cp(template.directory, path.join(dataDir, 'pglite'), { recursive: true });
    return { dataDir, databaseUrl: null, remove: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const name = `reelbase_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.templateName}`);
  } finally {
    await admin.end();
  }
  return {
    dataDir,
    databaseUrl: withDatabase(template.adminUrl, name),
    async remove() {
      const client = new pg.Client({ connectionString: template.adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The address the test server believes it has; requests go to its loopback address instead. */
export const PUBLIC_URL = 'http://reelbase.test';
export const ADMIN = { email: 'admin@reelbase.test', password: 'correct horse battery staple' };

export interface TestServer extends ReelbaseServer {
  /** Where the server listens, e.g. http://127.0.0.1:41234. */
  baseUrl: string;
}

/** Starts the real server on 127.0.0.1 with a free port, on the given data. */
export async function startTestServer(data: TestData, overrides: Partial<Config> = {}): Promise<TestServer> {
  const config: Config = {
    ...loadConfig({ PUBLIC_URL }),
    port: 0,
    host: '127.0.0.1',
    dataDir: data.dataDir,
    databaseUrl: data.databaseUrl,
    publicUrl: PUBLIC_URL,
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    consoleDist: path.join(data.dataDir, 'no-console'),
    storybookDist: path.join(data.dataDir, 'no-storybook'),
    logLevel: 'fatal',
    // Test files run side by side: a test that wants the FTP server passes its own ports.
    ftp: null,
    ...overrides,
  };
  const server = await createServer(config);
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...server, baseUrl: address };
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** Calls the API with an optional bearer token and JSON body. */
export async function api<T = Record<string, unknown>>(
  server: Pick<TestServer, 'baseUrl'>,
  route: string,
  options: { token?: string; method?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.rawBody !== undefined || options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = options.rawBody ?? JSON.stringify(options.body);
  }
  const response = await fetch(new URL(route, server.baseUrl), { method: options.method ?? 'GET', headers, body });
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    headers: response.headers,
    body: (type.includes('json') && text ? JSON.parse(text) : text) as T,
  };
}
