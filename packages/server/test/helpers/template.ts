import type { DatabaseConnection } from '../../src/db/database.ts';
import { createBoss } from '../../src/jobs/boss.ts';
import { prepareQueues } from '../../src/jobs/queues.ts';
import { seedRoles } from '../../src/roles/roles-repository.ts';

/** What the global setup prepared for the test files of this run. */
type TemplateDatabase =
  | { kind: 'pglite'; directory: string }
  | { kind: 'postgres'; adminUrl: string; templateName: string };

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: TemplateDatabase;
  }
}

/** Brings a fresh database to the state a server start leaves: migrated, roles, job queues. */
export async function prepareTemplate(connection: DatabaseConnection): Promise<void> {
  await seedRoles(connection.db);
  const boss = createBoss(connection);
  await boss.start();
  await prepareQueues(boss);
  await boss.stop({ graceful: true, timeout: 5_000 });
}

/** The same server URL with another database name. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
