import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MESSAGES, ROLES } from '@reelbase/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './helpers/oidc-client.ts';
import { addCompany, addLibrary, addUser } from './helpers/people.ts';
import { ADMIN, api, createTestData, startTestServer, type TestData, type TestServer } from './helpers/test-server.ts';

let data: TestData;
let server: TestServer;
let adminToken: string;
let consoleDist: string;

beforeAll(async () => {
  data = await createTestData();
  consoleDist = path.join(data.dataDir, 'console');
  await mkdir(path.join(consoleDist, 'assets'), { recursive: true });
  await writeFile(path.join(consoleDist, 'index.html'), '<!doctype html><title>Reelbase console</title>');
  await writeFile(path.join(consoleDist, 'assets', 'index-Bx12cD9z.js'), 'console.log(1)');
  await writeFile(
    path.join(consoleDist, 'version.json'),
    JSON.stringify({ version: '0.1.0', buildId: '0.1.0-abcd1234', builtAt: '2026-11-22T07:00:00.000Z' }),
  );
  server = await startTestServer(data, { consoleDist });
  adminToken = (await signIn(server.baseUrl, ADMIN.email, ADMIN.password)).tokens.access_token;
});

afterAll(async () => {
  await server?.close();
  await data?.remove();
});

describe('system endpoints', () => {
  it('reports health without a token', async () => {
    const response = await api(server, '/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
  });

  it('serves the running build in /version.json without caching', async () => {
    const response = await api(server, '/version.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.body).toEqual({ version: '0.1.0', buildId: '0.1.0-abcd1234', builtAt: '2026-11-22T07:00:00.000Z' });
  });

  it('serves the OpenAPI document and its UI', async () => {
    const json = await api<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(
      server,
      '/api/docs/json',
    );
    expect(json.status).toBe(200);
    expect(json.body.openapi).toMatch(/^3\./);
    expect(Object.keys(json.body.paths)).toEqual(expect.arrayContaining(['/api/profile', '/api/roles', '/api/health']));
    expect(json.body.paths['/api/profile']).toHaveProperty('put');
    expect(JSON.stringify(json.body.paths)).not.toContain('/oidc/interaction');
    const ui = await fetch(new URL('/api/docs', server.baseUrl));
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('swagger');
  });
});

describe('console hosting', () => {
  it('serves index.html uncached and hashed assets for good', async () => {
    const index = await fetch(new URL('/', server.baseUrl));
    expect(index.status).toBe(200);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(await index.text()).toContain('Reelbase console');
    const asset = await fetch(new URL('/assets/index-Bx12cD9z.js', server.baseUrl));
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('falls back to index.html for console routes, but not for the API', async () => {
    const route = await fetch(new URL('/media-library?videoId=4', server.baseUrl), {
      headers: { accept: 'text/html' },
    });
    expect(route.status).toBe(200);
    expect(route.headers.get('cache-control')).toBe('no-cache');
    expect(await route.text()).toContain('Reelbase console');
    const apiRoute = await api(server, '/api/videos-that-do-not-exist', { headers: { accept: 'text/html' } });
    expect(apiRoute.status).toBe(404);
    expect(apiRoute.body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'not_found',
      message: 'No API endpoint matches GET /api/videos-that-do-not-exist.',
    });
    const missingAsset = await api(server, '/assets/missing.js');
    expect(missingAsset.status).toBe(404);
  });
});

describe('profile', () => {
  it('returns the own profile and saves name and phone number', async () => {
    const before = await api(server, '/api/profile', { token: adminToken });
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ email: ADMIN.email, name: 'Administrator', phone_number: null });

    const saved = await api(server, '/api/profile', {
      token: adminToken,
      method: 'PUT',
      body: { name: '  Ada Admin ', phone_number: '+31 (0)20-123 4567', email: 'ignored@example.test' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      id: before.body.id,
      name: 'Ada Admin',
      email: ADMIN.email,
      phone_number: '+31 (0)20-123 4567',
    });
    const after = await api(server, '/api/profile', { token: adminToken });
    expect(after.body).toEqual(saved.body);
  });

  it('answers 422 with field -> messages for an empty name and a bad phone number', async () => {
    const response = await api(server, '/api/profile', {
      token: adminToken,
      method: 'PUT',
      body: { name: '   ', phone_number: 'call me' },
    });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      statusCode: 422,
      error: 'Unprocessable Entity',
      code: 'validation.failed',
      message: 'The given data was invalid.',
      errors: {
        name: ['The name is required.'],
        phone_number: ['The telephone / contact number may contain digits, spaces and + - ( ) only.'],
      },
    });
    expect((await api(server, '/api/profile', { token: adminToken })).body).toMatchObject({ name: 'Ada Admin' });
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await api(server, '/api/profile', { token: adminToken, method: 'PUT', rawBody: '{"name": ' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'request.malformed',
      message: 'The request body is not valid JSON.',
    });
  });
});

describe('GET /api/roles', () => {
  const libraryRoles = ROLES.filter((role) => role.library_level);
  const slugs = (roles: { slug: string }[]) => roles.map((role) => role.slug);

  it('gives each role the company-level roles it may assign', async () => {
    const companyId = await addCompany(server.db);
    const expectations = {
      'super-admin': ['super-admin', 'system-admin', 'company-admin'],
      'system-admin': ['company-admin'],
      'company-admin': [],
    } as const;
    for (const [role, allowed] of Object.entries(expectations)) {
      const person = await addUser(server.db, { role: role as keyof typeof expectations, companyId });
      const { tokens } = await signIn(server.baseUrl, person.email, person.password);
      const response = await api<{ allowedCompanyLevelRoles: { slug: string }[]; libraryLevelRoles: unknown[] }>(
        server,
        '/api/roles',
        { token: tokens.access_token },
      );
      expect(response.status, role).toBe(200);
      expect(slugs(response.body.allowedCompanyLevelRoles), role).toEqual(allowed);
      expect(response.body.libraryLevelRoles).toEqual(libraryRoles);
    }
  });

  it('is forbidden for library-level roles', async () => {
    const companyId = await addCompany(server.db, 'Read-only Inc');
    const libraryId = await addLibrary(server.db, companyId);
    for (const role of ['read-only', 'editor', 'uploader'] as const) {
      const person = await addUser(server.db, { role, companyId, libraries: [{ id: libraryId, role }] });
      const { tokens } = await signIn(server.baseUrl, person.email, person.password);
      const response = await api(server, '/api/roles', { token: tokens.access_token });
      expect(response.status, role).toBe(403);
      expect(response.body).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        code: 'auth.forbidden',
        message: MESSAGES.forbidden,
      });
    }
  });
});

describe('health when storage fails', () => {
  it('answers 503 when the media folder cannot be written', async () => {
    const media = path.join(data.dataDir, 'media');
    await rm(media, { recursive: true, force: true });
    await writeFile(media, 'not a folder');
    try {
      const response = await api(server, '/api/health');
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ status: 'error', database: 'ok', storage: 'error' });
    } finally {
      await rm(media, { force: true });
    }
  });
});
