import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  hasPermission,
  isPlatformRole,
  type LibraryRoleSlug,
  type PublishPlatform,
  permissionsFor,
  type RoleSlug,
} from '@reelbase/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRoute, GuardAccess } from '../src/auth/api-auth.ts';
import { users } from '../src/db/schema.ts';
import { findFfmpeg } from '../src/encoding/index.ts';
import { insertAccount, insertPublication } from '../src/publishing/publishing-repository.ts';
import { assignLibraries, insertUser } from '../src/users/users-repository.ts';
import { ALL_ROLES, PNG, type SignedInPerson, signInEveryRole } from './helpers/admin.ts';
import { addTenant, fresh, rememberClip, type TenantFixture, unique } from './helpers/matrix-fixtures.ts';
import { makeTestVideo } from './helpers/media.ts';
import { signIn } from './helpers/oidc-client.ts';
import { addUser } from './helpers/people.ts';
import { setPublishingFlags } from './helpers/publishing-flow.ts';
import {
  api,
  createTestData,
  PUBLIC_URL,
  startTestServer,
  type TestData,
  type TestServer,
} from './helpers/test-server.ts';

/**
 * The permission matrix: every /api route the server registers x every role x a target in the
 * signer's own company and in another company, plus a signed-out caller. What is allowed comes
 * from the contract's role tables (the permission the route's guard names, held for the own
 * library; another company only for the platform roles); an entry states its own rule only where
 * the service's rule is finer than its guard. A route without an entry fails the suite.
 */

let data: TestData;
let server: TestServer;
let folder: string;
let own: TenantFixture;
let other: TenantFixture;
let people: Record<RoleSlug, SignedInPerson>;
/** An uploader of the own company who may "upload to all libraries": all of their own company's only. */
let everywhere: SignedInPerson;

type Scope = 'own' | 'other';
/** Where a role is allowed: in its own company, in another company, in both, or nowhere. */
type Access = Scope | 'both' | 'none';
type Answer = Awaited<ReturnType<typeof api>>;

interface Request {
  path: string;
  body?: unknown;
  /** A multipart form instead of JSON. */
  form?: { fields?: Record<string, string>; file?: { field: string; name: string; content: Buffer; type: string } };
  headers?: Record<string, string>;
  /** A stream that stays open (GET /api/live): only the status and headers are read. */
  stream?: true;
}

interface Call {
  target: TenantFixture;
  scope: Scope;
  person: SignedInPerson | null;
}

interface Entry {
  /** How to call the route for a target company (may create a fresh record to act on). */
  request: (call: Call) => Request | Promise<Request>;
  /** No target in another company: called once, in the own company, and checked for leaks. */
  collection?: true;
  /** The rule where it is finer than the guard's permission. */
  access?: Partial<Record<RoleSlug, Access>>;
  /** The rule for an uploader who may "upload to all libraries" (default: the uploader's). */
  everywhere?: Access;
  /** Ends the caller's sessions: the caller signs in again afterwards. */
  endsSessions?: true;
  /** What an allowed answer looks like (default: 2xx). */
  allowed?: (answer: Answer) => boolean;
}

const PLATFORM = { 'super-admin': 'both', 'system-admin': 'both' } as const;
const ADMINS_BOTH = { ...PLATFORM, 'company-admin': 'both' } as const;
const ADMINS_OWN = { ...PLATFORM, 'company-admin': 'own' } as const;
const EVERYONE = Object.fromEntries(ALL_ROLES.map((role) => [role, 'both'])) as Record<RoleSlug, Access>;
const SEEING_OWN = { ...ADMINS_OWN, editor: 'own', 'read-only': 'own', uploader: 'own' } as const;
const UPLOADING_OWN = { ...ADMINS_OWN, editor: 'own', uploader: 'own' } as const;
const EDITING_OWN = { ...ADMINS_OWN, editor: 'own' } as const;

const company = (t: TenantFixture) => `/api/companies/${t.companyId}`;
const library = (t: TenantFixture) => `/api/libraries/${t.libraryId}`;
const templates = (t: TenantFixture) => `${library(t)}/player-templates`;
const video = (t: TenantFixture) => `/api/videos/${t.videoId}`;
const png = (field: string) => ({ form: { file: { field, name: 'logo.png', content: PNG, type: 'image/png' } } });
const get = (path: string) => ({ path });
const reached = (answer: Answer) => ![401, 403, 404].includes(answer.status);
const TO = 4_102_444_800;
const statsRange = (figure: string) =>
  `/api/videos/${figure}?videos[]=${own.videoId}&videos[]=${other.videoId}&from=0&to=${TO}`;
const SRT = Buffer.from('1\r\n00:00:00,100 --> 00:00:00,900\r\nHello\r\n');

/**
 * An upload session of the caller, or, for a caller who may not start one there, of a super-admin
 * (sessions belong to their signer: nobody else reaches them).
 */
async function sessionOf(call: Call, route = '/api/upload/chunk/start') {
  const body = { mime_type: 'video/mp4', size: 2_000_000, name: `m-${unique()}.mp4`, library: call.target.libraryId };
  for (const token of [call.person?.token, people['super-admin'].token]) {
    if (!token) continue;
    const answer = await api<{ session_id: string; key: string }>(server, route, { token, method: 'POST', body });
    if (answer.status === 200) return answer.body;
  }
  throw new Error(`No upload session could be started at ${route}`);
}
const replaceSessionOf = (call: Call) => sessionOf(call, `/api/replace/${call.target.videoId}/chunk/start`);

/** A user of the target company without a password, as the console adds them. */
async function invitedUser(target: TenantFixture): Promise<number> {
  return insertUser(server.db, {
    name: 'Invited person',
    email: `invited-${unique()}@example.test`,
    role: 'read-only',
    companyId: target.companyId,
    passwordHash: null,
  });
}

