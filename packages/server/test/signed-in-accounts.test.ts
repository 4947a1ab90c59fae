import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInAccount, sharedReads, signedInAccounts } from '../src/auth/signed-in-accounts.ts';
import { VerifiedTokens } from '../src/auth/verified-tokens.ts';
import { openPglite } from '../src/db/database.ts';
import { users } from '../src/db/schema.ts';
import { onlyReads, type WriteWatch } from '../src/db/write-watch.ts';
import { assignLibraries } from '../src/users/users-repository.ts';
import { signIn } from './helpers/oidc-client.ts';
import { addCompany, addLibrary, addUser, type Person } from './helpers/people.ts';
import { ADMIN, api, createTestData, startTestServer, type TestData, type TestServer } from './helpers/test-server.ts';

let data: TestData;
let server: TestServer;
let admin: string;
let companyId: number;
let libraryId: number;

beforeAll(async () => {
  data = await createTestData();
  server = await startTestServer(data);
  admin = (await signIn(server.baseUrl, ADMIN.email, ADMIN.password)).tokens.access_token;
  companyId = await addCompany(server.db, 'Kept Accounts');
  libraryId = await addLibrary(server.db, companyId, 'Kept library');
});

afterAll(async () => {
  await server?.close();
  await data?.remove();
});

const tokenOf = async (who: Person) => (await signIn(server.baseUrl, who.email, who.password)).tokens.access_token;

/** Answers a few times in a row, so that whatever the server keeps between requests is kept. */
async function statusOf(route: string, token: string): Promise<number> {
  const statuses = new Set<number>();
  for (let i = 0; i < 3; i++) statuses.add((await api(server, route, { token })).status);
  expect(statuses.size).toBe(1);
  return [...statuses][0];
}

/** 404 when the caller may see videos of some library, 403 when of none. */
const videoRoute = () => `/api/videos/${randomUUID()}`;

const update = (who: Person, body: Record<string, unknown>) =>
  api(server, `/api/users/${who.id}`, { token: admin, method: 'PUT', body: { name: 'Kept user', ...body } });

