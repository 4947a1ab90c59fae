import {
  SIGN_IN_MAX_FAILURES,
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT,
  SIGN_IN_SLOWDOWN_AFTER,
  SIGN_IN_TEXTS,
} from '@reelbase/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptSignIn, slowdownSeconds } from '../src/auth/sign-in-limiter.ts';
import { signInFailures } from '../src/db/schema.ts';
import { signInOverFtp } from '../src/ftp/ftp-server.ts';
import { checkCredentials } from '../src/users/accounts.ts';
import { Browser, openSignInPage, pkcePair, submitCredentials } from './helpers/oidc-client.ts';
import { addUser, type Person } from './helpers/people.ts';
import { ADMIN, createTestData, startTestServer, type TestData, type TestServer } from './helpers/test-server.ts';

let data: TestData;
let server: TestServer;
let person: Person;

beforeAll(async () => {
  data = await createTestData();
  server = await startTestServer(data);
});

afterAll(async () => {
  await server?.close();
  await data?.remove();
});

/** A fresh account and a clean slate of failures for each test. */
async function freshAccount() {
  await server.db.delete(signInFailures);
  person = await addUser(server.db, { role: 'company-admin' });
  return person;
}

/** Checks a password like the sign-in page does, counting how many passwords were really checked. */
function counted(email: string, password: string) {
  const checks = { count: 0 };
  const check = async () => {
    checks.count += 1;
    return checkCredentials(server.db, email, password);
  };
  return { checks, check };
}

describe('failed sign-ins under concurrency', () => {
  it('checks at most five of twelve concurrent wrong passwords on the sign-in page', async () => {
    await server.db.delete(signInFailures);
    const browser = new Browser(server.baseUrl);
    const page = await openSignInPage(browser, pkcePair().challenge);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => submitCredentials(browser, page.url, ADMIN.email, `wrong-${index}`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(SIGN_IN_MAX_FAILURES);
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);
    for (const answer of answers.filter((refused) => refused.status === 429)) {
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Tries refused while others were still being checked did not count as failures: wrong
    // passwords one after another fill the limit, and then a 429 answers each of them.
    const failed = statuses.filter((status) => status === 401).length;
    for (let index = failed; index < SIGN_IN_MAX_FAILURES; index++) {
      expect((await submitCredentials(browser, page.url, ADMIN.email, `late-${index}`)).status).toBe(401);
    }
    expect((await submitCredentials(browser, page.url, ADMIN.email, 'one more')).status).toBe(429);
    // The right password from the same address is refused now, without being checked.
    const locked = await submitCredentials(browser, page.url, ADMIN.email, ADMIN.password);
    expect(locked.status).toBe(429);
    expect(await locked.text()).toContain(SIGN_IN_TEXTS.tooManyAttempts);
  });

  it('checks at most five of twelve concurrent wrong passwords over FTP', async () => {
    const { email } = await freshAccount();
    const guesses = await Promise.allSettled(
      Array.from({ length: 12 }, (_, index) =>
        signInOverFtp({ db: server.db, ftpDir: data.dataDir }, { email, password: `wrong-${index}`, ip: '10.0.0.9' }),
      ),
    );
    const reasons = guesses.map((guess) => (guess.status === 'rejected' ? (guess.reason as Error).message : 'in'));
    expect(reasons.filter((reason) => reason === SIGN_IN_TEXTS.invalidCredentials).length).toBeLessThanOrEqual(
      SIGN_IN_MAX_FAILURES,
    );
    expect(reasons.every((r) => r === SIGN_IN_TEXTS.invalidCredentials || r === SIGN_IN_TEXTS.tooManyAttempts)).toBe(
      true,
    );
  });

  it('never checks more passwords than allowed, however many come at once', async () => {
    const { email } = await freshAccount();
    const { checks, check } = counted(email, 'wrong');
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => attemptSignIn(server.db, { email, ip: '10.0.0.1' }, check)),
    );
    expect(checks.count).toBeLessThanOrEqual(SIGN_IN_MAX_FAILURES);
    expect(outcomes.filter((outcome) => outcome.kind === 'refused').length).toBe(20 - checks.count);
  });
});

describe('per address before per account', () => {
  it('locks an account for the guessing address only: its owner still signs in from elsewhere', async () => {
    const { email, password } = await freshAccount();
    for (let attempt = 0; attempt < SIGN_IN_MAX_FAILURES; attempt++) {
      const outcome = await attemptSignIn(server.db, { email, ip: '198.51.100.7' }, counted(email, 'wrong').check);
      expect(outcome.kind).toBe('wrong');
    }
    const stranger = counted(email, password);
    expect((await attemptSignIn(server.db, { email, ip: '198.51.100.7' }, stranger.check)).kind).toBe('refused');
    expect(stranger.checks.count).toBe(0);
    const owner = await attemptSignIn(server.db, { email, ip: '203.0.113.20' }, counted(email, password).check);
    expect(owner).toEqual({ kind: 'signed-in', userId: person.id });
  });

  it('locks an account for everyone after guessing from many addresses', async () => {
    const { email, password } = await freshAccount();
    for (let attempt = 0; attempt < SIGN_IN_MAX_FAILURES_PER_ACCOUNT; attempt++) {
      const ip = `192.0.2.${attempt}`;
      expect((await attemptSignIn(server.db, { email, ip }, counted(email, 'wrong').check)).kind).toBe('wrong');
    }
    const owner = await attemptSignIn(server.db, { email, ip: '203.0.113.20' }, counted(email, password).check);
    expect(owner.kind).toBe('refused');
  });

  it('slows an address down that keeps failing across accounts', async () => {
    await freshAccount();
    const ip = '198.51.100.99';
    const now = new Date();
    for (let attempt = 0; attempt < SIGN_IN_SLOWDOWN_AFTER; attempt++) {
      const email = `someone-${attempt}@example.test`;
      expect((await attemptSignIn(server.db, { email, ip }, counted(email, 'x').check, now)).kind).toBe('wrong');
    }
    const next = await attemptSignIn(server.db, { email: 'another@example.test', ip }, async () => null, now);
    expect(next).toEqual({ kind: 'refused', retryAfterSeconds: 1 });
    const later = new Date(now.getTime() + 1500);
    expect((await attemptSignIn(server.db, { email: 'another@example.test', ip }, async () => null, later)).kind).toBe(
      'wrong',
    );
    expect([0, 1, 2, 3].map((extra) => slowdownSeconds(SIGN_IN_SLOWDOWN_AFTER + extra))).toEqual([1, 2, 4, 8]);
    expect(slowdownSeconds(SIGN_IN_SLOWDOWN_AFTER + 20)).toBe(60);
    expect(slowdownSeconds(SIGN_IN_SLOWDOWN_AFTER - 1)).toBe(0);
  });
});
