import {
  ASSET_MAX_BYTES,
  assetDownloadQuerySchema,
  captureFrameSchema,
  chapterInputSchema,
  chapterListSchema,
  chapterParamsSchema,
  chapterSchema,
  chapterUpdateSchema,
  errorBodySchema,
  quitclaimFieldsSchema,
  quitclaimListSchema,
  quitclaimParamsSchema,
  quitclaimSchema,
  subtitleListSchema,
  subtitleParamsSchema,
  subtitleSchema,
  subtitleUpdateSchema,
  thumbnailResponseSchema,
  transcriptListSchema,
  transcriptParamsSchema,
  transcriptSchema,
  videoIdParamsSchema,
} from '@reelbase/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../auth/api-auth.ts';
import type { ApiDeps } from '../http/api-deps.ts';
import { drainRefusedChunks } from '../uploads/uploads-routes.ts';
import { sendAssetFile, signedAssetDownload } from './asset-downloads.ts';
import { readAssetForm } from './asset-files.ts';
import { addChapter, changeChapter, chaptersOf, removeChapter } from './chapters-service.ts';
import { addQuitclaim, changeQuitclaim, quitclaimFile, quitclaimsOf, removeQuitclaim } from './quitclaims-service.ts';
import { addSubtitle, changeSubtitle, removeSubtitle, subtitlesOf } from './subtitles-service.ts';
import { captureFrame, uploadThumbnail } from './thumbnails-service.ts';
import { addTranscript, removeTranscript, transcriptFile, transcriptsOf } from './transcripts-service.ts';
import { type AssetDeps, assetVideo, readableVideo } from './video-assets-service.ts';

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const writeErrors = { ...errors, 422: errorBodySchema };
const noContent = { 204: z.null(), ...errors };
const multipart = ['multipart/form-data'];

/**
 * A video's quitclaims, thumbnail, subtitles, transcripts and chapters. Reading needs the video's
 * library to be visible; every change needs manage-videos-of-libraries on that library.
 */
