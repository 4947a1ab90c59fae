import { stat } from 'node:fs/promises';
import path from 'node:path';
import { PUBLISHING_TEXTS, type PublishingAccount, type PublishPlatform } from '@reelbase/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishingAccounts, publishingOauthStates } from '../src/db/schema.ts';
import { createTokenCipher, loadTokenCipher, parseTokenKey } from '../src/publishing/token-crypto.ts';
import { addCompanyFixture, type CompanyFixture, type SignedInPerson, signInEveryRole } from './helpers/admin.ts';
import { signIn } from './helpers/oidc-client.ts';
import { addUser } from './helpers/people.ts';
import { authorization, grant, linkAccount, setPublishingFlags, tokenCall } from './helpers/publishing-flow.ts';
import { startPublishingStandIns } from './helpers/publishing-standins.ts';
import { api, createTestData, startTestServer, type TestData, type TestServer } from './helpers/test-server.ts';

/*
 * Linking accounts of the two publishing services through their OAuth flows (against local
 * stand-ins), the single-use states, the stored tokens and who may do what.
 */

let data: TestData;
let server: TestServer;
let standIns: Awaited<ReturnType<typeof startPublishingStandIns>>;
let own: CompanyFixture;
let other: CompanyFixture;
let people: Record<string, SignedInPerson>;
/** Every answer of the API in this file, to look for tokens in them. */
const answers: string[] = [];

const PLATFORMS: PublishPlatform[] = ['vimeo', 'youtube'];
const admin = () => people['company-admin'].token;
const remember = <T extends { body: unknown }>(answer: T) => {
  answers.push(JSON.stringify(answer.body));
  return answer;
};

beforeAll(async () => {
  data = await createTestData();
  standIns = await startPublishingStandIns();
  server = await startTestServer(data, {
    publishing: { vimeo: standIns.vimeo.config(), youtube: standIns.youtube.config(), tokenKey: null },
  });
  own = await addCompanyFixture(server.db, 'Pubcorp');
  other = await addCompanyFixture(server.db, 'Elsewhere');
  await setPublishingFlags(server.db, own.companyId);
  await setPublishingFlags(server.db, other.companyId);
  people = await signInEveryRole(server, own);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await standIns?.close();
  await data?.remove();
});

