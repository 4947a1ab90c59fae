import { createHmac } from 'node:crypto';
import {
  COMMENT_POSTS_PER_ADDRESS_PER_MINUTE,
  COMMENT_POSTS_PER_VIDEO_PER_MINUTE,
  COMMENT_TEXTS,
  type Comment,
  type CommentList,
  type CommentVideo,
  formatCommentTime,
  isPlatformRole,
  requiredMessage,
} from '@reelbase/contract';
import { canOnLibrary, canSeeLibrary, type LibraryRef } from '../auth/scope.ts';
import { ForbiddenError, HttpError, NotFoundError, ValidationError } from '../errors.ts';
import type { Viewer } from '../users/accounts.ts';
import { findUserById } from '../users/users-repository.ts';
import { findVideoRef, type VideoRef } from '../video-assets/video-assets-repository.ts';
import { loadView, type ViewDeps, viewVideoOf } from '../view/view-service.ts';
import { commentHashOf } from './comment-link.ts';
import {
  type CommentRow,
  deleteComment,
  findComment,
  insertComment,
  listComments,
  recentPosts,
  resolveComment,
} from './comments-repository.ts';

export interface CommentDeps extends ViewDeps {
  /** The key of the comments links' hashes and of the posters' address keys. */
  commentSecret: string;
}

/** Who calls: a signed-in user (or none), and whether the call holds the video's comments link. */
export interface CommentCaller {
  viewer: Viewer | null;
  viaLink: boolean;
}

const VIDEO_NOT_FOUND = 'The video was not found.';
const COMMENT_NOT_FOUND = 'The comment was not found.';

/** Resolving: super-admin, or manage-videos-of-libraries on the video's library. */
function canResolveComments(viewer: Viewer | null, library: LibraryRef): boolean {
  return !!viewer && (viewer.role === 'super-admin' || canOnLibrary(viewer, 'manage-videos-of-libraries', library));
}

/**
 * Deleting: the comment's author, a super-admin or system-admin, or a user who may edit the
 * video's company and manage the videos of its library.
 */
function canDeleteComment(viewer: Viewer | null, library: LibraryRef, authorId: number | null): boolean {
  if (!viewer) return false;
  if (authorId !== null && authorId === viewer.id) return true;
  if (isPlatformRole(viewer.role)) return true;
  return canOnLibrary(viewer, 'manage-company', library) && canOnLibrary(viewer, 'manage-videos-of-libraries', library);
}

/**
 * The video of a comment call: staff who may see its library reach it; anyone else only with the
 * comments link. Out of reach answers 404, as a missing video does.
 */
async function commentVideo(deps: CommentDeps, caller: CommentCaller, id: string) {
  const video = await findVideoRef(deps.db, id);
  if (!video) throw new NotFoundError(VIDEO_NOT_FOUND);
  const library = { id: video.libraryId, companyId: video.companyId };
  const staff = !!caller.viewer && canSeeLibrary(caller.viewer, library);
  if (!staff && !caller.viaLink) throw new NotFoundError(VIDEO_NOT_FOUND);
  return { video, library, staff };
}

function toComment(row: CommentRow, caller: CommentCaller, library: LibraryRef, staff: boolean): Comment {
  return {
    id: row.id,
    message: row.message,
    name: row.name,
    user_name: row.authorId !== null ? (row.userName ?? row.name) : null,
    // E-mail addresses are personal data: only staff who may see the video read them.
    email: staff ? row.email : null,
    timecode: row.timecode,
    video_id: row.videoId,
    status: row.status === 1 ? 1 : 0,
    created_at: row.createdAt.toISOString(),
    created_at_formatted: formatCommentTime(row.createdAt),
    a_id: row.authorId,
    can_delete: canDeleteComment(caller.viewer, library, row.authorId),
  };
}

/** GET api/videos/{id}/comments. */
export async function listVideoComments(
  deps: CommentDeps,
  caller: CommentCaller,
  id: string,
  direction: 'asc' | 'desc',
): Promise<CommentList> {
  const { video, library, staff } = await commentVideo(deps, caller, id);
  const rows = await listComments(deps.db, video.id, direction);
  return {
    data: rows.map((row) => toComment(row, caller, library, staff)),
    can_resolve: canResolveComments(caller.viewer, library),
    link: `/comments/${video.id}/${commentHashOf(deps.commentSecret, video.id)}`,
  };
}

/**
 * GET api/videos/{id}/comments/video: title, poster, signed renditions, subtitles, chapters and
 * the statistics token of a public page (the reviewers' plays are counted as views).
 */
