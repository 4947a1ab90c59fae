import {
  COMMENT_POSTS_PER_ADDRESS_PER_MINUTE,
  COMMENT_TEXTS,
  type CommentList,
  type CommentVideo,
  formatCommentTime,
} from '@reelbase/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSigningKeys } from '../src/auth/keys.ts';
import { commentHashOf, commentSecretOf } from '../src/comments/comment-link.ts';
import { videos } from '../src/db/schema.ts';
import { addCompanyFixture, type CompanyFixture, type SignedInPerson, signInEveryRole } from './helpers/admin.ts';
import { signIn } from './helpers/oidc-client.ts';
import { addUser } from './helpers/people.ts';
import { api, createTestData, startTestServer, type TestData, type TestServer } from './helpers/test-server.ts';

let data: TestData;
let server: TestServer;
let secret: string;
let own: CompanyFixture;
let other: CompanyFixture;
let people: Record<string, SignedInPerson>;
let otherAdmin: string;

async function addVideo(fixture: CompanyFixture, title = 'Review cut') {
  const [row] = await server.db
    .insert(videos)
    .values({
      libraryId: fixture.libraryId,
      title,
      mimeType: 'video/mp4',
      status: 'ready',
      durationMs: 60_000,
      size: 1,
    })
    .returning({ id: videos.id });
  return row.id;
}

const hashOf = (videoId: string) => commentHashOf(secret, videoId);
const comments = (videoId: string, options: { hash?: string; token?: string } = {}) =>
  api<CommentList>(server, `/api/videos/${videoId}/comments${options.hash ? `?hash=${options.hash}` : ''}`, {
    token: options.token,
  });
const post = (videoId: string, body: Record<string, unknown>, options: { hash?: string; token?: string } = {}) =>
  api<{ id: number; message: string; errors?: Record<string, string[]> }>(server, `/api/videos/${videoId}/comments`, {
    method: 'POST',
    body,
    token: options.token,
    // Each post from an address of its own: the per-address limit has a test of its own.
    headers: {
      'x-forwarded-for': `198.51.100.${++posts % 250}`,
      ...(options.hash ? { 'x-comment-hash': options.hash } : {}),
    },
  });
let posts = 0;
const visitor = { name: 'Vera Visitor', email: 'vera@example.test' };

beforeAll(async () => {
  data = await createTestData();
  server = await startTestServer(data, { apiRateLimitPerMinute: 1_000_000, trustProxy: true });
  secret = commentSecretOf((await loadSigningKeys(data.dataDir)).cookieKeys);
  own = await addCompanyFixture(server.db, 'Reviewcorp');
  other = await addCompanyFixture(server.db, 'Elsewhere');
  people = await signInEveryRole(server, own);
  const admin = await addUser(server.db, { role: 'company-admin', companyId: other.companyId });
  otherAdmin = (await signIn(server.baseUrl, admin.email, admin.password)).tokens.access_token;
});

afterAll(async () => {
  await server?.close();
  await data?.remove();
});