export async function videoAssetsRoutes(app: FastifyInstance, deps: AssetDeps & ApiDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { guards } = deps;
  const manage = guards.requirePermission('manage-videos-of-libraries');
  const read = guards.requireAuth;
  const readable = (request: FastifyRequest, id: string) => assetVideo(deps, viewerOf(request), id, 'read');
  const manageable = (request: FastifyRequest, id: string) => assetVideo(deps, viewerOf(request), id, 'manage');
  drainRefusedChunks(app);

  const downloadVideo = (request: FastifyRequest, id: string) =>
    readableVideo(deps, request.signedDownload ? null : viewerOf(request), id);

  // Quitclaims

  routes.get(
    '/api/videos/:id/quitclaims',
    {
      preHandler: read,
      schema: {
        summary: "A video's quitclaims",
        tags: ['quitclaims'],
        params: videoIdParamsSchema,
        response: { 200: quitclaimListSchema, ...errors },
      },
    },
    async (request) => quitclaimsOf(deps, await readable(request, request.params.id)),
  );

  routes.post(
    '/api/videos/:id/quitclaims',
    {
      preHandler: manage,
      schema: {
        summary:
          'Add a quitclaim (multipart: file (png, jpg, jpeg, docx, zip, doc, pdf), person_name, copyright_end_at)',
        tags: ['quitclaims'],
        consumes: multipart,
        params: videoIdParamsSchema,
        response: { 200: quitclaimSchema, ...writeErrors },
      },
    },
    async (request) => {
      const video = await manageable(request, request.params.id);
      return addQuitclaim(deps, video, await readAssetForm(request, ASSET_MAX_BYTES.quitclaim));
    },
  );

  routes.put(
    '/api/videos/:id/quitclaims/:quitclaimId',
    {
      preHandler: manage,
      schema: {
        summary: "Change a quitclaim's person name and end date",
        tags: ['quitclaims'],
        params: quitclaimParamsSchema,
        body: quitclaimFieldsSchema,
        response: { 200: quitclaimSchema, ...writeErrors },
      },
    },
    async (request) => {
      const video = await manageable(request, request.params.id);
      return changeQuitclaim(deps, video, request.params.quitclaimId, request.body);
    },
  );

  routes.delete(
    '/api/videos/:id/quitclaims/:quitclaimId',
    {
      preHandler: manage,
      schema: {
        summary: 'Delete a quitclaim and its file',
        tags: ['quitclaims'],
        params: quitclaimParamsSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      const video = await manageable(request, request.params.id);
      await removeQuitclaim(deps, video, request.params.quitclaimId);
      return reply.code(204).send(null);
    },
  );

  routes.get(
    '/api/videos/:id/quitclaims/:quitclaimId/download',
    {
      preHandler: signedAssetDownload(deps),
      schema: {
        summary: "A quitclaim's file (Bearer token or the signed ?token= of its url)",
        tags: ['quitclaims'],
        params: quitclaimParamsSchema,
        querystring: assetDownloadQuerySchema,
      },
    },
    async (request, reply) => {
      const video = await downloadVideo(request, request.params.id);
      return sendAssetFile(deps.storage, reply, await quitclaimFile(deps, video, request.params.quitclaimId));
    },
  );

  // Thumbnails

  routes.post(
    '/api/videos/:id/thumbnails',
    {
      preHandler: manage,
      schema: {
        summary: "Upload the video's thumbnail (multipart: file, a jpg, jpeg or png image)",
        tags: ['thumbnails'],
        consumes: multipart,
        params: videoIdParamsSchema,
        response: { 200: thumbnailResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      const video = await manageable(request, request.params.id);
      return uploadThumbnail(deps, video, await readAssetForm(request, ASSET_MAX_BYTES.thumbnail));
    },
  );

  routes.post(
    '/api/videos/:id/thumbnails/capture-frame',
    {
      preHandler: manage,
      schema: {
        summary: 'Make the frame at `time` seconds the thumbnail',
        tags: ['thumbnails'],
        params: videoIdParamsSchema,
        body: captureFrameSchema,
        response: { 200: thumbnailResponseSchema, 425: errorBodySchema, ...writeErrors },
      },
    },
    async (request) => captureFrame(deps, await manageable(request, request.params.id), request.body.time),
  );

  // Subtitles

  routes.get(
    '/api/videos/:id/subtitles',
    {
      preHandler: read,
      schema: {
        summary: "A video's subtitles (url: the WebVTT file for the player)",
        tags: ['subtitles'],
        params: videoIdParamsSchema,
        response: { 200: subtitleListSchema, ...errors },
      },
    },
    async (request) => subtitlesOf(deps, await readable(request, request.params.id)),
  );

  routes.post(
    '/api/videos/:id/subtitles',
    {
      preHandler: manage,
      schema: {
        summary: 'Add subtitles (multipart: file (.srt or .vtt), optional language, label, is_default)',
        tags: ['subtitles'],
        consumes: multipart,
        params: videoIdParamsSchema,
        response: { 200: subtitleSchema, ...writeErrors },
      },
    },
    async (request) => {
      const video = await manageable(request, request.params.id);
      return addSubtitle(deps, video, await readAssetForm(request, ASSET_MAX_BYTES.subtitle));
    },
  );

  routes.put(
    '/api/videos/:id/subtitles/:subtitleId',
    {
      preHandler: manage,
      schema: {
        summary: 'Change the default mark, language or label (one default per video)',
        tags: ['subtitles'],
        params: subtitleParamsSchema,
        body: subtitleUpdateSchema,
        response: { 200: subtitleSchema, ...writeErrors },
      },
    },
    async (request) => {
      const video = await manageable(request, request.params.id);
      return changeSubtitle(deps, video, request.params.subtitleId, request.body);
    },
  );

  routes.delete(
    '/api/videos/:id/subtitles/:subtitleId',
    {
      preHandler: manage,
      schema: {
        summary: 'Delete subtitles (not the default ones)',
        tags: ['subtitles'],
        params: subtitleParamsSchema,
        response: { ...noContent, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const video = await manageable(request, request.params.id);
      await removeSubtitle(deps, video, request.params.subtitleId);
      return reply.code(204).send(null);
    },
  );

  // Transcripts

  routes.get(
    '/api/videos/:id/transcripts',
    {
      preHandler: read,
      schema: {
        summary: "A video's transcripts",
        tags: ['transcripts'],
        params: videoIdParamsSchema,
        response: { 200: transcriptListSchema, ...errors },
      },
    },
    async (request) => transcriptsOf(deps, await readable(request, request.params.id)),
  );

  routes.post(
    '/api/videos/:id/transcripts',
    {
      preHandler: manage,
      schema: {
        summary: 'Add a transcript (multipart: file, a .txt, .doc, .docx or .pdf)',
        tags: ['transcripts'],
        consumes: multipart,
        params: videoIdParamsSchema,
        response: { 200: transcriptSchema, ...writeErrors },
      },
    },
    async (request) => {
      const video = await manageable(request, request.params.id);
      return addTranscript(deps, video, await readAssetForm(request, ASSET_MAX_BYTES.transcript));
    },
  );

  routes.delete(
    '/api/videos/:id/transcripts/:transcriptId',
    {
      preHandler: manage,
      schema: {
        summary: 'Delete a transcript and its file',
        tags: ['transcripts'],
        params: transcriptParamsSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      const video = await manageable(request, request.params.id);
      await removeTranscript(deps, video, request.params.transcriptId);
      return reply.code(204).send(null);
    },
  );

  routes.get(
    '/api/videos/:id/transcripts/:transcriptId/download',
    {
      preHandler: signedAssetDownload(deps),
      schema: {
        summary: "A transcript's file (Bearer token or the signed ?token= of its url)",
        tags: ['transcripts'],
        params: transcriptParamsSchema,
        querystring: assetDownloadQuerySchema,
      },
    },
    async (request, reply) => {
      const video = await downloadVideo(request, request.params.id);
      return sendAssetFile(deps.storage, reply, await transcriptFile(deps, video, request.params.transcriptId));
    },
  );

  // Chapters

  routes.get(
    '/api/videos/:id/chapters',
    {
      preHandler: read,
      schema: {
        summary: "A video's chapters, by offset",
        tags: ['chapters'],
        params: videoIdParamsSchema,
        response: { 200: chapterListSchema, ...errors },
      },
    },
    async (request) => chaptersOf(deps, await readable(request, request.params.id)),
  );

  routes.post(
    '/api/videos/:id/chapters',
    {
      preHandler: manage,
      schema: {
        summary: 'Add a chapter (offset in seconds, at most the duration; value defaults to "New Chapter")',
        tags: ['chapters'],
        params: videoIdParamsSchema,
        body: chapterInputSchema,
        response: { 200: chapterSchema, ...writeErrors },
      },
    },
    async (request) => addChapter(deps, await manageable(request, request.params.id), request.body),
  );

  routes.put(
    '/api/videos/:id/chapters/:chapterId',
    {
      preHandler: manage,
      schema: {
        summary: "Change a chapter's offset or text",
        tags: ['chapters'],
        params: chapterParamsSchema,
        body: chapterUpdateSchema,
        response: { 200: chapterSchema, ...writeErrors },
      },
    },
    async (request) => {
      const video = await manageable(request, request.params.id);
      return changeChapter(deps, video, request.params.chapterId, request.body);
    },
  );

  routes.delete(
    '/api/videos/:id/chapters/:chapterId',
    {
      preHandler: manage,
      schema: { summary: 'Delete a chapter', tags: ['chapters'], params: chapterParamsSchema, response: noContent },
    },
    async (request, reply) => {
      const video = await manageable(request, request.params.id);
      await removeChapter(deps, video, request.params.chapterId);
      return reply.code(204).send(null);
    },
  );
}