export async function commentVideoOf(
  deps: CommentDeps,
  caller: CommentCaller,
  id: string,
  now = new Date(),
): Promise<CommentVideo> {
  const { video } = await commentVideo(deps, caller, id);
  const row = await loadView(deps, video.id);
  if (!row) throw new NotFoundError(VIDEO_NOT_FOUND);
  // The same signed, expiring media addresses as the viewing pages: nothing of the video is at an
  // address that keeps working once the link is no longer valid.
  const { title, duration, thumbnail, encodings, subtitles, chapters, stats_token } = await viewVideoOf(
    deps,
    row,
    false,
    now,
  );
  return { id: row.video.id, title, duration, thumbnail, encodings, subtitles, chapters, stats_token };
}

/** The key a poster is counted under (an address is not kept as such). */
function posterKeyOf(secret: string, address: string): string {
  return createHmac('sha256', secret).update(`poster\n${address}`).digest('hex').slice(0, 32);
}

function checkTimecode(video: VideoRef, timecode: number) {
  if (video.durationMs !== null && timecode > video.durationMs / 1000 + 1) {
    throw new ValidationError({ timecode: [COMMENT_TEXTS.timecodeBeyondEnd] });
  }
}

/**
 * POST api/videos/{id}/comments. A signed-in user posts under their own name and e-mail; a visitor
 * names themselves. Posts are limited per poster and per video per minute: the post is stored
 * first and taken back when over a limit, so concurrent posts cannot pass it together.
 */
export async function postComment(
  deps: CommentDeps,
  caller: CommentCaller,
  id: string,
  input: { message: string; timecode: number; name?: string; email?: string },
  address: string,
): Promise<{ id: number }> {
  const { video } = await commentVideo(deps, caller, id);
  checkTimecode(video, input.timecode);
  let sender: { name: string; email: string | null; authorId: number | null };
  const user = caller.viewer ? await findUserById(deps.db, caller.viewer.id) : null;
  if (user) sender = { name: user.name, email: user.email, authorId: user.id };
  else {
    const errors: Record<string, string[]> = {};
    if (!input.name) errors.name = [requiredMessage('name')];
    if (!input.email) errors.email = [requiredMessage('email')];
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    sender = { name: input.name as string, email: input.email as string, authorId: null };
  }
  // Visitors are counted per address; signed-in users per account (an office shares one address).
  const posterKey = posterKeyOf(deps.commentSecret, sender.authorId !== null ? `user:${sender.authorId}` : address);
  const commentId = await insertComment(deps.db, {
    videoId: video.id,
    message: input.message,
    timecode: input.timecode,
    name: sender.name,
    email: sender.email,
    authorId: sender.authorId,
    posterKey,
  });
  const recent = await recentPosts(deps.db, posterKey, video.id, new Date(Date.now() - 60_000));
  if (
    recent.fromAddress > COMMENT_POSTS_PER_ADDRESS_PER_MINUTE ||
    recent.onVideo > COMMENT_POSTS_PER_VIDEO_PER_MINUTE
  ) {
    await deleteComment(deps.db, commentId);
    throw new HttpError(429, COMMENT_TEXTS.tooMany, { code: 'rate_limited', headers: { 'retry-after': '60' } });
  }
  return { id: commentId };
}

/** The comment of a resolve or delete call, on a video the signed-in viewer can see. */
async function staffComment(deps: CommentDeps, viewer: Viewer, id: string, commentId: number) {
  const { video, library, staff } = await commentVideo(deps, { viewer, viaLink: false }, id);
  if (!staff) throw new NotFoundError(VIDEO_NOT_FOUND);
  const comment = await findComment(deps.db, video.id, commentId);
  if (!comment) throw new NotFoundError(COMMENT_NOT_FOUND);
  return { comment, library };
}

/** PUT api/videos/{id}/comments/{commentId}/resolve. */
export async function resolveVideoComment(deps: CommentDeps, viewer: Viewer, id: string, commentId: number) {
  const { comment, library } = await staffComment(deps, viewer, id, commentId);
  if (!canResolveComments(viewer, library)) throw new ForbiddenError();
  await resolveComment(deps.db, comment.id);
  return toComment({ ...comment, status: 1 }, { viewer, viaLink: false }, library, true);
}

/** DELETE api/videos/{id}/comments/{commentId}. */
export async function deleteVideoComment(deps: CommentDeps, viewer: Viewer, id: string, commentId: number) {
  const { comment, library } = await staffComment(deps, viewer, id, commentId);
  if (!canDeleteComment(viewer, library, comment.authorId)) throw new ForbiddenError();
  await deleteComment(deps.db, comment.id);
  return { message: COMMENT_TEXTS.deleted };
}
