import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/database.ts';
import { prepareTemplate, withDatabase } from './helpers/template.ts';

/**
 * Migrates one template database per run; each test file copies it (PGlite: the data folder;
 * PostgreSQL: CREATE DATABASE ... TEMPLATE), which is much faster than migrating every time.
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB ?? process.env.TEST_DB ?? 'pglite';

  if (kind === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL must point at a PostgreSQL database for the server-pg tests');
    const templateName = `reelbase_template_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${templateName}`);
    const connection = await openPostgres(withDatabase(adminUrl, templateName));
    await prepareTemplate(connection);
    await connection.close();
    project.provide('templateDatabase', { kind: 'postgres', adminUrl, templateName });
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
      await admin.end();
    };
  }

  const root = await mkdtemp(path.join(tmpdir(), 'reelbase-template-'));
  const directory = path.join(root, 'pglite');
  const connection = await openPglite(directory);
  await prepareTemplate(connection);
  await connection.close();
  project.provide('templateDatabase', { kind: 'pglite', directory });
  return async () => {
    await rm(root, { recursive: true, force: true });
  };
}