describe('the signer of a request, from one request to the next', () => {
  it('loses a library at once when it is unassigned, and has it again at once when assigned', async () => {
    const who = await addUser(server.db, { role: 'editor', companyId, libraries: [{ id: libraryId, role: 'editor' }] });
    const token = await tokenOf(who);
    expect(await statusOf(videoRoute(), token)).toBe(404);
    const libraries = { role: 'editor', company_id: companyId };
    expect((await update(who, { ...libraries, libraries: [] })).status).toBe(200);
    expect(await statusOf(videoRoute(), token)).toBe(403);
    expect((await update(who, { ...libraries, libraries: [{ id: libraryId, role: 'read-only' }] })).status).toBe(200);
    expect(await statusOf(videoRoute(), token)).toBe(404);
  });

  it('loses a library at once when the library is deleted', async () => {
    const doomed = await addLibrary(server.db, companyId, 'Doomed library');
    const who = await addUser(server.db, { role: 'editor', companyId, libraries: [{ id: doomed, role: 'editor' }] });
    const token = await tokenOf(who);
    expect(await statusOf(videoRoute(), token)).toBe(404);
    expect((await api(server, `/api/libraries/${doomed}`, { token: admin, method: 'DELETE' })).status).toBeLessThan(
      300,
    );
    expect(await statusOf(videoRoute(), token)).toBe(403);
  });

  it('takes a new role at once when it is changed through the API', async () => {
    const who = await addUser(server.db, { role: 'company-admin', companyId });
    const token = await tokenOf(who);
    expect(await statusOf('/api/roles', token)).toBe(200);
    expect((await update(who, { role: 'read-only', company_id: companyId, libraries: [] })).status).toBe(200);
    expect(await statusOf('/api/roles', token)).toBe(403);
  });

  it('leaves the old company at once when moved to another', async () => {
    const other = await addCompany(server.db, 'Other Kept Accounts');
    const who = await addUser(server.db, { role: 'company-admin', companyId });
    const token = await tokenOf(who);
    expect(await statusOf(`/api/libraries/${libraryId}`, token)).toBe(200);
    expect((await update(who, { role: 'company-admin', company_id: other })).status).toBe(200);
    expect(await statusOf(`/api/libraries/${libraryId}`, token)).toBe(404);
  });

  it('takes changes written straight to the database at once, in a transaction or not', async () => {
    const who = await addUser(server.db, { role: 'company-admin', companyId });
    const token = await tokenOf(who);
    expect(await statusOf('/api/roles', token)).toBe(200);
    await server.db.update(users).set({ role: 'editor' }).where(eq(users.id, who.id));
    expect(await statusOf('/api/roles', token)).toBe(403);
    expect(await statusOf(videoRoute(), token)).toBe(403);
    await server.db.transaction((tx) => assignLibraries(tx, who.id, [{ id: libraryId, role: 'uploader' }]));
    expect(await statusOf(videoRoute(), token)).toBe(404);
    await server.db.delete(users).where(eq(users.id, who.id));
    expect(await statusOf('/api/profile', token)).toBe(401);
  });

  it('refuses a token at once once its user has signed out everywhere', async () => {
    const who = await addUser(server.db, { role: 'read-only', companyId });
    const token = await tokenOf(who);
    expect(await statusOf('/api/profile', token)).toBe(200);
    const ended = await api(server, '/api/profile/sign-out-everywhere', { token, method: 'POST' });
    expect(ended.status).toBe(204);
    expect(await statusOf('/api/profile', token)).toBe(401);
  });

  it('shows a changed profile at once', async () => {
    const who = await addUser(server.db, { role: 'read-only', companyId, name: 'Before' });
    const token = await tokenOf(who);
    expect((await api(server, '/api/profile', { token })).body).toMatchObject({ id: who.id, name: 'Before' });
    const changed = await api(server, '/api/profile', { token, method: 'PUT', body: { name: 'After' } });
    expect(changed.status).toBe(200);
    expect((await api(server, '/api/profile', { token })).body).toMatchObject({ id: who.id, name: 'After' });
    await server.db.update(users).set({ name: 'Written' }).where(eq(users.id, who.id));
    expect((await api(server, '/api/profile', { token })).body).toMatchObject({ id: who.id, name: 'Written' });
  });

  it('refuses a token with a broken signature after the genuine one was accepted', async () => {
    const who = await addUser(server.db, { role: 'read-only', companyId });
    const token = await tokenOf(who);
    expect(await statusOf('/api/profile', token)).toBe(200);
    const [header, payload] = token.split('.');
    expect(await statusOf('/api/profile', `${header}.${payload}.${'A'.repeat(86)}`)).toBe(401);
  });
});

describe('kept accounts', () => {
  it('are read again after every change of the database, and shared until then', async () => {
    const who = await addUser(server.db, { role: 'read-only', companyId });
    const writes = { generation: 0 };
    const accounts = signedInAccounts(server.db, writes satisfies WriteWatch);
    const first = await accounts.load(who.id);
    expect(first?.viewer.role).toBe('read-only');
    expect(await accounts.load(who.id)).toBe(first);
    await server.db.update(users).set({ role: 'editor' }).where(eq(users.id, who.id));
    writes.generation += 1;
    const second = await accounts.load(who.id);
    expect(second).not.toBe(first);
    expect(second?.viewer.role).toBe('editor');
    expect(Object.isFrozen(second?.viewer.permissions)).toBe(true);
    expect(await accounts.load(2 ** 60)).toBeNull();
  });

  it('are read again when a change came while they were being read', async () => {
    const who = await addUser(server.db, { role: 'read-only', companyId });
    const writes = { generation: 0 };
    const accounts = signedInAccounts(server.db, writes);
    const reading = accounts.load(who.id);
    writes.generation += 1;
    const first = await reading;
    const second = await accounts.load(who.id);
    expect(second).not.toBe(first);
    expect(await accounts.load(who.id)).toBe(second);
  });

  it('are read at every request without a watch of the changes (PostgreSQL)', async () => {
    const who = await addUser(server.db, { role: 'read-only', companyId });
    const accounts = signedInAccounts(server.db, null);
    const first = await accounts.load(who.id);
    expect(await accounts.load(who.id)).not.toBe(first);
    expect(await accounts.load(who.id)).toEqual(first);
  });

  it('are read for each request after it came, requests waiting together sharing one read', async () => {
    const pending: ((account: SignedInAccount | null) => void)[] = [];
    const load = sharedReads(() => new Promise((resolve) => pending.push(resolve)));
    const account: SignedInAccount = {
      viewer: { id: 1, role: 'read-only', companyId: null, uploadEverywhere: false, libraries: [], permissions: {} },
      profile: { id: 1, name: 'One', email: 'one@example.test', phone_number: null },
      sessionsValidAfter: null,
    };
    const first = load(1);
    const [second, third] = [load(1), load(1)];
    const other = load(2);
    expect(pending).toHaveLength(2);
    // The read under way began before the second and third request: theirs is the next one.
    pending[0](null);
    expect(await first).toBeNull();
    await new Promise((resolve) => setImmediate(resolve));
    expect(pending).toHaveLength(3);
    pending[2](account);
    expect(await second).toBe(account);
    expect(await third).toBe(account);
    pending[1](null);
    expect(await other).toBeNull();
    const fourth = load(1);
    expect(pending).toHaveLength(4);
    pending[3](null);
    expect(await fourth).toBeNull();
  });

  it('keep at most the number given, the oldest going first', async () => {
    const [one, two] = [
      await addUser(server.db, { role: 'read-only' }),
      await addUser(server.db, { role: 'read-only' }),
    ];
    const accounts = signedInAccounts(server.db, { generation: 0 }, 1);
    const first = await accounts.load(one.id);
    await accounts.load(two.id);
    expect(await accounts.load(one.id)).not.toBe(first);
  });
});

