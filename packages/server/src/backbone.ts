import path from 'node:path';
import type { PgBoss } from 'pg-boss';
import type { Config } from './config.ts';
import { type DatabaseConnection, openDataFolder } from './db/database.ts';
import { createBoss } from './jobs/boss.ts';
import { prepareQueues } from './jobs/queues.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { seedRoles } from './roles/roles-repository.ts';
import { createLocalStorage } from './storage/local-storage.ts';
import { createS3Storage } from './storage/s3-storage.ts';
import type { Storage } from './storage/storage.ts';

/** Where the media files live (uploads, thumbnails, encodings). */
export const mediaDirOf = (config: Config) => path.join(config.dataDir, 'media');

/** The media storage the configuration selects: an S3-compatible bucket, else the local folder. */
export const storageOf = (config: Config): Storage =>
  config.s3 ? createS3Storage(config.s3) : createLocalStorage(mediaDirOf(config));
const outboxDirOf = (config: Config) => path.join(config.dataDir, 'outbox');

/** The database, pg-boss and the mailer, shared by the API and the job workers of a process. */
export interface Backbone {
  connection: DatabaseConnection;
  boss: PgBoss;
  mailer: Mailer;
}

/**
 * Opens the database (migrated, roles seeded) and starts pg-boss with the product's queues.
 * `opening`: the database already being opened (`openDataFolder`), e.g. while the rest of the
 * server's code loads.
 */
export async function startBackbone(config: Config, opening?: Promise<DatabaseConnection>): Promise<Backbone> {
  const connection = await (opening ?? openDataFolder(config));
  try {
    await seedRoles(connection.db);
    const boss = createBoss(connection);
    await boss.start();
    await prepareQueues(boss, { heartbeats: connection.kind === 'postgres' });
    const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir: outboxDirOf(config), from: config.mailFrom });
    return { connection, boss, mailer };
  } catch (error) {
    await connection.close().catch(() => undefined);
    throw error;
  }
}