/** Each tenant's linked accounts (tokens that were never a service's: no service is configured). */
const accountIds = new Map<number, Record<PublishPlatform, number>>();

async function publishingAccountOf(target: TenantFixture, platform: PublishPlatform): Promise<number> {
  const row = await insertAccount(server.db, {
    companyId: target.companyId,
    platform,
    name: `${target.marker} ${platform} ${unique()}`,
    externalId: `external-${unique()}`,
    accessToken: 'v1.unused.unused.unused',
  });
  return row.id;
}

const tokenBody = (target: TenantFixture, platform: PublishPlatform) => ({
  name: `Account ${unique()}`,
  OAuthCode: `code-${unique()}`,
  state: `state-${unique()}`,
  meta: { companyId: target.companyId, accountType: platform },
});

function publishRequest(target: TenantFixture, platform: PublishPlatform): Request {
  const body = {
    account_id: accountIds.get(target.companyId)?.[platform],
    video_title: `${target.marker} film`,
    video_description: 'A description',
    category: '22',
    tags: '',
    privacy_status: platform === 'vimeo' ? 'anybody' : 'public',
    file_size: 1000,
    meta: { video_id: target.videoId, external_platform: platform },
  };
  return { path: `/api/qpd/publish/${platform}`, body };
}

/** A failed publication of the target's video, to be tried again. */
async function failedPublicationOf(target: TenantFixture): Promise<number> {
  const row = await insertPublication(server.db, {
    videoId: target.videoId,
    accountId: accountIds.get(target.companyId)?.youtube,
    accountName: `${target.marker} youtube`,
    platform: 'youtube',
    title: `${target.marker} film`,
    category: '22',
    privacy: 'public',
    status: 'failed',
    failureReason: 'The connection broke.',
    fileKey: 'missing/file.mp4',
    fileSize: 1000,
    mimeType: 'video/mp4',
  });
  return row.id;
}

