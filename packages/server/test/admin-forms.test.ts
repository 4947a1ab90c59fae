import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { HEX_COLOR_MESSAGE, PLAYER_TEMPLATE_TEXTS } from '@reelbase/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompanyFixture, type CompanyFixture, PNG, signInEveryRole, upload } from './helpers/admin.ts';
import { addLibrary, addUser } from './helpers/people.ts';
import { api, createTestData, startTestServer, type TestData, type TestServer } from './helpers/test-server.ts';

let data: TestData;
let server: TestServer;
let own: CompanyFixture;
let admin: string;
let companyAdmin: string;

beforeAll(async () => {
  data = await createTestData();
  server = await startTestServer(data);
  own = await addCompanyFixture(server.db, 'Forms Company');
  const people = await signInEveryRole(server, own);
  admin = people['super-admin'].token;
  companyAdmin = people['company-admin'].token;
});

afterAll(async () => {
  await server?.close();
  await data?.remove();
});

describe('the company form', () => {
  it('requires a name and a valid email', async () => {
    const empty = await api(server, '/api/companies', { token: admin, method: 'POST', body: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toMatchObject({
      company_name: ['The company name is required.'],
      email_address: ['The email is required.'],
    });
    const invalid = await api(server, '/api/companies', {
      token: admin,
      method: 'POST',
      body: { company_name: 'Acme', email_address: 'not-an-address' },
    });
    expect(invalid.body.errors).toEqual({ email_address: ['The email must be a valid email address.'] });
  });

  it('keeps only safe formatting in the footer and stores feature flags set by a platform role', async () => {
    const created = await api(server, '/api/companies', {
      token: admin,
      method: 'POST',
      body: {
        company_name: 'Acme',
        email_address: 'office@acme.test',
        footer_text:
          '<p onclick="steal()">Hi <script>alert(1)</script><a href="javascript:alert(1)">x</a> <a href="https://acme.test">y</a><img src=x onerror=alert(1)></p>',
        feature_flags: { usage_stats: true },
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      company_name: 'Acme',
      footer_text: '<p>Hi <a>x</a> <a href="https://acme.test" target="_blank" rel="noopener noreferrer">y</a></p>',
      feature_flags: { usage_stats: true, social_media_integration: false, publishing: false },
      hasOwnLogo: false,
      logoUrl: null,
    });
  });

  it('ignores feature flags sent by a company-admin', async () => {
    const response = await api(server, `/api/companies/${own.companyId}`, {
      token: companyAdmin,
      method: 'PUT',
      body: { company_name: 'Forms Company', email_address: 'a@b.test', feature_flags: { usage_stats: true } },
    });
    expect(response.status).toBe(200);
    expect(response.body.feature_flags).toEqual({
      usage_stats: false,
      social_media_integration: false,
      publishing: false,
    });
  });

  it('answers the company of a library', async () => {
    const response = await api(server, `/api/companies/by-library/${own.libraryId}`, { token: admin });
    expect(response.body).toEqual({ company_id: own.companyId, publishing: false });
  });

  it('lists with quick search, sorting and pages', async () => {
    const response = await api(server, '/api/companies?quickSearch=acme&sort=company_name&direction=desc&pageSize=5', {
      token: admin,
    });
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(1);
    const bad = await api(server, '/api/companies?sort=secret&pageSize=100001', { token: admin });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors as object).sort()).toEqual(['pageSize', 'sort']);
  });
});

describe('logos and backgrounds', () => {
  it('stores a png, serves it publicly and removes it', async () => {
    const stored = await upload(server, `/api/companies/${own.companyId}/logo`, {
      token: companyAdmin,
      field: 'logo',
      name: 'logo.png',
      content: PNG,
    });
    expect(stored.status).toBe(200);
    const url = new URL(String(stored.body.logo));
    expect(url.pathname).toMatch(/^\/media\/public\/companies\/\d+\/logo-[0-9a-f]+\.png$/);
    const file = await fetch(new URL(url.pathname, server.baseUrl));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('cache-control')).toContain('max-age');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
    const company = await api(server, `/api/companies/${own.companyId}`, { token: companyAdmin });
    expect(company.body).toMatchObject({ hasOwnLogo: true, logoUrl: url.toString() });

    const library = await api(server, `/api/libraries/${own.libraryId}`, { token: companyAdmin });
    expect(library.body).toMatchObject({ hasOwnLogo: false, logoUrl: url.toString() });

    const removed = await api(server, `/api/companies/${own.companyId}/logo`, {
      token: companyAdmin,
      method: 'DELETE',
    });
    expect(removed.body).toEqual({ logo: null });
    expect((await fetch(new URL(url.pathname, server.baseUrl))).status).toBe(404);
  });

  it('refuses a text file named .png, and a missing file', async () => {
    const text = await upload(server, `/api/libraries/${own.libraryId}/logo`, {
      token: companyAdmin,
      field: 'logo',
      name: 'logo.png',
      content: Buffer.from('this is not an image'),
    });
    expect(text.status).toBe(422);
    expect(text.body.errors).toEqual({ logo: ['The logo must be a file of type: jpg, jpeg, png.'] });
    const wrongField = await upload(server, `/api/libraries/${own.libraryId}/viewing-page-background`, {
      token: companyAdmin,
      field: 'logo',
      name: 'bg.png',
      content: PNG,
    });
    expect(wrongField.status).toBe(422);
    expect(wrongField.body.errors).toEqual({ viewingPageBackground: ['The viewing page background is required.'] });
  });

  it('serves only public keys', async () => {
    expect((await fetch(new URL('/media/companies/1/secret.mp4', server.baseUrl))).status).toBe(404);
    expect((await fetch(new URL('/media/public/../pglite/PG_VERSION', server.baseUrl))).status).toBe(404);
  });
});

