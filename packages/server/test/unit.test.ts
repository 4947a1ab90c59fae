import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { asGuard, enforceGuardedApiRoutes } from '../src/auth/api-auth.ts';
import { generatePassword, hashPassword, verifyPassword } from '../src/auth/passwords.ts';
import { consoleClient } from '../src/auth/provider.ts';
import { loadConfig, REPOSITORY_ROOT } from '../src/config.ts';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: null,
      publicUrl: 'http://localhost:8080',
      smtpUrl: null,
      extraRedirectUris: [],
      consoleDist: path.join(REPOSITORY_ROOT, 'packages/app/dist'),
    });
    expect(path.isAbsolute(config.dataDir)).toBe(true);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '9000',
      DATA_DIR: 'var/reelbase',
      DATABASE_URL: 'postgres://db.example.test/reelbase',
      PUBLIC_URL: 'https://videos.example.test/',
      EXTRA_REDIRECT_URIS: 'http://localhost:5173/auth, http://127.0.0.1:5173/auth',
    });
    expect(config.port).toBe(9000);
    expect(config.dataDir).toBe(path.resolve('var/reelbase'));
    expect(config.databaseUrl).toBe('postgres://db.example.test/reelbase');
    expect(config.publicUrl).toBe('https://videos.example.test');
    expect(config.extraRedirectUris).toEqual(['http://localhost:5173/auth', 'http://127.0.0.1:5173/auth']);
    expect(consoleClient(config)).toMatchObject({
      redirect_uris: ['https://videos.example.test/auth', 'http://localhost:5173/auth', 'http://127.0.0.1:5173/auth'],
      post_logout_redirect_uris: ['https://videos.example.test/', 'http://localhost:5173/', 'http://127.0.0.1:5173/'],
      token_endpoint_auth_method: 'none',
    });
  });

  it('refuses a database URL that is not PostgreSQL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/reelbase' })).toThrow(/postgres/);
  });
});

describe('passwords', () => {
  it('are hashed with scrypt and a salt, and checked', async () => {
    const hash = await hashPassword('s3cret words');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await hashPassword('s3cret words')).not.toBe(hash);
    expect(await verifyPassword('s3cret words', hash)).toBe(true);
    expect(await verifyPassword('s3cret word', hash)).toBe(false);
    expect(await verifyPassword('s3cret words', null)).toBe(false);
    expect(await verifyPassword('s3cret words', 'garbage')).toBe(false);
  });

  it('are generated strong', () => {
    const passwords = new Set(Array.from({ length: 20 }, () => generatePassword()));
    expect(passwords.size).toBe(20);
    for (const password of passwords) expect(password).toMatch(/^[A-Za-z0-9]{24}$/);
  });
});

describe('API routes', () => {
  it('must declare exactly one guard unless public, and lists every route with its access', async () => {
    const app = Fastify();
    const table = enforceGuardedApiRoutes(app, ['/api/health']);
    app.get('/api/health', async () => 'ok');
    const guard = asGuard(async () => {}, { kind: 'permission', key: 'list-libraries' });
    app.get('/api/guarded', { preHandler: guard }, async () => 'ok');
    expect(() => app.get('/api/open', async () => 'open')).toThrow(/must declare exactly one guard/);
    const signedIn = asGuard(async () => {}, { kind: 'signed-in' });
    expect(() => app.get('/api/twice', { preHandler: [guard, signedIn] }, async () => 'x')).toThrow(
      /exactly one guard/,
    );
    expect(table).toEqual([
      { method: 'GET', url: '/api/health', access: { kind: 'public' } },
      { method: 'GET', url: '/api/guarded', access: { kind: 'permission', key: 'list-libraries' } },
    ]);
    await app.close();
  });
});