const ENTRIES: Record<string, Entry> = {
  'GET /api/profile': { request: () => get('/api/profile'), collection: true, access: EVERYONE },
  'PUT /api/profile': {
    request: ({ person }) => ({ path: '/api/profile', body: { name: `Person ${person?.role}` } }),
    collection: true,
    access: EVERYONE,
  },
  'POST /api/profile/sign-out-everywhere': {
    request: () => ({ path: '/api/profile/sign-out-everywhere' }),
    collection: true,
    access: EVERYONE,
    endsSessions: true,
  },
  'GET /api/live': { request: () => ({ path: '/api/live', stream: true }), collection: true, access: EVERYONE },
  'GET /api/roles': { request: () => get('/api/roles'), collection: true },
  'GET /api/companies': { request: () => get('/api/companies'), collection: true },
  'GET /api/companies/by-library/:libraryId': {
    request: ({ target }) => get(`/api/companies/by-library/${target.libraryId}`),
    access: SEEING_OWN,
  },
  'GET /api/companies/:id': { request: ({ target }) => get(company(target)) },
  'POST /api/companies': {
    request: () => ({
      path: '/api/companies',
      body: { company_name: `New ${unique()}`, email_address: 'o@example.test' },
    }),
    collection: true,
  },
  'PUT /api/companies/:id': {
    request: ({ target }) => ({
      path: company(target),
      body: { company_name: target.marker, email_address: 'i@example.test' },
    }),
  },
  'DELETE /api/companies/:id': {
    request: async ({ scope }) => ({
      path: scope === 'own' ? company(own) : `/api/companies/${await fresh.company(server)}`,
    }),
    access: { 'super-admin': 'other', 'system-admin': 'other' },
  },
  'POST /api/companies/:id/logo': { request: ({ target }) => ({ path: `${company(target)}/logo`, ...png('logo') }) },
  'DELETE /api/companies/:id/logo': { request: ({ target }) => ({ path: `${company(target)}/logo` }) },
  'GET /api/libraries': { request: () => get('/api/libraries'), collection: true },
  'GET /api/libraries-i-can-see': {
    request: () => get('/api/libraries-i-can-see'),
    collection: true,
    access: EVERYONE,
  },
  'GET /api/libraries/for-upload': {
    request: () => get('/api/libraries/for-upload'),
    collection: true,
    access: EVERYONE,
  },
  'GET /api/libraries/my-libraries': {
    request: () => get('/api/libraries/my-libraries'),
    collection: true,
    access: EVERYONE,
  },
  'GET /api/libraries/:id': { request: ({ target }) => get(library(target)) },
  'GET /api/libraries/:id/assigned-users': { request: ({ target }) => get(`${library(target)}/assigned-users`) },
  'POST /api/libraries': {
    // A company-admin always adds to their own company, whatever the body names.
    request: ({ target }) => ({
      path: '/api/libraries',
      body: { name: `L ${unique()}`, company_id: target.companyId },
    }),
    access: ADMINS_BOTH,
  },
  'PUT /api/libraries/:id': {
    request: ({ target }) => ({ path: library(target), body: { name: `${target.marker} library` } }),
  },
  'DELETE /api/libraries/:id': {
    request: async ({ target }) => ({ path: `/api/libraries/${await fresh.library(server, target)}` }),
  },
  'POST /api/libraries/:id/logo': { request: ({ target }) => ({ path: `${library(target)}/logo`, ...png('logo') }) },
  'DELETE /api/libraries/:id/logo': { request: ({ target }) => ({ path: `${library(target)}/logo` }) },
  'POST /api/libraries/:id/viewing-page-background': {
    request: ({ target }) => ({ path: `${library(target)}/viewing-page-background`, ...png('viewingPageBackground') }),
  },
  'DELETE /api/libraries/:id/viewing-page-background': {
    request: ({ target }) => ({ path: `${library(target)}/viewing-page-background` }),
  },
  'GET /api/libraries/:libraryId/player-templates': { request: ({ target }) => get(templates(target)) },
  'GET /api/libraries/:libraryId/player-templates-for-video': {
    request: ({ target }) => get(`${library(target)}/player-templates-for-video`),
  },
  'GET /api/libraries/:libraryId/player-templates/:id': {
    request: ({ target }) => get(`${templates(target)}/${target.templateId}`),
  },
  'POST /api/libraries/:libraryId/player-templates': {
    request: ({ target }) => ({ path: templates(target), body: { name: `Added ${unique()}` } }),
  },
  'PUT /api/libraries/:libraryId/player-templates/:id': {
    request: ({ target }) => ({
      path: `${templates(target)}/${target.templateId}`,
      body: { name: 'Extra', mute: true },
    }),
  },
  'DELETE /api/libraries/:libraryId/player-templates/:id': {
    request: async ({ target }) => ({ path: `${templates(target)}/${await fresh.template(server, target)}` }),
  },
  'GET /api/users': { request: () => get('/api/users'), collection: true },
  'GET /api/users/:id': { request: ({ target }) => get(`/api/users/${target.readOnlyUserId}`) },
  'POST /api/users': {
    // A company-admin always adds to their own company, whatever the body names.
    request: ({ target }) => ({
      path: '/api/users',
      body: {
        name: 'New person',
        email: `new-${unique()}@example.test`,
        role: 'read-only',
        company_id: target.companyId,
      },
    }),
    access: ADMINS_BOTH,
  },
  'PUT /api/users/:id': {
    request: async ({ target }) => ({
      path: `/api/users/${await fresh.user(server, target)}`,
      body: { name: 'Changed', role: 'read-only', company_id: target.companyId, libraries: [] },
    }),
  },
  'DELETE /api/users/:id': {
    request: async ({ target }) => ({ path: `/api/users/${await fresh.user(server, target)}` }),
  },
  'POST /api/users/:id/invitation': {
    // A fresh user who has not set a password yet (the only kind an invitation is sent to).
    request: async ({ target }) => ({ path: `/api/users/${await invitedUser(target)}/invitation` }),
  },
  'GET /api/usage-stats': { request: () => get('/api/usage-stats'), collection: true },
  'GET /api/usage-stats/:companyId': { request: ({ target }) => get(`/api/usage-stats/${target.companyId}`) },
  'POST /api/upload/chunk/start': {
    request: ({ target }) => ({
      path: '/api/upload/chunk/start',
      body: { mime_type: 'video/mp4', size: 2_000_000, name: `m-${unique()}.mp4`, library: target.libraryId },
    }),
    access: UPLOADING_OWN,
  },
  'POST /api/upload/chunk': {
    request: async (call) => {
      const session = await sessionOf(call);
      const chunk = { field: 'chunk', name: 'blob', content: Buffer.alloc(1024), type: 'application/octet-stream' };
      return {
        path: '/api/upload/chunk',
        form: { fields: { session_id: session.session_id, start_offset: '0', key: session.key }, file: chunk },
      };
    },
    access: UPLOADING_OWN,
    allowed: reached,
  },
  'POST /api/upload/chunk/finish': {
    request: async (call) => {
      const session = await sessionOf(call);
      return {
        path: '/api/upload/chunk/finish',
        body: { session_id: session.session_id, key: session.key, parts: [{ PartNumber: 1, ETag: 'x' }] },
      };
    },
    access: UPLOADING_OWN,
    allowed: reached,
  },
  'POST /api/upload/chunk/abort': {
    request: async (call) => {
      const session = await sessionOf(call);
      return { path: '/api/upload/chunk/abort', body: { session_id: session.session_id, key: session.key } };
    },
    access: UPLOADING_OWN,
  },
  'POST /api/replace/:videoId/chunk/start': {
    request: async ({ target }) => ({
      path: `/api/replace/${await fresh.video(server, target)}/chunk/start`,
      body: { mime_type: 'video/mp4', size: 2_000_000, name: 'r.mp4' },
    }),
  },
  'POST /api/replace/:videoId/chunk': {
    request: async (call) => {
      const session = await replaceSessionOf(call);
      const chunk = { field: 'chunk', name: 'blob', content: Buffer.alloc(1024), type: 'application/octet-stream' };
      return {
        path: `/api/replace/${call.target.videoId}/chunk`,
        form: { fields: { session_id: session.session_id, start_offset: '0', key: session.key }, file: chunk },
      };
    },
    allowed: reached,
  },
  'POST /api/replace/:videoId/chunk/finish': {
    request: async (call) => {
      const session = await replaceSessionOf(call);
      return {
        path: `/api/replace/${call.target.videoId}/chunk/finish`,
        body: { session_id: session.session_id, key: session.key, parts: [{ PartNumber: 1, ETag: 'x' }] },
      };
    },
    allowed: reached,
  },
  'POST /api/replace/:videoId/chunk/abort': {
    request: async (call) => {
      const session = await replaceSessionOf(call);
      return { path: `/api/replace/${call.target.videoId}/chunk/abort`, body: { session_id: session.session_id } };
    },
  },
  'GET /api/videos/:id': { request: ({ target }) => get(video(target)) },
  'GET /api/videos/:id/encodings': { request: ({ target }) => get(`${video(target)}/encodings`) },
  'POST /api/videos/:id/encodings': {
    request: async ({ target }) => ({
      path: `/api/videos/${await fresh.video(server, target)}/encodings`,
      body: { heights: [360] },
    }),
  },
  'POST /api/videos/:id/encodings/send-mail': {
    request: ({ target }) => ({ path: `${video(target)}/encodings/send-mail` }),
  },
  'GET /api/videos/:id/download': { request: ({ target }) => get(`${video(target)}/download`), access: SEEING_OWN },
  'POST /api/videos/archive': {
    request: ({ target }) => ({ path: '/api/videos/archive', body: { ids: [target.videoId] } }),
  },
  'GET /api/videos/archive/:ids': {
    request: ({ target }) => get(`/api/videos/archive/${target.videoId}`),
    access: SEEING_OWN,
  },
  'GET /api/videos/:id/encodings/:height/download': {
    request: ({ target }) => get(`${video(target)}/encodings/360/download`),
    access: SEEING_OWN,
  },
  'GET /api/videos/:id/quitclaims': { request: ({ target }) => get(`${video(target)}/quitclaims`), access: SEEING_OWN },
  'POST /api/videos/:id/quitclaims': {
    request: ({ target }) => ({
      path: `${video(target)}/quitclaims`,
      form: {
        fields: { person_name: 'Anna', copyright_end_at: '2030-12-31' },
        file: { field: 'file', name: 'c.pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n'), type: 'application/pdf' },
      },
    }),
  },
  'PUT /api/videos/:id/quitclaims/:quitclaimId': {
    request: ({ target }) => ({
      path: `${video(target)}/quitclaims/${target.quitclaimId}`,
      body: { person_name: 'Anna B', copyright_end_at: '2031-01-31' },
    }),
  },
  'DELETE /api/videos/:id/quitclaims/:quitclaimId': {
    request: async ({ target }) => {
      const id = await fresh.video(server, target);
      return { path: `/api/videos/${id}/quitclaims/${(await fresh.assets(server, id)).quitclaimId}` };
    },
  },
  'GET /api/videos/:id/quitclaims/:quitclaimId/download': {
    request: ({ target }) => get(`${video(target)}/quitclaims/${target.quitclaimId}/download`),
    access: SEEING_OWN,
  },
  'POST /api/videos/:id/thumbnails': {
    request: ({ target }) => ({ path: `${video(target)}/thumbnails`, ...png('file') }),
  },
  'POST /api/videos/:id/thumbnails/capture-frame': {
    request: ({ target }) => ({ path: `${video(target)}/thumbnails/capture-frame`, body: { time: 0.2 } }),
  },
  'GET /api/videos/:id/subtitles': { request: ({ target }) => get(`${video(target)}/subtitles`), access: SEEING_OWN },
  'POST /api/videos/:id/subtitles': {
    request: ({ target }) => ({
      path: `${video(target)}/subtitles`,
      form: { file: { field: 'file', name: 'nl.srt', content: SRT, type: 'application/x-subrip' } },
    }),
  },
  'PUT /api/videos/:id/subtitles/:subtitleId': {
    request: ({ target }) => ({ path: `${video(target)}/subtitles/${target.subtitleId}`, body: { is_default: true } }),
  },
  'DELETE /api/videos/:id/subtitles/:subtitleId': {
    request: async ({ target }) => {
      const id = await fresh.video(server, target);
      return { path: `/api/videos/${id}/subtitles/${(await fresh.assets(server, id)).subtitleId}` };
    },
  },
  'GET /api/videos/:id/transcripts': {
    request: ({ target }) => get(`${video(target)}/transcripts`),
    access: SEEING_OWN,
  },
  'POST /api/videos/:id/transcripts': {
    request: ({ target }) => ({
      path: `${video(target)}/transcripts`,
      form: { file: { field: 'file', name: 'words.txt', content: Buffer.from('Hello'), type: 'text/plain' } },
    }),
  },
  'DELETE /api/videos/:id/transcripts/:transcriptId': {
    request: async ({ target }) => {
      const id = await fresh.video(server, target);
      return { path: `/api/videos/${id}/transcripts/${(await fresh.assets(server, id)).transcriptId}` };
    },
  },
  'GET /api/videos/:id/transcripts/:transcriptId/download': {
    request: ({ target }) => get(`${video(target)}/transcripts/${target.transcriptId}/download`),
    access: SEEING_OWN,
  },
  'GET /api/videos/:id/chapters': { request: ({ target }) => get(`${video(target)}/chapters`), access: SEEING_OWN },
  'POST /api/videos/:id/chapters': {
    request: ({ target }) => ({ path: `${video(target)}/chapters`, body: { offset: 0.7, value: 'Middle' } }),
  },
  'PUT /api/videos/:id/chapters/:chapterId': {
    request: ({ target }) => ({ path: `${video(target)}/chapters/${target.chapterId}`, body: { offset: 0.4 } }),
  },
  'DELETE /api/videos/:id/chapters/:chapterId': {
    request: async ({ target }) => {
      const id = await fresh.video(server, target);
      return { path: `/api/videos/${id}/chapters/${(await fresh.assets(server, id)).chapterId}` };
    },
  },
  'GET /api/videos/:id/interactive': {
    request: ({ target }) => get(`${video(target)}/interactive`),
    access: SEEING_OWN,
  },
  'POST /api/videos/:id/interactive': {
    request: ({ target }) => ({
      path: `${video(target)}/interactive`,
      body: { name: 'Matrix pause', start: 0.1, action: { type: 'pause' } },
    }),
  },
  'POST /api/videos/:id/interactive/image-upload': {
    request: ({ target }) => ({ path: `${video(target)}/interactive/image-upload`, ...png('file') }),
  },
  'PUT /api/videos/:id/interactive/:elementId': {
    request: ({ target }) => ({
      path: `${video(target)}/interactive/${target.elementId}`,
      body: { name: 'Pause here', start: 0.3, action: { type: 'pause' } },
    }),
  },
  'DELETE /api/videos/:id/interactive/:elementId': {
    request: async ({ target }) => {
      const id = await fresh.video(server, target);
      return { path: `/api/videos/${id}/interactive/${(await fresh.assets(server, id)).elementId}` };
    },
  },
  'GET /api/videos/:id/presentation': {
    request: ({ target }) => get(`${video(target)}/presentation`),
    access: SEEING_OWN,
  },
  'POST /api/videos/:id/presentation': {
    request: ({ target }) => ({
      path: `${video(target)}/presentation`,
      form: {
        fields: { name: 'Matrix slide', start: '0.5' },
        file: { field: 'file', name: 'slide.png', content: PNG, type: 'image/png' },
      },
    }),
  },
  'POST /api/videos/:id/presentation/duplicate': {
    request: ({ target }) => ({ path: `${video(target)}/presentation/duplicate`, body: { _id: target.slideId } }),
  },
  'POST /api/videos/:id/presentation/reorder': {
    request: async ({ target }) => {
      const id = await fresh.video(server, target);
      const { slideId } = await fresh.assets(server, id);
      return { path: `/api/videos/${id}/presentation/reorder`, body: { order: [{ _id: slideId, start: 0.2 }] } };
    },
  },
  'PUT /api/videos/:id/presentation/settings': {
    request: ({ target }) => ({ path: `${video(target)}/presentation/settings`, body: { position: 'SBS' } }),
  },
  'PUT /api/videos/:id/presentation/:slideId': {
    request: ({ target }) => ({ path: `${video(target)}/presentation/${target.slideId}`, body: { name: 'Slide one' } }),
  },
  'POST /api/videos/:id/presentation/:slideId': {
    request: ({ target }) => ({
      path: `${video(target)}/presentation/${target.slideId}`,
      form: {
        fields: { _method: 'PUT' },
        file: { field: 'file', name: 'other.png', content: PNG, type: 'image/png' },
      },
    }),
  },
  'DELETE /api/videos/:id/presentation/:slideId': {
    request: async ({ target }) => {
      const id = await fresh.video(server, target);
      return { path: `/api/videos/${id}/presentation/${(await fresh.assets(server, id)).slideId}` };
    },
  },
  'GET /api/videos': { request: () => get('/api/videos'), collection: true },
  'PUT /api/videos/:id': {
    request: ({ target }) => ({ path: video(target), body: { name: `${target.marker} clip` } }),
  },
  'DELETE /api/videos/:id': {
    request: async ({ target }) => ({ path: `/api/videos/${await fresh.video(server, target)}` }),
  },
  'DELETE /api/videos': {
    request: async ({ target }) => ({ path: '/api/videos', body: { ids: [await fresh.video(server, target)] } }),
  },
  'GET /api/videos/:id/company-tags': { request: ({ target }) => get(`${video(target)}/company-tags`) },
  'POST /api/videos/:id/move': {
    request: async ({ target }) => ({
      path: `/api/videos/${await fresh.video(server, target)}/move`,
      body: { library: target.spareLibraryId },
    }),
  },
  'POST /api/videos/:id/copy': {
    request: ({ target }) => ({ path: `${video(target)}/copy`, body: { library: target.spareLibraryId } }),
    access: EDITING_OWN,
    everywhere: 'own',
  },
  'GET /api/videos/:id/comments': { request: ({ target }) => get(`${video(target)}/comments`), access: SEEING_OWN },
  'GET /api/videos/:id/comments/video': {
    request: ({ target }) => get(`${video(target)}/comments/video`),
    access: SEEING_OWN,
  },
  'POST /api/videos/:id/comments': {
    request: ({ target }) => ({ path: `${video(target)}/comments`, body: { message: 'Matrix note', timecode: 0.2 } }),
    access: SEEING_OWN,
  },
  'PUT /api/videos/:id/comments/:commentId/resolve': {
    request: async ({ target }) => ({
      path: `${video(target)}/comments/${await fresh.comment(server, target)}/resolve`,
      body: { resolved: 1 },
    }),
    access: EDITING_OWN,
  },
  'DELETE /api/videos/:id/comments/:commentId': {
    request: async ({ target }) => ({ path: `${video(target)}/comments/${await fresh.comment(server, target)}` }),
    access: ADMINS_OWN,
  },
  // Statistics: a video out of reach is left out of the rows (checked for leaks), the one-video chart answers 404.
  'GET /api/videos/impressions': { request: () => get(statsRange('impressions')), collection: true },
  'GET /api/videos/views': { request: () => get(statsRange('views')), collection: true },
  'GET /api/videos/average-view-time': { request: () => get(statsRange('average-view-time')), collection: true },
  'GET /api/videos/total-watch-time': { request: () => get(statsRange('total-watch-time')), collection: true },
  'GET /api/videos/views-by-country': { request: () => get(statsRange('views-by-country')), collection: true },
  'GET /api/videos/starts-per-referrer': { request: () => get(statsRange('starts-per-referrer')), collection: true },
  'GET /api/videos/starts-per-day': {
    // A range of days short enough for one row per day (the call refuses more than six years).
    request: () => get(statsRange('starts-per-day').replace('from=0', `from=${TO - 30 * 86_400}`)),
    collection: true,
  },
  'GET /api/videos/starts-per-device': { request: () => get(statsRange('starts-per-device')), collection: true },
  'GET /api/videos/:id/stats-token': { request: ({ target }) => get(`${video(target)}/stats-token`) },
  'GET /api/videos/drop-off-rate-chart-total-views': {
    request: ({ target }) => get(`/api/videos/drop-off-rate-chart-total-views?video=${target.videoId}&from=0&to=${TO}`),
  },
  'POST /api/videos/interactive-clicks': {
    request: () => ({ path: '/api/videos/interactive-clicks', body: { interactiveElementIds: [other.slideId] } }),
    collection: true,
  },
  'GET /api/videos-for-statistics': { request: () => get('/api/videos-for-statistics'), collection: true },
  'GET /api/ftp': { request: () => get('/api/ftp'), collection: true },
  'GET /api/ftp/connection': { request: () => get('/api/ftp/connection'), collection: true },
  'DELETE /api/ftp': {
    request: () => ({ path: '/api/ftp', body: { paths: [`/missing-${unique()}.mp4`] } }),
    collection: true,
  },
  'POST /api/ftp/upload': {
    // The signer's own FTP folder, imported into the target's library.
    request: ({ target }) => ({
      path: '/api/ftp/upload',
      body: { path: `/${own.ftpFile}`, library: target.libraryId },
    }),
  },
  'GET /api/libraries/:id/external-upload-links': {
    request: ({ target }) => get(`${library(target)}/external-upload-links`),
    access: UPLOADING_OWN,
  },
  'POST /api/libraries/:id/external-upload-links': {
    request: ({ target }) => ({ path: `${library(target)}/external-upload-links`, body: { expires_in_days: 7 } }),
    access: UPLOADING_OWN,
  },
  'DELETE /api/external-upload-links/:id': {
    request: async ({ target }) => ({ path: `/api/external-upload-links/${await fresh.link(server, target)}` }),
    access: UPLOADING_OWN,
  },
  // Publishing: the matrix server has no service configured, so an allowed call reaches the service check (422).
  'GET /api/accounts/qpd/services': { request: () => get('/api/accounts/qpd/services'), collection: true },
  'GET /api/accounts/qpd/vimeo/authorization': {
    request: ({ target }) =>
      get(`/api/accounts/qpd/vimeo/authorization?companyId=${target.companyId}&name=V${unique()}`),
    allowed: reached,
  },
  'GET /api/accounts/qpd/youtube/authorization': {
    request: ({ target }) =>
      get(`/api/accounts/qpd/youtube/authorization?companyId=${target.companyId}&name=Y${unique()}`),
    allowed: reached,
  },
  'GET /api/accounts/qpd/youtube/access-token': {
    request: () => get(`/api/accounts/qpd/youtube/access-token?code=c${unique()}&state=s${unique()}`),
    collection: true,
    allowed: reached,
  },
  'POST /api/accounts/qpd/vimeo/token': {
    request: ({ target }) => ({ path: '/api/accounts/qpd/vimeo/token', body: tokenBody(target, 'vimeo') }),
    allowed: reached,
  },
  'POST /api/accounts/qpd/youtube/token': {
    request: ({ target }) => ({ path: '/api/accounts/qpd/youtube/token', body: tokenBody(target, 'youtube') }),
    allowed: reached,
  },
  'GET /api/accounts/qpd/token/company/:companyId': {
    request: ({ target }) => get(`/api/accounts/qpd/token/company/${target.companyId}`),
    access: EDITING_OWN,
  },
  'DELETE /api/accounts/qpd/token/:id': {
    request: async ({ target }) => ({ path: `/api/accounts/qpd/token/${await publishingAccountOf(target, 'vimeo')}` }),
  },
  'GET /api/qpd/categories/vimeo': {
    request: ({ target }) => get(`/api/qpd/categories/vimeo?id=${accountIds.get(target.companyId)?.vimeo}`),
    allowed: reached,
  },
  'GET /api/qpd/categories/youtube': {
    request: ({ target }) => get(`/api/qpd/categories/youtube?id=${accountIds.get(target.companyId)?.youtube}`),
    allowed: reached,
  },
  'POST /api/qpd/publish/vimeo': { request: ({ target }) => publishRequest(target, 'vimeo'), allowed: reached },
  'POST /api/qpd/publish/youtube': { request: ({ target }) => publishRequest(target, 'youtube'), allowed: reached },
  'GET /api/qpd/publish/:id': { request: ({ target }) => get(`/api/qpd/publish/${target.videoId}`) },
  'POST /api/qpd/publications/:publicationId/retry': {
    request: async ({ target }) => ({ path: `/api/qpd/publications/${await failedPublicationOf(target)}/retry` }),
  },
};

