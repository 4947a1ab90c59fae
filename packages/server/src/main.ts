import type { ReelbaseServer } from './app.ts';
import { loadConfig } from './config.ts';
import type { FirstAdmin } from './users/first-admin.ts';

function announceFirstAdmin(admin: FirstAdmin) {
  if (!admin.generatedPassword) {
    console.log(`\nCreated the first super-admin ${admin.email} with the password from REELBASE_ADMIN_PASSWORD.\n`);
    return;
  }
  const lines = [
    'The first super-admin account was created. Its password is shown only this once:',
    '',
    `  Email:    ${admin.email}`,
    `  Password: ${admin.generatedPassword}`,
    '',
    'Sign in and change it, or set REELBASE_ADMIN_EMAIL and REELBASE_ADMIN_PASSWORD on a fresh data folder.',
  ];
  const width = Math.max(...lines.map((line) => line.length)) + 4;
  const border = '='.repeat(width);
  console.log(['', border, ...lines.map((line) => `  ${line}`), border, ''].join('\n'));
}

/** `npm run serve`: the API, the sign-in provider, the console and (by default) the job workers. */
async function main() {
  const config = loadConfig();
  let server: ReelbaseServer;
  try {
    // The database opens (WebAssembly, migrations) while the rest of the server's code loads.
    const { openDataFolder } = await import('./db/database.ts');
    const opening = openDataFolder(config);
    // Awaited by the backbone below; a failure is reported there.
    opening.catch(() => undefined);
    const [{ startBackbone }, { createServer }] = await Promise.all([import('./backbone.ts'), import('./app.ts')]);
    server = await createServer(config, startBackbone(config, opening));
  } catch (error) {
    console.error('Reelbase could not start:', error);
    process.exit(1);
  }
  if (server.firstAdmin) announceFirstAdmin(server.firstAdmin);
  await server.app.listen({ port: config.port, host: config.host });
  server.app.log.info(`Reelbase is running at ${config.publicUrl}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info(`${signal} received, shutting down`);
    const forced = setTimeout(() => process.exit(1), 20_000);
    forced.unref();
    try {
      await server.close();
      process.exit(0);
    } catch (error) {
      console.error('Shutdown failed:', error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

await main();
