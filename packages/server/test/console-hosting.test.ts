import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT } from '../src/config.ts';
import { installConsoleHosting } from '../src/console/console-hosting.ts';
import { isPageLoad, publicAddressFor } from '../src/console/public-address.ts';
import { createTestData, PUBLIC_URL, startTestServer, type TestData, type TestServer } from './helpers/test-server.ts';

const PUBLIC = 'http://localhost:8080';
/** What Chromium sends when the address bar opens a page. */
const NAVIGATION = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'sec-fetch-mode': 'navigate' };

let dir: string;
let dist: string;
let app: FastifyInstance;
let proxied: FastifyInstance;

async function hosting(options: { trustProxy?: boolean; extraRedirectUris?: string[] } = {}) {
  const instance = Fastify({ routerOptions: { ignoreTrailingSlash: true }, trustProxy: options.trustProxy ?? false });
  instance.get('/api/health', async () => ({ ok: true }));
  instance.get('/view/:id', async (_request, reply) => reply.type('text/html').send('<title>View</title>'));
  await installConsoleHosting(instance, dist, {
    publicUrl: PUBLIC,
    extraRedirectUris: options.extraRedirectUris ?? [],
  });
  return instance;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'reelbase-console-'));
  dist = path.join(dir, 'dist');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Reelbase console</title>');
  await writeFile(path.join(dist, 'manual.html'), '<!doctype html><title>Reelbase manual</title>');
  await writeFile(
    path.join(dist, 'view.html'),
    '<!doctype html><html><head><!--view-head--></head><body><!--view-data--></body></html>',
  );
  await writeFile(path.join(dist, 'assets', 'index-Bx12cD9z.js'), 'console.log(1)');
  // The console's own icon, as the build copies it from the public folder.
  await copyFile(path.join(REPOSITORY_ROOT, 'packages/app/public/favicon.svg'), path.join(dist, 'favicon.svg'));
  app = await hosting({ extraRedirectUris: ['http://localhost:5173/auth'] });
  proxied = await hosting({ trustProxy: true });
});