/** The external upload calls: the link's token reaches its own upload only, never another company's. */
const TOKEN_ENTRIES: Record<string, (target: TenantFixture) => Request> = {
  'POST /api/external-upload/chunk/start': () => ({
    path: '/api/external-upload/chunk/start',
    body: { mime_type: 'video/mp4', size: 2_000_000, name: `e-${unique()}.mp4` },
  }),
  'POST /api/external-upload/chunk': () => ({ path: '/api/external-upload/chunk', form: { fields: {} } }),
  'POST /api/external-upload/chunk/finish': () => ({ path: '/api/external-upload/chunk/finish', body: {} }),
  'POST /api/external-upload/chunk/abort': () => ({ path: '/api/external-upload/chunk/abort', body: {} }),
  'GET /api/external-upload': () => get('/api/external-upload'),
  'GET /api/external-upload/videos/:id': (t) => get(`/api/external-upload/videos/${t.linkVideoId}`),
  'PUT /api/external-upload/videos/:id': (t) => ({
    path: `/api/external-upload/videos/${t.linkVideoId}`,
    body: { title: 'Renamed', project_number: 'A-1' },
  }),
  'POST /api/send-backup-data': () => ({
    path: '/api/send-backup-data',
    body: { email: 'backup@example.test', sourceUrl: 'http://x/s', viewingUrl: 'http://x/v' },
  }),
};

