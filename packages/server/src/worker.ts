import { loadSigningKeys } from './auth/keys.ts';
import { startBackbone, storageOf } from './backbone.ts';
import { loadConfig } from './config.ts';
import { workFtpJobs } from './ftp/ftp-jobs.ts';
import { ftpDirOf } from './ftp/ftp-server.ts';
import { startWorkers } from './jobs/queues.ts';
import { loadPublishing } from './publishing/publishing-runtime.ts';
import { downloadSecretOf } from './videos/signed-urls.ts';

/**
 * `npm run worker`: runs only the job workers, for more machines working on one PostgreSQL
 * database. The embedded database belongs to one process, so this needs DATABASE_URL.
 */
async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) {
    console.error('The worker shares the database with the server: set DATABASE_URL to a PostgreSQL database.');
    process.exit(1);
  }
  const { connection, boss, mailer } = await startBackbone(config);
  boss.on('error', (error) => console.error('job queue error:', error));
  const storage = storageOf(config);
  await startWorkers(boss, {
    db: connection.db,
    mailer,
    storage,
    webhookAllowPrivate: config.webhookAllowPrivate,
    statsRetentionDays: config.statsRetentionDays,
    publishing: await loadPublishing(config),
    log: (message) => console.warn(message),
  });
  // FTP imports read DATA_DIR/ftp and sign mailed download addresses with the shared DATA_DIR/keys.
  const { cookieKeys } = await loadSigningKeys(config.dataDir);
  await workFtpJobs(boss, {
    db: connection.db,
    boss,
    storage,
    publicUrl: config.publicUrl,
    downloadSecret: downloadSecretOf(cookieKeys),
    ftpDir: ftpDirOf(config),
  });
  console.log('Reelbase worker is running.');

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const forced = setTimeout(() => process.exit(1), 20_000);
    forced.unref();
    await boss.stop({ graceful: true, timeout: 15_000 });
    mailer.close();
    await connection.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

await main();
