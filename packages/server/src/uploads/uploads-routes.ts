import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  errorBodySchema,
  MAX_CHUNK_BYTES,
  replaceParamsSchema,
  uploadAbortSchema,
  uploadChunkFieldsSchema,
  uploadChunkResponseSchema,
  uploadFinishResponseSchema,
  uploadFinishSchema,
  uploadStartResponseSchema,
  uploadStartSchema,
} from '@reelbase/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Guard, viewerOf } from '../auth/api-auth.ts';
import { HttpError, ValidationError } from '../errors.ts';
import type { ApiDeps } from '../http/api-deps.ts';
import { API_ERRORS } from '../http/viewer-routes.ts';
import type { Uploader, UploadTarget } from './upload-target.ts';
import { abortUpload, finishUpload, receiveChunk, startUpload } from './uploads-service.ts';

const errors = { ...API_ERRORS, 422: errorBodySchema };
const tags = ['uploads'];

/**
 * Reads the multipart chunk: the text fields must come before the `chunk` file field. A chunk
 * over `maxBytes` is cut there by the parser (its stream is marked `truncated`) and refused.
 */
async function chunkOf(request: FastifyRequest, maxBytes: number) {
  if (!request.isMultipart()) throw new HttpError(415, 'A chunk is sent as multipart/form-data.');
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 10 } });
  if (file?.fieldname !== 'chunk') throw new ValidationError({ chunk: ['The chunk file is required.'] });
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(file.fields)) {
    const entry = Array.isArray(field) ? field[0] : field;
    if (entry && entry.type === 'field') values[name] = entry.value;
  }
  const parsed = uploadChunkFieldsSchema.safeParse(values);
  if (!parsed.success) {
    file.file.resume();
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? 'chunk');
      fieldErrors[name] = [...(fieldErrors[name] ?? []), issue.message];
    }
    throw new ValidationError(fieldErrors);
  }
  return { fields: parsed.data, stream: file.file };
}

/** A chunk refused before its body was read (no token, no permission) is read and dropped. */
export function drainRefusedChunks(app: FastifyInstance) {
  app.addHook('onSend', async (request) => {
    if (request.isMultipart() && !request.raw.complete) request.raw.resume();
  });
}

/** What a protocol mount needs: its guard, who uploads (from the guarded request) and what for. */
export interface ChunkProtocolOptions {
  preHandler: Guard;
  what: string;
  uploader: (request: FastifyRequest) => Uploader;
  target: (request: FastifyRequest) => UploadTarget;
}

/**
 * The four calls of the chunk protocol under `base` (`/api/upload/chunk`, `/api/replace/:videoId/chunk`,
 * `/api/external-upload/chunk`). The plugin that mounts it also calls `drainRefusedChunks`.
 */
export function chunkProtocol(app: FastifyInstance, deps: ApiDeps, base: string, options: ChunkProtocolOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { preHandler } = options;
  const params = base.includes(':videoId') ? replaceParamsSchema : z.object({});

  routes.post(
    `${base}/start`,
    {
      preHandler,
      schema: {
        summary: `Starts (or resumes) ${options.what}`,
        tags,
        params,
        body: uploadStartSchema,
        response: { 200: uploadStartResponseSchema, ...errors },
      },
    },
    (request) => startUpload(deps, options.uploader(request), request.body, options.target(request)),
  );

  routes.post(
    base,
    {
      preHandler,
      schema: {
        summary: `One chunk of ${options.what} (multipart: session_id, start_offset, key, then chunk)`,
        tags,
        params,
        response: { 200: uploadChunkResponseSchema, 413: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const maxBytes = deps.maxChunkBytes ?? MAX_CHUNK_BYTES;
      const { fields, stream } = await chunkOf(request, maxBytes);
      try {
        return await receiveChunk(deps, options.uploader(request), fields, stream, options.target(request), maxBytes);
      } catch (error) {
        // Read the rest of a refused chunk, so that the answer reaches the client and the connection is reused.
        if (!stream.destroyed) await pipeline(stream, new Writable({ write: (_piece, _encoding, done) => done() }));
        throw error;
      }
    },
  );

  routes.post(
    `${base}/finish`,
    {
      preHandler,
      schema: {
        summary: `Finishes ${options.what}: joins the parts and queues the encoding`,
        tags,
        params,
        body: uploadFinishSchema,
        response: { 200: uploadFinishResponseSchema, ...errors },
      },
    },
    (request) => finishUpload(deps, options.uploader(request), request.body, options.target(request)),
  );

  routes.post(
    `${base}/abort`,
    {
      preHandler,
      schema: {
        summary: `Aborts ${options.what}: removes the parts, the session and an unfinished video`,
        tags,
        params,
        body: uploadAbortSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await abortUpload(deps, options.uploader(request), request.body, options.target(request));
      return reply.code(204).send(null);
    },
  );
}

/** The signed-in user of a guarded request as uploader. */
const signedInUploader = (request: FastifyRequest): Uploader => ({ kind: 'user', viewer: viewerOf(request) });

export async function uploadsRoutes(app: FastifyInstance, deps: ApiDeps) {
  drainRefusedChunks(app);
  chunkProtocol(app, deps, '/api/upload/chunk', {
    preHandler: deps.guards.requireAuth,
    what: 'a chunked upload of a new video',
    uploader: signedInUploader,
    target: () => ({ kind: 'upload' }),
  });
  chunkProtocol(app, deps, '/api/replace/:videoId/chunk', {
    preHandler: deps.guards.requirePermission('manage-videos-of-libraries'),
    what: "the upload of a video's replacement file",
    uploader: signedInUploader,
    target: (request) => ({ kind: 'replace', videoId: (request.params as { videoId: string }).videoId }),
  });
}