afterAll(async () => {
  await app?.close();
  await proxied?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('a console page loaded at another host than the public address', () => {
  it('moves to the same path and query on the public address before the page loads', async () => {
    for (const host of ['127.0.0.1:8080', '[::1]:8080', '192.168.1.20:8080', 'reelbase.internal', 'localhost:9090']) {
      for (const url of ['/', '/media-library?videoId=4&page=2', '/users/3', '/profile', '/auth?code=x&state=y']) {
        const response = await app.inject({ url, headers: { host, ...NAVIGATION } });
        expect(response.statusCode, `${host}${url}`).toBe(307);
        expect(response.headers.location, `${host}${url}`).toBe(`${PUBLIC}${url}`);
        expect(response.headers['cache-control']).toBe('no-store');
      }
    }
  });

  it('moves a browser that sends no fetch metadata when it asks for HTML, and a HEAD request too', async () => {
    const old = await app.inject({ url: '/libraries', headers: { host: '127.0.0.1:8080', accept: 'text/html' } });
    expect(old.statusCode).toBe(307);
    expect(old.headers.location).toBe(`${PUBLIC}/libraries`);
    const head = await app.inject({
      method: 'HEAD',
      url: '/upload',
      headers: { host: '127.0.0.1:8080', ...NAVIGATION },
    });
    expect(head.statusCode).toBe(307);
  });

  it('keeps an odd path on the public address', () => {
    const target = publicAddressFor(
      { publicUrl: PUBLIC, extraRedirectUris: [] },
      { host: '127.0.0.1:8080', url: '//evil.example/x' },
    );
    expect(new URL(target as string).origin).toBe(PUBLIC);
  });
});

describe('what stays where it is asked', () => {
  it('serves the console at the public address and at the extra sign-in addresses', async () => {
    for (const host of ['localhost:8080', 'LOCALHOST:8080', 'localhost:5173']) {
      const response = await app.inject({ url: '/media-library', headers: { host, ...NAVIGATION } });
      expect(response.statusCode, host).toBe(200);
      expect(response.body).toContain('Reelbase console');
    }
  });

  it('leaves the API, sign-in, viewing, embed, media and Storybook paths alone', async () => {
    for (const url of [
      '/api/health',
      '/oidc/auth?client_id=console',
      '/oidc/set-password/abc',
      '/view/0b9a4f5e-1111-4222-8333-944455556666',
      '/embed/0b9a4f5e-1111-4222-8333-944455556666',
      '/media/public/logos/a.png',
      '/storybook/',
      '/.well-known/security.txt',
    ]) {
      const response = await app.inject({ url, headers: { host: '127.0.0.1:8080', ...NAVIGATION } });
      expect(response.statusCode, url).not.toBe(307);
    }
  });

  it("leaves scripts' requests, form posts and asset loads alone", async () => {
    const host = '127.0.0.1:8080';
    const script = await app.inject({
      url: '/version.json',
      headers: { host, accept: '*/*', 'sec-fetch-mode': 'cors' },
    });
    expect(script.statusCode).not.toBe(307);
    const htmlByScript = await app.inject({
      url: '/',
      headers: { host, accept: 'text/html', 'sec-fetch-mode': 'cors' },
    });
    expect(htmlByScript.statusCode).toBe(200);
    const asset = await app.inject({
      url: '/assets/index-Bx12cD9z.js',
      headers: { host, accept: '*/*', 'sec-fetch-mode': 'no-cors' },
    });
    expect(asset.statusCode).toBe(200);
    const post = await app.inject({ method: 'POST', url: '/profile', headers: { host, ...NAVIGATION } });
    expect(post.statusCode).not.toBe(307);
  });

  it('behind a proxy that sends the public host in X-Forwarded-Host (TRUST_PROXY), serves the page', async () => {
    const response = await proxied.inject({
      url: '/media-library',
      headers: { host: '127.0.0.1:8080', 'x-forwarded-host': 'localhost:8080', ...NAVIGATION },
    });
    expect(response.statusCode).toBe(200);
    const elsewhere = await proxied.inject({
      url: '/media-library',
      headers: { host: 'localhost:8080', 'x-forwarded-host': 'reelbase.internal', ...NAVIGATION },
    });
    expect(elsewhere.headers.location).toBe(`${PUBLIC}/media-library`);
  });

  it('compares hosts as addresses: case and the default port do not count', () => {
    const config = { publicUrl: 'https://videos.example.test', extraRedirectUris: [] };
    expect(publicAddressFor(config, { host: 'Videos.Example.Test:443', url: '/' })).toBeNull();
    expect(publicAddressFor(config, { host: 'videos.example.test:80', url: '/' })).toBe('https://videos.example.test/');
    expect(publicAddressFor(config, { host: undefined, url: '/' })).toBeNull();
    expect(publicAddressFor(config, { host: 'bad host', url: '/' })).toBeNull();
    expect(publicAddressFor(config, { host: 'user@videos.example.test', url: '/' })).toBeNull();
  });

  it('tells page loads from other requests', () => {
    expect(isPageLoad({ method: 'GET', headers: NAVIGATION })).toBe(true);
    expect(isPageLoad({ method: 'GET', headers: { accept: 'text/html' } })).toBe(true);
    expect(isPageLoad({ method: 'GET', headers: { accept: '*/*' } })).toBe(false);
    expect(isPageLoad({ method: 'GET', headers: { accept: 'text/html', 'sec-fetch-mode': 'same-origin' } })).toBe(
      false,
    );
    expect(isPageLoad({ method: 'DELETE', headers: NAVIGATION })).toBe(false);
  });
});

describe('the icon', () => {
  it('is served as SVG, uncached like the other files without a hash', async () => {
    const response = await app.inject({ url: '/favicon.svg', headers: { host: 'localhost:8080' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*viewBox=/);
  });

  it('answers the address browsers try by themselves on pages without an icon link', async () => {
    const response = await app.inject({ url: '/favicon.ico', headers: { host: 'localhost:8080' } });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/favicon.svg');
  });

  it('is linked from the console and the viewing pages', async () => {
    for (const page of ['index.html', 'view.html']) {
      const html = await readFile(path.join(REPOSITORY_ROOT, 'packages/app', page), 'utf8');
      expect(html, page).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    }
  });
});

describe('on the whole server', () => {
  let data: TestData;
  let server: TestServer;

  beforeAll(async () => {
    data = await createTestData();
    server = await startTestServer(data, { consoleDist: dist });
  });

  afterAll(async () => {
    await server?.close();
    await data?.remove();
  });

  it('moves console pages to PUBLIC_URL and leaves the sign-in provider, the API and the viewing pages alone', async () => {
    const host = new URL(server.baseUrl).host;
    const page = await server.app.inject({ url: '/companies?page=2', headers: { host, ...NAVIGATION } });
    expect(page.statusCode).toBe(307);
    expect(page.headers.location).toBe(`${PUBLIC_URL}/companies?page=2`);
    const atPublic = await server.app.inject({
      url: '/companies?page=2',
      headers: { host: new URL(PUBLIC_URL).host, ...NAVIGATION },
    });
    expect(atPublic.statusCode).toBe(200);
    expect(atPublic.body).toContain('Reelbase console');
    for (const url of [
      '/oidc/.well-known/openid-configuration',
      '/api/health',
      '/view/0b9a4f5e-1111-4222-8333-944455556666',
    ]) {
      const response = await server.app.inject({ url, headers: { host, ...NAVIGATION } });
      expect(response.statusCode, url).toBe(200);
    }
  });
});
