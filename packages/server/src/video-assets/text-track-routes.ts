import {
  ASSET_MAX_BYTES,
  assetDownloadQuerySchema,
  errorBodySchema,
  subtitleListSchema,
  subtitleParamsSchema,
  subtitleSchema,
  subtitleUpdateSchema,
  transcriptListSchema,
  transcriptParamsSchema,
  transcriptSchema,
  videoIdParamsSchema,
} from '@reelbase/contract';
import { signedDownloadGuard } from '../http/downloads.ts';
import { API_ERRORS } from '../http/viewer-routes.ts';
import { sendAssetFile } from './asset-downloads.ts';
import { readAssetForm } from './asset-files.ts';
import { type AssetRouteContext, multipart, noContent, writeErrors } from './asset-routes-context.ts';
import { addSubtitle, changeSubtitle, removeSubtitle, subtitlesOf } from './subtitles-service.ts';
import { addTranscript, removeTranscript, transcriptFile, transcriptsOf } from './transcripts-service.ts';

/** A video's subtitles and transcripts. */
export function textTrackRoutes(context: AssetRouteContext) {
  const { routes, deps, manage, read, readable, manageable, downloadVideo } = context;

  routes.get(
    '/api/videos/:id/subtitles',
    {
      preHandler: read,
      schema: {
        summary: "A video's subtitles (url: the WebVTT file for the player)",
        tags: ['subtitles'],
        params: videoIdParamsSchema,
        response: { 200: subtitleListSchema, ...API_ERRORS },
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

  routes.get(
    '/api/videos/:id/transcripts',
    {
      preHandler: read,
      schema: {
        summary: "A video's transcripts",
        tags: ['transcripts'],
        params: videoIdParamsSchema,
        response: { 200: transcriptListSchema, ...API_ERRORS },
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
      preHandler: signedDownloadGuard(deps),
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
}
