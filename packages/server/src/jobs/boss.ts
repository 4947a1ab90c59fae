import { fromPglite, PgBoss } from 'pg-boss';
import type { DatabaseConnection } from '../db/database.ts';

/** Creates pg-boss on the product's database: PGlite's single connection, or its own pool on PostgreSQL. */
export function createBoss(connection: DatabaseConnection): PgBoss {
  if (connection.kind === 'pglite') {
    return new PgBoss({ db: fromPglite(connection.pglite), backend: 'pglite' });
  }
  return new PgBoss({ connectionString: connection.url, max: 5 });
}
