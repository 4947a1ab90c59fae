import type { Comment, CommentList, CommentVideo } from '@reelbase/contract';
import useSWR from 'swr';
import { api } from '../http/client.ts';

/** How often the comments page asks for new comments (the spec's 30 s). */
const COMMENTS_REFRESH_MS = 30_000;

const base = (videoId: string) => `/api/videos/${encodeURIComponent(videoId)}/comments`;
const withHash = (url: string, hash: string) => `${url}?hash=${encodeURIComponent(hash)}`;
/** A 404 means an invalid link: the page goes to /not-found instead of showing a toast. */
const quietly = <T>(url: string) => api<T>('GET', url, undefined, { quietStatuses: [404] });

/** What the comments page plays (title, poster, signed renditions, subtitles, chapters). */
export function useCommentVideo(videoId: string, hash: string) {
  return useSWR<CommentVideo>(withHash(`${base(videoId)}/video`, hash), quietly, { shouldRetryOnError: false });
}

/** The video's comments, refreshed every 30 seconds. */
export function useComments(videoId: string, hash: string) {
  return useSWR<CommentList>(withHash(base(videoId), hash), quietly, {
    refreshInterval: COMMENTS_REFRESH_MS,
    shouldRetryOnError: false,
  });
}

/** The comments of a video for staff in the console (with the link to share). */
export function useVideoComments(videoId: string | null) {
  return useSWR<CommentList>(videoId ? base(videoId) : null);
}

export function postComment(
  videoId: string,
  hash: string,
  input: { message: string; timecode: number; name?: string; email?: string },
) {
  return api<{ id: number }>('POST', withHash(base(videoId), hash), input, { toastErrors: false });
}

export function resolveComment(videoId: string, commentId: number) {
  return api<Comment>('PUT', `${base(videoId)}/${commentId}/resolve`, { resolved: 1 });
}

export function deleteComment(videoId: string, commentId: number) {
  return api<{ message: string }>('DELETE', `${base(videoId)}/${commentId}`);
}
