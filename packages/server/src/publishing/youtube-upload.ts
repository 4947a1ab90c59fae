import type { PublishServiceConfig } from '../config.ts';
import { chunkedSendBytes, uploadSettings } from './chunked-upload.ts';
import { drain, errorOf, expectOk, readJson, request, type ServiceClientOptions } from './client-http.ts';
import {
  type PublishDescription,
  type PublishOutcome,
  PublishServiceError,
  type ServiceUpload,
  type UploadTarget,
} from './service-client.ts';

/** Every chunk but the last must be a multiple of 256 KiB. */
export const YOUTUBE_CHUNK_UNIT = 256 * 1024;
const SENDING = 'Uploading to YouTube';

/** The public address of a YouTube video. */
export function youtubeLink(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}

/** The headers of a YouTube API call on behalf of an account. */
export function youtubeHeaders(accessToken: string): Record<string, string> {
  return { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' };
}

/** A GET of the YouTube API answered with JSON. */
export async function youtubeJson<T>(purpose: string, url: string, accessToken: string, timeoutMs: number): Promise<T> {
  const response = await request(purpose, url, { headers: youtubeHeaders(accessToken) }, timeoutMs);
  await expectOk(purpose, response);
  return readJson<T>(purpose, response);
}

interface VideoResource {
  id?: string;
  status?: { uploadStatus?: string; failureReason?: string; rejectionReason?: string };
}

/** Where a resumable session stands: the bytes it holds, and the video once every byte is there. */
interface SessionState {
  offset: number;
  video: VideoResource | null;
}

/** `Range: bytes=0-N` of a 308 answer: the service holds N + 1 bytes; no header: none. */
function offsetOfRange(range: string | null): number {
  if (!range) return 0;
  const match = /^bytes=0-(\d+)$/.exec(range.trim());
  if (!match) throw new PublishServiceError('failed', 'YouTube answered an unreadable upload range.');
  return Number(match[1]) + 1;
}

/**
 * YouTube's resumable upload protocol and the video's state afterwards.
 *
 * An upload's target carries the session address in `uploadUrl`; once the last byte is accepted,
 * `uri` is the video's id (as YouTube names it, e.g. `dQw4w9WgXcQ`) and `link` its watch page
 * `https://www.youtube.com/watch?v={id}`.
 */
export function createYoutubeUpload(config: PublishServiceConfig, options: ServiceClientOptions = {}): ServiceUpload {
  const { chunkBytes, apiTimeout, chunkTimeout } = uploadSettings(options, YOUTUBE_CHUNK_UNIT);

  /** Asks the session how far it is (`Content-Range: bytes *\/size`). */
  async function sessionState(accessToken: string, target: UploadTarget, size: number): Promise<SessionState> {
    const purpose = 'Reading the YouTube upload';
    const response = await request(
      purpose,
      target.uploadUrl,
      {
        method: 'PUT',
        headers: { ...youtubeHeaders(accessToken), 'Content-Range': `bytes */${size}` },
        body: new Uint8Array(0),
      },
      apiTimeout,
    );
    if (response.status === 308) {
      await drain(response);
      return { offset: offsetOfRange(response.headers.get('range')), video: null };
    }
    if (response.status === 200 || response.status === 201) {
      return { offset: size, video: await readJson<VideoResource>(purpose, response) };
    }
    throw await errorOf(purpose, response, { session: true });
  }

  function finishedTarget(target: UploadTarget, video: VideoResource | null): UploadTarget {
    if (!video?.id) return target;
    return { ...target, uri: video.id, link: youtubeLink(video.id) };
  }

  return {
    async createUpload(accessToken: string, video: PublishDescription): Promise<UploadTarget> {
      const purpose = 'Starting the YouTube upload';
      const url = `${config.apiUrl}/upload/youtube/v3/videos?uploadType=resumable&part=snippet,status`;
      const response = await request(
        purpose,
        url,
        {
          method: 'POST',
          headers: {
            ...youtubeHeaders(accessToken),
            'Content-Type': 'application/json; charset=UTF-8',
            'X-Upload-Content-Length': String(video.size),
            'X-Upload-Content-Type': video.mimeType || 'application/octet-stream',
          },
          body: JSON.stringify({
            snippet: {
              title: video.title,
              description: video.description,
              tags: video.tags,
              categoryId: video.category,
            },
            status: { privacyStatus: video.privacy },
          }),
        },
        apiTimeout,
      );
      await expectOk(purpose, response);
      await drain(response);
      const location = response.headers.get('location');
      if (!location) throw new PublishServiceError('failed', `${purpose}: YouTube opened no upload session.`);
      return { uploadUrl: new URL(location, url).href, uri: null, link: null };
    },

    async uploadedBytes(accessToken: string, target: UploadTarget, size: number): Promise<number> {
      return (await sessionState(accessToken, target, size)).offset;
    },

    sendBytes: chunkedSendBytes({
      purpose: SENDING,
      chunkBytes,
      chunkTimeout,
      chunkRequest: (accessToken, chunk, start, size) => ({
        method: 'PUT',
        headers: {
          ...youtubeHeaders(accessToken),
          'Content-Type': 'application/octet-stream',
          'Content-Range': `bytes ${start}-${start + chunk.length - 1}/${size}`,
        },
      }),
      async answer(response, target, size) {
        if (response.status === 308) {
          await drain(response);
          return { offset: offsetOfRange(response.headers.get('range')) };
        }
        if (response.status === 200 || response.status === 201) {
          return { offset: size, target: finishedTarget(target, await readJson<VideoResource>(SENDING, response)) };
        }
        throw await errorOf(SENDING, response, { session: true });
      },
      async complete(accessToken, target, size) {
        const state = await sessionState(accessToken, target, size);
        if (!state.video) {
          throw new PublishServiceError('failed', `${SENDING}: YouTube holds only part of the upload.`);
        }
        return finishedTarget(target, state.video);
      },
    }),

    async finish(accessToken: string, target: UploadTarget, video: PublishDescription): Promise<PublishOutcome> {
      let id = target.uri;
      if (!id) {
        const state = await sessionState(accessToken, target, video.size);
        id = state.video?.id ?? null;
        if (!id) {
          return { status: 'failed', reason: 'The upload to YouTube did not complete.', uri: null, link: null };
        }
      }
      const link = youtubeLink(id);
      const body = await youtubeJson<{ items?: VideoResource[] }>(
        'Reading the YouTube video',
        `${config.apiUrl}/youtube/v3/videos?part=status&id=${encodeURIComponent(id)}`,
        accessToken,
        apiTimeout,
      );
      const status = body.items?.[0]?.status;
      if (!status) return { status: 'failed', reason: 'The video is not on YouTube.', uri: id, link };
      switch (status.uploadStatus) {
        case 'rejected':
          return { status: 'rejected', reason: status.rejectionReason ?? 'rejected', uri: id, link };
        case 'failed':
          return { status: 'failed', reason: status.failureReason ?? 'failed', uri: id, link };
        case 'deleted':
          return { status: 'failed', reason: 'deleted', uri: id, link };
        default:
          return { status: 'uploaded', reason: null, uri: id, link };
      }
    },
  };
}