/**
 * The public viewing routes: anyone may call them, and the viewing rule answers. The fixture's
 * videos are private: staff who may see the library watch them, anyone else (another company
 * included) gets the one 404; the password, oEmbed and the media addresses have no staff shortcut
 * (the media answer only their signed address: 403 without it, whoever calls).
 */
const VIEW_ENTRIES: Record<
  string,
  { request: (target: TenantFixture) => Request; rule: 'staff' | 'nobody' | 'signed' }
> = {
  'GET /api/view/:id': { request: (t) => get(`/api/view/${t.videoId}`), rule: 'staff' },
  'POST /api/view/:id/password': {
    request: (t) => ({ path: `/api/view/${t.videoId}/password`, body: { password: 'a guess' } }),
    rule: 'nobody',
  },
  'GET /api/oembed': {
    request: (t) => get(`/api/oembed?url=${encodeURIComponent(`${PUBLIC_URL}/view/${t.videoId}`)}`),
    rule: 'nobody',
  },
  'GET /api/view/:id/thumbnail': { request: (t) => get(`/api/view/${t.videoId}/thumbnail`), rule: 'signed' },
  'GET /api/view/:id/subtitles/:subtitleId': {
    request: (t) => get(`/api/view/${t.videoId}/subtitles/${t.subtitleId}`),
    rule: 'signed',
  },
  'GET /api/view/:id/slides/:slideId': {
    request: (t) => get(`/api/view/${t.videoId}/slides/${t.slideId}`),
    rule: 'signed',
  },
  'GET /api/view/:id/interactive-images/:imageId': {
    request: (t) => get(`/api/view/${t.videoId}/interactive-images/${t.slideId}`),
    rule: 'signed',
  },
  'GET /api/view/:id/encodings/:height': {
    request: (t) => get(`/api/view/${t.videoId}/encodings/360`),
    rule: 'signed',
  },
};
const isViewing = (route: ApiRoute) => route.access.kind === 'viewing' || route.access.kind === 'signed-only';