describe('the library form', () => {
  it('requires a name, and a company for platform roles', async () => {
    const response = await api(server, '/api/libraries', { token: admin, method: 'POST', body: { name: ' ' } });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ name: ['The name is required.'] });
    const noCompany = await api(server, '/api/libraries', { token: admin, method: 'POST', body: { name: 'X' } });
    expect(noCompany.body.errors).toEqual({ company_id: ['The company is required.'] });
  });

  it('checks every whitelisted domain and webhook address', async () => {
    const response = await api(server, `/api/libraries/${own.libraryId}`, {
      token: companyAdmin,
      method: 'PUT',
      body: {
        name: 'Forms library',
        whitelisted_domains: ['example.com', 'example..com', '', 'bad_domain'],
        webhooks: [{ url: 'ftp://example.com', apiKey: 'k' }],
      },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      whitelisted_domains: ['Line 2: example..com is not a valid domain.', 'Line 4: bad_domain is not a valid domain.'],
      'webhooks.0.url': ['The webhook URL must be a valid http or https address.'],
    });
  });

  it('saves domains, webhooks, footer and meta; keeps default tags read-only', async () => {
    const response = await api(server, `/api/libraries/${own.libraryId}`, {
      token: companyAdmin,
      method: 'PUT',
      body: {
        name: 'Forms library',
        company_id: 999999,
        whitelisted_domains: ['Example.com', '*.cdn.example.org', 'example.com'],
        webhooks: [{ url: 'https://hooks.example.com/in', apiKey: 'secret' }],
        footer_text: '<b>Bold</b>',
        meta: { landing_title: 'Welcome' },
        default_tags: ['ignored'],
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      company_id: own.companyId,
      whitelisted_domains: ['example.com', '*.cdn.example.org'],
      webhooks: [{ url: 'https://hooks.example.com/in', apiKey: 'secret' }],
      footer_text: '<b>Bold</b>',
      meta: { landing_title: 'Welcome' },
      default_tags: [],
    });
  });
});

