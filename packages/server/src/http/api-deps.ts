import type { PgBoss } from 'pg-boss';
import type { Guards } from '../auth/api-auth.ts';
import type { Database } from '../db/database.ts';
import type { Storage } from '../storage/storage.ts';

/** What the administration routes and services need. */
export interface ApiDeps {
  db: Database;
  guards: Guards;
  storage: Storage;
  boss: PgBoss;
  /** The address users reach, for links in mail and media addresses. */
  publicUrl: string;
  /** The largest chunk of the upload protocol, in bytes (default 256 MiB). */
  maxChunkBytes?: number;
}

export type ServiceDeps = Omit<ApiDeps, 'guards'>;