const EVERYWHERE = 'uploader who may upload to all libraries';
const keyOf = (route: Pick<ApiRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;
const guardOf = (access: GuardAccess): GuardAccess =>
  access.kind === 'signed-address' || access.kind === 'comment-link' ? access.otherwise : access;

/** The roles' permissions from the contract: library roles hold theirs for the own company's library. */
function holds(role: RoleSlug, key: Parameters<typeof hasPermission>[1]): boolean {
  const libraries = ['editor', 'read-only', 'uploader'].includes(role)
    ? [{ id: own.libraryId, role: role as LibraryRoleSlug }]
    : [];
  return hasPermission(permissionsFor(role, libraries), key);
}

function expectedAccess(route: ApiRoute, entry: Entry, role: RoleSlug | typeof EVERYWHERE): Access {
  if (role === EVERYWHERE) return entry.everywhere ?? expectedAccess(route, entry, 'uploader');
  if (entry.access) return entry.access[role] ?? 'none';
  const guard = route.access.kind === 'public' ? route.access : guardOf(route.access);
  if (guard.kind !== 'permission') throw new Error(`${keyOf(route)} needs an access rule in the matrix`);
  if (!holds(role, guard.key)) return 'none';
  return isPlatformRole(role) ? 'both' : 'own';
}

async function send(request: Request, token: string | null, method: string): Promise<Answer> {
  if (request.stream) {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const controller = new AbortController();
    const response = await fetch(new URL(request.path, server.baseUrl), { headers, signal: controller.signal });
    const body = response.ok ? '' : await response.text();
    controller.abort();
    return { status: response.status, headers: response.headers, body };
  }
  if (!request.form) {
    return api(server, request.path, {
      token: token ?? undefined,
      method,
      body: request.body ?? (method === 'GET' ? undefined : {}),
      headers: request.headers,
    });
  }
  const body = new FormData();
  for (const [name, value] of Object.entries(request.form.fields ?? {})) body.append(name, value);
  const file = request.form.file;
  if (file) body.append(file.field, new Blob([new Uint8Array(file.content)], { type: file.type }), file.name);
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(new URL(request.path, server.baseUrl), { method, headers, body });
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    headers: response.headers,
    body: type.includes('json') && text ? JSON.parse(text) : text,
  };
}

