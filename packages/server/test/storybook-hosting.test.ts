import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installStorybookHosting, STORYBOOK_SECURITY_POLICY } from '../src/console/storybook-hosting.ts';

let dir: string;
let built: FastifyInstance;
let missing: FastifyInstance;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'reelbase-storybook-'));
  const dist = path.join(dir, 'storybook-static');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Storybook</title>');
  await writeFile(path.join(dist, 'iframe.html'), '<!doctype html><title>Preview</title>');
  await writeFile(path.join(dist, 'assets', 'manager-Ab12Cd34.js'), 'console.log(1)');
  built = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  await installStorybookHosting(built, dist);
  missing = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  await installStorybookHosting(missing, path.join(dir, 'not-built'));
});

afterAll(async () => {
  await built?.close();
  await missing?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('Storybook at /storybook', () => {
  it('serves the built Storybook read-only, framed only by itself', async () => {
    const redirect = await built.inject({ url: '/storybook' });
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe('/storybook/');

    const index = await built.inject({ url: '/storybook/' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<title>Storybook</title>');
    expect(index.headers['content-security-policy']).toBe(STORYBOOK_SECURITY_POLICY);
    expect(index.headers['x-frame-options']).toBe('SAMEORIGIN');

    expect((await built.inject({ url: '/storybook/iframe.html' })).body).toContain('Preview');
    expect((await built.inject({ url: '/storybook/assets/manager-Ab12Cd34.js' })).statusCode).toBe(200);
    expect((await built.inject({ url: '/storybook/assets/none.js' })).statusCode).toBe(404);
    expect((await built.inject({ method: 'POST', url: '/storybook/' })).statusCode).toBe(404);
  });

  it('does not serve files outside the build', async () => {
    const response = await built.inject({ url: '/storybook/..%2f..%2fetc%2fpasswd' });
    expect([400, 403, 404]).toContain(response.statusCode);
  });

  it('says how to build it when it is not built', async () => {
    const response = await missing.inject({ url: '/storybook/' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build-storybook');
    expect((await missing.inject({ url: '/storybook' })).headers.location).toBe('/storybook/');
    expect((await missing.inject({ url: '/storybook/iframe.html' })).statusCode).toBe(503);
  });
});
