import {
  ASSET_MAX_BYTES,
  assetDownloadQuerySchema,
  quitclaimFieldsSchema,
  quitclaimListSchema,
  quitclaimParamsSchema,
  quitclaimSchema,
  videoIdParamsSchema,
} from '@reelbase/contract';
import { signedDownloadGuard } from '../http/downloads.ts';
import { API_ERRORS } from '../http/viewer-routes.ts';
import { sendAssetFile } from './asset-downloads.ts';
import { readAssetForm } from './asset-files.ts';
import { type AssetRouteContext, multipart, noContent, writeErrors } from './asset-routes-context.ts';
import { addQuitclaim, changeQuitclaim, quitclaimFile, quitclaimsOf, removeQuitclaim } from './quitclaims-service.ts';

/** A video's quitclaims: list, add, change, remove and download. */
export function quitclaimRoutes(context: AssetRouteContext) {
  const { routes, deps, manage, read, readable, manageable, downloadVideo } = context;

  routes.get(
    '/api/videos/:id/quitclaims',
    {
      preHandler: read,
      schema: {
        summary: "A video's quitclaims",
        tags: ['quitclaims'],
        params: videoIdParamsSchema,
        response: { 200: quitclaimListSchema, ...API_ERRORS },
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
      preHandler: signedDownloadGuard(deps),
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
}