/** A new access token for a person whose sessions were ended (tokens of that second stay refused). */
async function signInAgain(person: SignedInPerson) {
  await new Promise((resolve) => setTimeout(resolve, 1100));
  person.token = (await signIn(server.baseUrl, person.email, person.password)).tokens.access_token;
}

const text = (answer: Answer) => (typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));

beforeAll(async () => {
  data = await createTestData();
  folder = await mkdtemp(path.join(tmpdir(), 'reelbase-matrix-'));
  const clipFile = path.join(folder, 'clip.mp4');
  const [started] = await Promise.all([
    startTestServer(data, { apiRateLimitPerMinute: 1_000_000 }),
    findFfmpeg().then(({ ffmpeg }) =>
      makeTestVideo(ffmpeg, clipFile, { width: 640, height: 360, seconds: 1, audio: false }),
    ),
  ]);
  server = started;
  rememberClip(clipFile);
  const clip = await readFile(clipFile);
  own = await addTenant(server, 'Owncorp', clip);
  other = await addTenant(server, 'Othercorp', clip);
  for (const tenant of [own, other]) {
    await setPublishingFlags(server.db, tenant.companyId);
    const vimeo = await publishingAccountOf(tenant, 'vimeo');
    accountIds.set(tenant.companyId, { vimeo, youtube: await publishingAccountOf(tenant, 'youtube') });
  }
  people = await signInEveryRole(server, own);
  // The library roles hold their role in both libraries of their company (a move needs two).
  for (const role of ['editor', 'read-only', 'uploader'] as const) {
    const libraries = [own.libraryId, own.spareLibraryId].map((id) => ({ id, role }));
    await assignLibraries(server.db, people[role].id, libraries);
  }
  const uploader = await addUser(server.db, {
    role: 'uploader',
    companyId: own.companyId,
    libraries: [{ id: own.libraryId, role: 'uploader' }],
  });
  await server.db.update(users).set({ uploadEverywhere: true }).where(eq(users.id, uploader.id));
  const { tokens } = await signIn(server.baseUrl, uploader.email, uploader.password);
  everywhere = { ...uploader, role: 'uploader', token: tokens.access_token };
}, 120_000);