describe('the embedded database, watched for changes', () => {
  it('advances on every statement that may change data and on every transaction, not on reads', async () => {
    const folder = await createTestData();
    const connection = await openPglite(path.join(folder.dataDir, 'pglite'));
    try {
      if (connection.kind !== 'pglite') throw new Error('not the embedded database');
      const { writes, pglite, db } = connection;
      let seen = writes.generation;
      const advanced = () => {
        const moved = writes.generation !== seen;
        seen = writes.generation;
        return moved;
      };
      await pglite.query('select count(*) from users');
      await db.select().from(users);
      expect(advanced()).toBe(false);
      await pglite.query(`update users set name = name where id = 0`);
      expect(advanced()).toBe(true);
      await pglite.exec('select 1; delete from users where id = 0');
      expect(advanced()).toBe(true);
      await db.transaction(async (tx) => {
        await tx.select().from(users);
      });
      expect(advanced()).toBe(true);
      await expect(pglite.query('insert into no_such_table values (1)')).rejects.toThrow();
      expect(advanced()).toBe(true);
      await pglite.sql`delete from users where id = ${0}`;
      expect(advanced()).toBe(true);
    } finally {
      await connection.close();
      await folder.remove();
    }
  });

  it('tells reads from changes', () => {
    for (const read of ['select 1', '  SELECT * FROM users', 'select updated_at from users']) {
      expect(onlyReads(read)).toBe(true);
    }
    for (const change of [
      'update users set name = $1',
      'with x as (select 1) delete from users',
      'select * from users for update',
      '/* note */ select 1',
      'insert into users default values',
      'truncate users',
      'select 1; delete from users',
    ]) {
      expect(onlyReads(change)).toBe(false);
    }
  });
});

describe('verified access tokens', () => {
  const claims = { subject: '7', issuedAt: 1000, session: null };

  it('are known until the second they expire', () => {
    let now = 1_000_000;
    const tokens = new VerifiedTokens(10, () => now);
    tokens.add('a', claims, 1002);
    expect(tokens.get('a')).toEqual(claims);
    now = 1_001_999;
    expect(tokens.get('a')).toEqual(claims);
    now = 1_002_000;
    expect(tokens.get('a')).toBeNull();
    expect(tokens.size).toBe(0);
  });

  it('are not kept without an expiry, and at most the number given', () => {
    const tokens = new VerifiedTokens(2, () => 0);
    tokens.add('never', claims, undefined);
    expect(tokens.get('never')).toBeNull();
    tokens.add('a', claims, 10);
    tokens.add('b', claims, 10);
    tokens.add('c', claims, 10);
    expect(tokens.get('a')).toBeNull();
    expect(tokens.get('b')).toEqual(claims);
    expect(tokens.get('c')).toEqual(claims);
  });
});