describe('player templates', () => {
  it('gives a new library exactly one default template', async () => {
    // The path with an empty id creates, as the console sends it.
    const created = await api(server, '/api/libraries/', {
      token: companyAdmin,
      method: 'POST',
      body: { name: 'Fresh' },
    });
    expect(created.status).toBe(201);
    const list = await api<Record<string, unknown>[]>(server, `/api/libraries/${created.body.id}/player-templates`, {
      token: companyAdmin,
    });
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ name: 'Default', is_default: 1, controls_color: '#ffffff' });
  });

  it('validates the name and the colour', async () => {
    const response = await api(server, `/api/libraries/${own.libraryId}/player-templates`, {
      token: companyAdmin,
      method: 'POST',
      body: { name: '', controls_color: '#fff' },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ name: ['The name is required.'], controls_color: [HEX_COLOR_MESSAGE] });
  });

  it('moves the default mark, never deletes or clears the default', async () => {
    const base = `/api/libraries/${own.libraryId}/player-templates`;
    const created = await api(server, base, {
      token: companyAdmin,
      method: 'POST',
      body: { name: 'Branded', controls_color: '#ff000080', social_share: true, share_email: true, is_default: 1 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ is_default: 1, controls_color: '#ff000080', share_email: true, mute: false });
    const options = await api<{ id: number; is_default: number }[]>(server, `${base}-for-video`, {
      token: companyAdmin,
    });
    expect(options.body.filter((option) => option.is_default === 1).map((option) => option.id)).toEqual([
      created.body.id,
    ]);

    const deleting = await api(server, `${base}/${created.body.id}`, { token: companyAdmin, method: 'DELETE' });
    expect(deleting.status).toBe(422);
    expect(deleting.body.message).toBe(PLAYER_TEMPLATE_TEXTS.cannotDeleteDefault);
    const clearing = await api(server, `${base}/${created.body.id}`, {
      token: companyAdmin,
      method: 'PUT',
      body: { name: 'Branded', is_default: 0 },
    });
    expect(clearing.status).toBe(422);

    const back = await api(server, `${base}/${own.defaultTemplateId}`, {
      token: companyAdmin,
      method: 'PUT',
      body: { name: 'Default', is_default: true },
    });
    expect(back.body.is_default).toBe(1);
    const removed = await api(server, `${base}/${created.body.id}`, { token: companyAdmin, method: 'DELETE' });
    expect(removed.status).toBe(204);
  });
});

describe('usage stats', () => {
  it('counts users, libraries, videos and stored bytes of a company', async () => {
    const fixture = await addCompanyFixture(server.db, 'Counted Company');
    await addLibrary(server.db, fixture.companyId, 'Second');
    await addUser(server.db, { role: 'company-admin', companyId: fixture.companyId });
    const folder = path.join(data.dataDir, 'media', 'companies', String(fixture.companyId), 'videos', '1');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'source.mp4'), Buffer.alloc(3000));
    await writeFile(path.join(folder, 'thumb.jpg'), Buffer.alloc(1096));
    const videosExist = await server.db.execute(sql`select to_regclass('videos') as name`);
    const existing = (Array.isArray(videosExist) ? videosExist : (videosExist as { rows: unknown[] }).rows)[0] as {
      name: string | null;
    };
    let videos = 0;
    if (!existing.name) {
      await server.db.execute(sql`create table videos (id serial primary key, library_id integer not null)`);
      await server.db.execute(
        sql`insert into videos (library_id) values (${fixture.libraryId}), (${fixture.libraryId})`,
      );
      videos = 2;
    }
    const response = await api(server, `/api/usage-stats/${fixture.companyId}`, { token: admin });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      company_id: fixture.companyId,
      company_name: 'Counted Company',
      nr_of_users: 2,
      nr_of_libraries: 2,
      nr_of_videos: videos,
      used_storage: 4096,
    });
    const all = await api<{ company_id: number }[]>(server, '/api/usage-stats', { token: admin });
    expect(all.body.map((row) => row.company_id)).toContain(fixture.companyId);
  });
});