describe('the comments link', () => {
  it('lets a visitor read and post with the link; staff see the e-mail, the visitor does not', async () => {
    const id = await addVideo(own);
    const posted = await post(
      id,
      { ...visitor, message: 'The logo is too small here.', timecode: 12.5 },
      { hash: hashOf(id) },
    );
    expect(posted.status).toBe(201);
    const asVisitor = await comments(id, { hash: hashOf(id) });
    expect(asVisitor.status).toBe(200);
    expect(asVisitor.body.can_resolve).toBe(false);
    expect(asVisitor.body.data).toEqual([
      expect.objectContaining({
        id: posted.body.id,
        message: 'The logo is too small here.',
        name: 'Vera Visitor',
        user_name: null,
        email: null,
        timecode: 12.5,
        status: 0,
        a_id: null,
        can_delete: false,
      }),
    ]);
    expect(asVisitor.body.link).toBe(`/comments/${id}/${hashOf(id)}`);
    const playing = await api<CommentVideo>(server, `/api/videos/${id}/comments/video?hash=${hashOf(id)}`);
    expect(playing.status).toBe(200);
    expect(playing.body).toMatchObject({ id, title: 'Review cut', duration: 60_000, encodings: [], subtitles: [] });
    expect((await api(server, `/api/videos/${id}/comments/video`)).status).toBe(401);
    const asEditor = await comments(id, { token: people.editor.token });
    expect(asEditor.body.data[0]).toMatchObject({ email: 'vera@example.test' });
    expect(asEditor.body.can_resolve).toBe(true);
    expect(asEditor.body.data[0].created_at_formatted).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
  });

  it('refuses a tampered hash or the hash of another video, and asks a caller without the link to sign in', async () => {
    const id = await addVideo(own);
    const second = await addVideo(own);
    const tampered = `${hashOf(id).slice(0, -1)}${hashOf(id).endsWith('A') ? 'B' : 'A'}`;
    const refused = await comments(id, { hash: tampered });
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ message: COMMENT_TEXTS.linkInvalid });
    expect((await comments(second, { hash: hashOf(id) })).status).toBe(404);
    expect((await post(second, { ...visitor, message: 'x' }, { hash: hashOf(id) })).status).toBe(404);
    expect((await comments(id)).status).toBe(401);
    // Staff of another company do not reach the video without the link, and read it as visitors with it.
    expect((await comments(id, { token: otherAdmin })).status).toBe(404);
    const withLink = await comments(id, { token: otherAdmin, hash: hashOf(id) });
    expect(withLink.status).toBe(200);
    expect(withLink.body.can_resolve).toBe(false);
  });

  it('answers bad input with the field messages and stores nothing', async () => {
    const id = await addVideo(own);
    const hash = hashOf(id);
    const missing = await post(id, { message: '' }, { hash });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toMatchObject({ message: ['The message is required.'] });
    const anonymous = await post(id, { message: 'Hello' }, { hash });
    expect(anonymous.body.errors).toEqual({ name: ['The name is required.'], email: ['The email is required.'] });
    const short = await post(id, { message: 'Hello', name: 'V', email: 'not an address' }, { hash });
    expect(short.body.errors).toMatchObject({
      name: [COMMENT_TEXTS.nameTooShort],
      email: ['The email must be a valid email address.'],
    });
    const late = await post(id, { ...visitor, message: 'Hello', timecode: 75 }, { hash });
    expect(late.body.errors).toEqual({ timecode: [COMMENT_TEXTS.timecodeBeyondEnd] });
    expect((await comments(id, { hash })).body.data).toEqual([]);
  });

  it('keeps markup as plain text', async () => {
    const id = await addVideo(own);
    const message = '<img src=x onerror=alert(1)> & <b>bold</b>';
    expect((await post(id, { ...visitor, message }, { hash: hashOf(id) })).status).toBe(201);
    expect((await comments(id, { hash: hashOf(id) })).body.data[0].message).toBe(message);
  });

  it('limits posts per address, with the 429 text, and keeps nothing of a refused post', async () => {
    const id = await addVideo(own);
    const hash = hashOf(id);
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    const answers = [];
    for (let index = 0; index <= COMMENT_POSTS_PER_ADDRESS_PER_MINUTE; index++) {
      answers.push(
        await api<{ message: string }>(server, `/api/videos/${id}/comments?hash=${hash}`, {
          method: 'POST',
          body: { ...visitor, message: `Note ${index}` },
          headers,
        }),
      );
    }
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.slice(0, COMMENT_POSTS_PER_ADDRESS_PER_MINUTE).every((status) => status === 201)).toBe(true);
    const refused = answers[COMMENT_POSTS_PER_ADDRESS_PER_MINUTE];
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(COMMENT_TEXTS.tooMany);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect((await comments(id, { hash })).body.data).toHaveLength(COMMENT_POSTS_PER_ADDRESS_PER_MINUTE);
    // Signed-in staff are counted per account, not per address.
    expect((await post(id, { message: 'Staff note' }, { token: people.editor.token })).status).toBe(201);
  });
});

describe('resolving and deleting', () => {
  it('resolves for who may manage the library, and nobody else', async () => {
    const id = await addVideo(own);
    const { body } = await post(id, { ...visitor, message: 'Cut here' }, { hash: hashOf(id) });
    const resolve = (token: string | undefined) =>
      api<{ status: number }>(server, `/api/videos/${id}/comments/${body.id}/resolve`, {
        method: 'PUT',
        body: { resolved: 1 },
        token,
      });
    expect((await resolve(undefined)).status).toBe(401);
    expect((await resolve(people['read-only'].token)).status).toBe(403);
    expect((await resolve(otherAdmin)).status).toBe(404);
    const resolved = await resolve(people.editor.token);
    expect(resolved.status).toBe(200);
    expect(resolved.body.status).toBe(1);
    expect((await comments(id, { hash: hashOf(id) })).body.data[0].status).toBe(1);
  });

  it('deletes for its author and the company admin, with "Message deleted."', async () => {
    const id = await addVideo(own);
    const mine = await post(
      id,
      { message: 'My own note', name: 'ignored', email: 'ignored@example.test' },
      { token: people.editor.token },
    );
    const theirs = await post(id, { ...visitor, message: 'A visitor note' }, { hash: hashOf(id) });
    const listed = await comments(id, { token: people.editor.token });
    const authored = listed.body.data.find((comment) => comment.id === mine.body.id);
    expect(authored).toMatchObject({ a_id: people.editor.id, email: people.editor.email, can_delete: true });
    expect(authored?.name).not.toBe('ignored');
    expect(listed.body.data.find((comment) => comment.id === theirs.body.id)?.can_delete).toBe(false);
    const remove = (commentId: number, token: string) =>
      api<{ message: string }>(server, `/api/videos/${id}/comments/${commentId}`, { method: 'DELETE', token });
    expect((await remove(theirs.body.id, people.editor.token)).status).toBe(403);
    expect((await remove(theirs.body.id, otherAdmin)).status).toBe(404);
    const deleted = await remove(mine.body.id, people.editor.token);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(COMMENT_TEXTS.deleted);
    expect((await remove(theirs.body.id, people['company-admin'].token)).body.message).toBe(COMMENT_TEXTS.deleted);
    expect((await comments(id, { hash: hashOf(id) })).body.data).toEqual([]);
    expect((await remove(theirs.body.id, people['company-admin'].token)).status).toBe(404);
  });
});

describe('comment times', () => {
  it('are shown in Europe/Amsterdam, summer and winter', () => {
    expect(formatCommentTime(new Date('2026-07-01T10:05:00Z'))).toBe('01-07-2026 12:05');
    expect(formatCommentTime(new Date('2026-12-31T23:30:00Z'))).toBe('01-01-2027 00:30');
  });
});