describe('linking accounts', () => {
  it('says which services are configured and by which settings', async () => {
    const answer = await api(server, '/api/accounts/qpd/services', { token: admin() });
    expect(answer.body).toEqual({
      vimeo: { configured: true, settings: ['VIMEO_CLIENT_ID', 'VIMEO_CLIENT_SECRET'] },
      youtube: { configured: true, settings: ['YOUTUBE_CLIENT_ID', 'YOUTUBE_CLIENT_SECRET'] },
    });
  });

  it('links a Vimeo account and a YouTube channel and keeps their tokens encrypted, never answered', async () => {
    const vimeo = await linkAccount(server, admin(), 'vimeo', own.companyId, 'Brand Vimeo');
    const youtube = await linkAccount(server, admin(), 'youtube', own.companyId, 'Brand channel');
    expect(vimeo.meta).toEqual({ accountType: 'vimeo', companyId: own.companyId, paidTier: false });
    expect(youtube.meta).toEqual({ accountType: 'youtube', companyId: own.companyId, paidTier: false });
    answers.push(JSON.stringify([vimeo, youtube]));

    const listed = remember(
      await api<PublishingAccount[]>(server, `/api/accounts/qpd/token/company/${own.companyId}`, { token: admin() }),
    );
    expect(listed.body.map((account) => account.name).sort()).toEqual(['Brand Vimeo', 'Brand channel']);
    for (const account of listed.body) expect(Object.keys(account).sort()).toEqual(['id', 'meta', 'name']);

    const issued = [...standIns.vimeo.tokens, ...standIns.youtube.tokens];
    const secrets = issued.flatMap((token) => [token.accessToken, token.refreshToken ?? '']).filter(Boolean);
    expect(secrets.length).toBeGreaterThanOrEqual(3);
    const rows = await server.db.select().from(publishingAccounts);
    const states = await server.db.select().from(publishingOauthStates);
    const stored = JSON.stringify([rows, states]);
    for (const secret of secrets) {
      expect(stored).not.toContain(secret);
      for (const answer of answers) expect(answer).not.toContain(secret);
    }
    for (const row of rows) expect(row.accessToken).toMatch(/^v1\./);
    expect(rows.find((row) => row.platform === 'youtube')?.refreshToken).toMatch(/^v1\./);
    // Only a hash of each state is kept.
    expect(stored).not.toContain((await authorization(server, admin(), 'vimeo', own.companyId, 'Probe')).body.state);
  });

  it('refuses a tampered, a reused, a foreign and a mismatched state', async () => {
    for (const platform of PLATFORMS) {
      const name = `Second ${platform}`;
      const started = remember(await authorization(server, admin(), platform, own.companyId, name));
      const back = await grant(started.body.oauth2GrantURL);
      const input = { companyId: own.companyId, name, code: back.code };

      const tampered = await tokenCall(server, admin(), platform, { ...input, state: `${back.state}x` });
      expect(tampered.status).toBe(422);
      expect(tampered.body).toMatchObject({ errors: { state: [PUBLISHING_TEXTS.invalidState] } });
      // The same state for another signer, or for another company, is refused too.
      const stranger = await tokenCall(server, people['super-admin'].token, platform, { ...input, state: back.state });
      expect(stranger.status).toBe(422);
      const elsewhere = await tokenCall(server, people['super-admin'].token, platform, {
        ...input,
        companyId: other.companyId,
        state: back.state,
      });
      expect(elsewhere.status).toBe(422);
      // The same person signed in a second time (another sign-in session) cannot finish it either.
      const again = await signIn(server.baseUrl, people['company-admin'].email, people['company-admin'].password);
      const otherSession = await tokenCall(server, again.tokens.access_token, platform, {
        ...input,
        state: back.state,
      });
      expect(otherSession.status).toBe(422);

      const linked = remember(await tokenCall(server, admin(), platform, { ...input, state: back.state }));
      expect(linked.status).toBe(201);
      const replay = await tokenCall(server, admin(), platform, { ...input, name: `${name} again`, state: back.state });
      expect(replay.status).toBe(422);
      expect(replay.body).toMatchObject({ errors: { state: [PUBLISHING_TEXTS.invalidState] } });
    }
    // A Vimeo state does not link a YouTube channel.
    const vimeoState = (await authorization(server, admin(), 'vimeo', own.companyId, 'Crossed')).body;
    const back = await grant(vimeoState.oauth2GrantURL);
    const crossed = await tokenCall(server, admin(), 'youtube', { companyId: own.companyId, name: 'Crossed', ...back });
    expect(crossed.status).toBe(422);
  });

  it('exchanges a YouTube code once, and answers a repeated callback without a second exchange', async () => {
    const started = await authorization(server, admin(), 'youtube', own.companyId, 'Twice');
    const back = await grant(started.body.oauth2GrantURL);
    const granted = standIns.youtube.tokens.length;
    const query = new URLSearchParams({ code: back.code, state: back.state });
    for (let call = 0; call < 2; call++) {
      const answer = remember(await api(server, `/api/accounts/qpd/youtube/access-token?${query}`, { token: admin() }));
      expect(answer.body).toEqual({ state: back.state, exchanged: true });
    }
    expect(standIns.youtube.tokens.length).toBe(granted + 1);
    const other = await api(server, `/api/accounts/qpd/youtube/access-token?${query}`, {
      token: people['super-admin'].token,
    });
    expect(other.status).toBe(422);
  });

  it("answers the service's refusal of a code with its message", async () => {
    const started = await authorization(server, admin(), 'youtube', own.companyId, 'Refused');
    const query = new URLSearchParams({ code: 'not-a-code', state: started.body.state });
    const answer = await api<{ message: string }>(server, `/api/accounts/qpd/youtube/access-token?${query}`, {
      token: admin(),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBeTruthy();
  });

  it('refuses a name the company already uses for that service, in any case', async () => {
    for (const [platform, name] of [
      ['vimeo', 'brand vimeo'],
      ['youtube', 'BRAND CHANNEL'],
    ] as const) {
      const answer = await authorization(server, admin(), platform, own.companyId, name);
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ errors: { name: [PUBLISHING_TEXTS.duplicateName] } });
    }
    // Another company may use the name.
    const elsewhere = await authorization(server, people['super-admin'].token, 'vimeo', other.companyId, 'Brand Vimeo');
    expect(elsewhere.status).toBe(200);
  });
});