afterAll(async () => {
  await server?.close();
  await data?.remove();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('the permission matrix of every API route', () => {
  it('has an entry for every route the server registers, and none for a route it does not', () => {
    const routes = server.apiRoutes.filter((route) => route.access.kind !== 'public').map(keyOf);
    const listed = [...Object.keys(ENTRIES), ...Object.keys(TOKEN_ENTRIES), ...Object.keys(VIEW_ENTRIES)];
    expect(routes.filter((route) => !listed.includes(route))).toEqual([]);
    expect(listed.filter((route) => !routes.includes(route))).toEqual([]);
    const publicRoutes = server.apiRoutes.filter((route) => route.access.kind === 'public');
    expect(
      publicRoutes.every(
        (route) => ['/api/health', '/api/stats/events'].includes(route.url) || route.url.startsWith('/api/docs'),
      ),
    ).toBe(true);
  });

  it('answers 401 to a signed-out caller on every guarded route', async () => {
    const failures: string[] = [];
    for (const route of server.apiRoutes) {
      if (route.access.kind === 'public' || isViewing(route)) continue;
      const entry = ENTRIES[keyOf(route)];
      const request = entry
        ? await entry.request({ target: own, scope: 'own', person: null })
        : TOKEN_ENTRIES[keyOf(route)](own);
      const answer = await send(request, null, route.method);
      if (answer.status !== 401) failures.push(`${keyOf(route)} -> ${answer.status} ${text(answer).slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });

  for (const role of [...ALL_ROLES, EVERYWHERE] as const) {
    it(`gives a ${role} exactly what the role tables allow, in the own and in another company`, async () => {
      const failures: string[] = [];
      for (const route of server.apiRoutes) {
        const entry = ENTRIES[keyOf(route)];
        if (!entry) continue;
        const access = expectedAccess(route, entry, role);
        const scopes: Scope[] = entry.collection ? ['own'] : ['own', 'other'];
        for (const scope of scopes) {
          const target = scope === 'own' ? own : other;
          const person = role === EVERYWHERE ? everywhere : people[role];
          const request = await entry.request({ target, scope, person });
          const answer = await send(request, person.token, route.method);
          if (entry.endsSessions) await signInAgain(person);
          const allowed = access === 'both' || access === scope;
          const ok = allowed
            ? (entry.allowed ?? ((a: Answer) => a.status >= 200 && a.status < 300))(answer)
            : answer.status === 403 || answer.status === 404;
          const leaked = !isPlatformRole(person.role) && answer.status < 300 && text(answer).includes(other.marker);
          if (!ok || leaked) {
            failures.push(
              `${keyOf(route)} ${scope}: expected ${allowed ? 'allowed' : 'denied'}${leaked ? ' without the other company' : ''}, got ${answer.status} ${text(answer).slice(0, 200)}`,
            );
          }
        }
      }
      expect(failures).toEqual([]);
    }, 120_000);
  }

  it('answers the viewing routes by the viewing rule: staff of the library only, never another company', async () => {
    const failures: string[] = [];
    const callers: [string, SignedInPerson | null][] = [
      ['signed out', null],
      ...ALL_ROLES.map((role): [string, SignedInPerson] => [role, people[role]]),
      [EVERYWHERE, everywhere],
    ];
    for (const route of server.apiRoutes.filter(isViewing)) {
      const entry = VIEW_ENTRIES[keyOf(route)];
      for (const [who, person] of callers) {
        for (const scope of ['own', 'other'] as const) {
          const target = scope === 'own' ? own : other;
          const answer = await send(entry.request(target), person?.token ?? null, route.method);
          const staff = person !== null && (isPlatformRole(person.role) || scope === 'own');
          const expected = entry.rule === 'signed' ? 403 : entry.rule === 'staff' && staff ? 200 : 404;
          const leaked = !(person && isPlatformRole(person.role)) && text(answer).includes(other.marker);
          if (answer.status !== expected || leaked) {
            failures.push(
              `${keyOf(route)} ${who} ${scope}: expected ${expected}, got ${answer.status}${leaked ? ' with the other company' : ''}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // The signed addresses of a staff answer play for anyone holding them, for their own path only.
    const watched = await api<{ encodings: { url: string }[]; subtitles: { url: string }[] }>(
      server,
      `/api/view/${own.videoId}`,
      { token: people.editor.token },
    );
    const local = (address: string) => {
      const url = new URL(address);
      return `${url.pathname}${url.search}`;
    };
    for (const address of [watched.body.encodings[0].url, watched.body.subtitles[0].url]) {
      expect((await send(get(local(address)), null, 'GET')).status).toBe(200);
      expect((await send(get(local(address).replace(own.videoId, other.videoId)), null, 'GET')).status).toBe(403);
    }
  });

  it("lets an external upload link's token reach its own upload only", async () => {
    const failures: string[] = [];
    for (const [key, request] of Object.entries(TOKEN_ENTRIES)) {
      const method = key.split(' ')[0];
      const ownAnswer = await send(request(own), null, method);
      const withToken = await send({ ...request(own), headers: { 'x-upload-token': own.linkToken } }, null, method);
      if (ownAnswer.status !== 401) failures.push(`${key} without a token -> ${ownAnswer.status}`);
      if ([401, 403, 404].includes(withToken.status)) failures.push(`${key} with its token -> ${withToken.status}`);
      if (key.includes('/videos/:id')) {
        const across = await send({ ...request(other), headers: { 'x-upload-token': own.linkToken } }, null, method);
        if (across.status !== 404) failures.push(`${key} on another company's upload -> ${across.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
