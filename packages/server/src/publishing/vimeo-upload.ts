import type { PublishServiceConfig } from '../config.ts';
import { chunkedSendBytes, uploadSettings } from './chunked-upload.ts';
import { drain, expectOk, readJson, request, type ServiceClientOptions } from './client-http.ts';
import {
  type PublishDescription,
  type PublishOutcome,
  PublishServiceError,
  type ServiceUpload,
  type UploadTarget,
} from './service-client.ts';

/** Vimeo API version 3.4. */
export const VIMEO_ACCEPT = 'application/vnd.vimeo.*+json;version=3.4';
const TUS_VERSION = '1.0.0';
const SENDING = 'Uploading to Vimeo';

/** A call of the Vimeo API on behalf of an account: `body` is sent as JSON; a 204 answers undefined. */
export type VimeoApi = <T>(
  purpose: string,
  accessToken: string,
  path: string,
  init?: { method?: string; body?: unknown },
) => Promise<T>;

/** Calls of the Vimeo API at `config.apiUrl`. */
export function vimeoApi(config: PublishServiceConfig, apiTimeout: number): VimeoApi {
  const bearer = (accessToken: string) => ({ Authorization: `bearer ${accessToken}`, Accept: VIMEO_ACCEPT });
  return async function api<T>(
    purpose: string,
    accessToken: string,
    path: string,
    init: { method?: string; body?: unknown } = {},
  ): Promise<T> {
    const response = await request(
      purpose,
      `${config.apiUrl}${path}`,
      {
        method: init.method ?? 'GET',
        headers:
          init.body === undefined
            ? bearer(accessToken)
            : { ...bearer(accessToken), 'Content-Type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      },
      apiTimeout,
    );
    await expectOk(purpose, response);
    if (response.status === 204) return undefined as T;
    return readJson<T>(purpose, response);
  };
}

interface VimeoVideo {
  uri?: string;
  link?: string;
  status?: string;
  upload?: { status?: string; upload_link?: string };
  transcode?: { status?: string };
}

/**
 * Vimeo's tus upload: the video is created with its upload link, the bytes go to that link, and
 * what the upload could not carry (tags, category) is applied afterwards.
 *
 * An upload's target carries the tus upload link in `uploadUrl`, the video's uri (`/videos/{id}`)
 * in `uri` and its page in `link`, all known once the video is created.
 */
export function createVimeoUpload(config: PublishServiceConfig, options: ServiceClientOptions = {}): ServiceUpload {
  const { chunkBytes, apiTimeout, chunkTimeout } = uploadSettings(options);
  const api = vimeoApi(config, apiTimeout);

  /** The tus offset of an upload link (HEAD). */
  async function tusOffset(target: UploadTarget): Promise<number> {
    const purpose = 'Reading the Vimeo upload';
    const response = await request(
      purpose,
      target.uploadUrl,
      { method: 'HEAD', headers: { 'Tus-Resumable': TUS_VERSION, Accept: VIMEO_ACCEPT } },
      apiTimeout,
    );
    await expectOk(purpose, response, { session: true });
    await drain(response);
    return offsetHeader(purpose, response);
  }

  /** Applies a part of the description the upload could not carry; refusals leave the video as it is. */
  async function applyEdit(accessToken: string, purpose: string, path: string, body: unknown): Promise<void> {
    try {
      await api<unknown>(purpose, accessToken, path, { method: 'PUT', body });
    } catch (error) {
      // Tags and the category are suggestions to Vimeo: a refusal does not undo the upload.
      if (error instanceof PublishServiceError && error.kind === 'rejected') return;
      throw error;
    }
  }

  return {
    async createUpload(accessToken: string, video: PublishDescription): Promise<UploadTarget> {
      const purpose = 'Starting the Vimeo upload';
      const created = await api<VimeoVideo>(purpose, accessToken, '/me/videos', {
        method: 'POST',
        body: {
          upload: { approach: 'tus', size: video.size },
          name: video.title,
          description: video.description,
          privacy: { view: video.privacy },
          ...(video.privacy === 'password' && video.password ? { password: video.password } : {}),
        },
      });
      const uploadLink = created?.upload?.upload_link;
      if (typeof uploadLink !== 'string' || typeof created.uri !== 'string') {
        throw new PublishServiceError('failed', `${purpose}: Vimeo opened no upload.`);
      }
      return { uploadUrl: uploadLink, uri: created.uri, link: typeof created.link === 'string' ? created.link : null };
    },

    uploadedBytes(_accessToken: string, target: UploadTarget): Promise<number> {
      return tusOffset(target);
    },

    sendBytes: chunkedSendBytes({
      purpose: SENDING,
      chunkBytes,
      chunkTimeout,
      chunkRequest: (_accessToken, _chunk, start) => ({
        method: 'PATCH',
        headers: {
          'Tus-Resumable': TUS_VERSION,
          'Upload-Offset': String(start),
          'Content-Type': 'application/offset+octet-stream',
          Accept: VIMEO_ACCEPT,
        },
      }),
      async answer(response, target) {
        // 409: the offset sent is not the service's; ask for its own.
        if (response.status === 409) {
          await drain(response);
          return { offset: await tusOffset(target) };
        }
        await expectOk(SENDING, response, { session: true });
        await drain(response);
        return { offset: offsetHeader(SENDING, response) };
      },
    }),

    async finish(accessToken: string, target: UploadTarget, video: PublishDescription): Promise<PublishOutcome> {
      const uri = target.uri;
      if (!uri) return { status: 'failed', reason: 'The Vimeo video is unknown.', uri: null, link: target.link };
      if (video.tags.length) {
        await applyEdit(
          accessToken,
          'Tagging the Vimeo video',
          `${uri}/tags`,
          video.tags.map((name) => ({ name })),
        );
      }
      if (video.category) {
        await applyEdit(accessToken, 'Categorizing the Vimeo video', `${uri}/categories`, {
          category: [video.category],
        });
      }
      const state = await api<VimeoVideo>(
        'Reading the Vimeo video',
        accessToken,
        `${uri}?fields=uri,link,upload.status,transcode.status,status`,
      );
      const link = typeof state?.link === 'string' ? state.link : target.link;
      const result = (status: PublishOutcome['status'], reason: string | null): PublishOutcome => ({
        status,
        reason,
        uri: typeof state?.uri === 'string' ? state.uri : uri,
        link,
      });
      if (state?.upload?.status === 'error' || state?.status === 'uploading_error') {
        return result('failed', 'Vimeo could not take the upload.');
      }
      if (state?.transcode?.status === 'error' || state?.status === 'transcoding_error') {
        return result('failed', 'Vimeo could not transcode the video.');
      }
      if (state?.status === 'quota_exceeded') return result('rejected', 'The Vimeo account has no upload quota left.');
      return result('uploaded', null);
    },
  };
}

/** The `Upload-Offset` of a tus answer. */
function offsetHeader(purpose: string, response: Response): number {
  const header = response.headers.get('upload-offset');
  const value = header === null || header.trim() === '' ? Number.NaN : Number(header);
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new PublishServiceError('failed', `${purpose}: Vimeo answered no upload offset.`);
  }
  return value;
}