describe('who may link, list and remove accounts', () => {
  it('lets only those who connect services link them, in their own company', async () => {
    for (const role of ['editor', 'read-only', 'uploader']) {
      const answer = await authorization(server, people[role].token, 'youtube', own.companyId, `By ${role}`);
      expect(answer.status, role).toBe(403);
    }
    const across = await authorization(server, admin(), 'youtube', other.companyId, 'Across');
    expect(across.status).toBe(404);
    const platform = await authorization(server, people['system-admin'].token, 'youtube', other.companyId, 'Platform');
    expect(platform.status).toBe(200);
  });

  it('refuses linking while the social media integration is off', async () => {
    await setPublishingFlags(server.db, own.companyId, false);
    try {
      const answer = await authorization(server, admin(), 'vimeo', own.companyId, 'Switched off');
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ message: PUBLISHING_TEXTS.integrationOff });
    } finally {
      await setPublishingFlags(server.db, own.companyId);
    }
  });

  it('lists accounts to those who publish, removes them for those who connect', async () => {
    const path = `/api/accounts/qpd/token/company/${own.companyId}`;
    expect((await api(server, path, { token: people.editor.token })).status).toBe(200);
    expect((await api(server, path, { token: people['read-only'].token })).status).toBe(403);
    expect((await api(server, path, { token: people.uploader.token })).status).toBe(403);
    const foreign = await api(server, `/api/accounts/qpd/token/company/${other.companyId}`, { token: admin() });
    expect(foreign.status).toBe(404);

    const elsewhere = await linkAccount(server, people['super-admin'].token, 'vimeo', other.companyId, 'Theirs');
    const theirs = await api(server, `/api/accounts/qpd/token/${elsewhere.id}`, { token: admin(), method: 'DELETE' });
    expect(theirs.status).toBe(404);
    const mine = await linkAccount(server, admin(), 'youtube', own.companyId, 'Short lived');
    const byEditor = await api(server, `/api/accounts/qpd/token/${mine.id}`, {
      token: people.editor.token,
      method: 'DELETE',
    });
    expect(byEditor.status).toBe(403);
    const removed = await api(server, `/api/accounts/qpd/token/${mine.id}`, { token: admin(), method: 'DELETE' });
    expect(removed.status).toBe(204);
    const left = await server.db.select().from(publishingAccounts).where(eq(publishingAccounts.id, mine.id));
    expect(left).toEqual([]);
  });

  it("refuses a company user another company's accounts' categories", async () => {
    const theirs = await linkAccount(server, people['super-admin'].token, 'youtube', other.companyId, 'Their channel');
    const answer = await api(server, `/api/qpd/categories/youtube?id=${theirs.id}`, { token: admin() });
    expect(answer.status).toBe(404);
    const wrongService = await api(server, `/api/qpd/categories/vimeo?id=${theirs.id}`, {
      token: people['super-admin'].token,
    });
    expect(wrongService.status).toBe(422);
    // A new user of the company signs in and sees the company's accounts, as the console lists them.
    const person = await addUser(server.db, { role: 'company-admin', companyId: own.companyId });
    const { tokens } = await signIn(server.baseUrl, person.email, person.password);
    const listed = await api<PublishingAccount[]>(server, `/api/accounts/qpd/token/company/${own.companyId}`, {
      token: tokens.access_token,
    });
    expect(listed.body.every((account) => account.meta.companyId === own.companyId)).toBe(true);
  });
});

describe('the encryption of stored tokens', () => {
  it('keeps its key in the data folder, readable by the server only, and refuses a changed secret', async () => {
    const file = path.join(data.dataDir, 'keys', 'publishing-token.key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const cipher = await loadTokenCipher({ tokenKey: null, dataDir: data.dataDir });
    const [row] = await server.db.select().from(publishingAccounts).limit(1);
    expect(cipher.decrypt(row.accessToken)).toMatch(/\S/);
    const sealed = cipher.encrypt('secret value');
    expect(sealed).not.toBe(cipher.encrypt('secret value'));
    const [version, iv, tag, body] = sealed.split('.');
    const changed = [version, iv, tag, `${body.slice(0, -1)}${body.endsWith('A') ? 'B' : 'A'}`].join('.');
    expect(() => cipher.decrypt(changed)).toThrow();
    const otherKey = createTokenCipher(parseTokenKey(Buffer.alloc(32, 7).toString('hex')));
    expect(() => otherKey.decrypt(sealed)).toThrow();
    expect(() => parseTokenKey('c2hvcnQ=')).toThrow(/32 bytes/);
  });
});
