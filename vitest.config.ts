import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumProvider = playwright({
  launchOptions: {
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
  // Stories read times in one zone on every machine (the console shows Amsterdam time and says so).
  contextOptions: { timezoneId: 'UTC' },
});

// A fresh object per project: Vitest names the instances in place.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: chromiumProvider,
  instances: [{ browser: 'chromium' as const }],
});

const serverProject = (name: string, env: Record<string, string>, exclude: string[] = []) => ({
  extends: true as const,
  test: {
    name,
    include: ['packages/server/test/**/*.test.ts'],
    exclude,
    environment: 'node' as const,
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['packages/server/test/global-setup.ts'],
    // Two files at a time even on two cores (Vitest's default is one fewer than the cores): the
    // server files wait on sockets, the database and ffmpeg much of the time.
    maxWorkers: 2,
    sequence: { groupOrder: 0 },
  },
});

/** Live notices between server processes: PostgreSQL's LISTEN/NOTIFY, which the embedded database lacks. */
const PG_ONLY = 'packages/server/test/live-postgres.test.ts';

const projects = [
  {
    extends: true as const,
    test: {
      name: 'unit',
      include: ['packages/{contract,app,ui,editors,player}/src/**/*.test.ts'],
      environment: 'node' as const,
      maxWorkers: 2,
      sequence: { groupOrder: 0 },
    },
  },
  // With PostgreSQL at hand, the suites that test rules rather than the database (the permission
  // matrix; the bulk of the input fuzz) run there, where they are several times faster.
  process.env.TEST_DATABASE_URL
    ? serverProject('server', { TEST_DB: 'pglite', FUZZ_REQUESTS: '2600' }, [
        'packages/server/test/permission-matrix.test.ts',
        PG_ONLY,
      ])
    : serverProject('server', { TEST_DB: 'pglite' }, [PG_ONLY]),
  // The publishing crash test seeds the embedded database's folder and restarts a server process on
  // it; on PostgreSQL a killed job waits for its heartbeat instead, so that file runs on PGlite only.
  ...(process.env.TEST_DATABASE_URL
    ? [serverProject('server-pg', { TEST_DB: 'postgres' }, ['packages/server/test/publishing-restart.test.ts'])]
    : []),
  {
    extends: true as const,
    plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
    test: { name: 'storybook', browser: browser(), sequence: { groupOrder: 1 } },
  },
  {
    extends: true as const,
    test: {
      name: 'visual',
      include: ['packages/{ui,editors}/src/**/*.visual.test.tsx'],
      browser: browser(),
      sequence: { groupOrder: 1 },
    },
  },
  {
    extends: true as const,
    test: {
      name: 'e2e',
      include: ['tests/e2e/**/*.test.ts'],
      environment: 'node' as const,
      testTimeout: 120_000,
      hookTimeout: 180_000,
      fileParallelism: false,
      sequence: { groupOrder: 2 },
    },
  },
];

export default mergeConfig(viteConfig, defineConfig({ test: { projects } }));
