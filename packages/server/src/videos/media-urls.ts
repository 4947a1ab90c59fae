import { createHash } from 'node:crypto';
import { signPathUntil } from './signed-urls.ts';

/**
 * The signed media addresses of a video (served by view-routes.ts). They check only the token,
 * which is valid for exactly that path until it ends: the viewing pages and the console use them
 * alike, and a video's files are reachable by no other address.
 */
export const viewMediaPaths = {
  thumbnail: (id: string) => `/api/view/${id}/thumbnail`,
  subtitle: (id: string, subtitleId: string) => `/api/view/${id}/subtitles/${subtitleId}`,
  rendition: (id: string, height: number) => `/api/view/${id}/encodings/${height}`,
  slide: (id: string, slideId: string) => `/api/view/${id}/slides/${slideId}`,
  interactiveImage: (id: string, imageId: string) => `/api/view/${id}/interactive-images/${imageId}`,
};

/** The full address of a media path with a token that ends at `expires` (unix seconds). */
export function signedMediaUrl(publicUrl: string, secret: string, pathname: string, expires: number): string {
  return `${publicUrl}${pathname}?token=${signPathUntil(secret, pathname, expires)}`;
}

/** The bucket of the console's media addresses: one hour. */
const CONSOLE_MEDIA_BUCKET_SECONDS = 3600;

/**
 * The end (unix seconds) of the media addresses the console gets at `now`: the start of the
 * current whole hour (UTC) plus two hours, i.e. `(floor(now / 3600) + 2) * 3600`. Every answer
 * within the same hour carries the same address, so the browser keeps the file it fetched; an
 * address works at least one hour and at most two.
 */
export function consoleMediaExpiry(now = new Date()): number {
  const bucket = CONSOLE_MEDIA_BUCKET_SECONDS;
  return (Math.floor(now.getTime() / 1000 / bucket) + 2) * bucket;
}

interface SigningDeps {
  publicUrl: string;
  downloadSecret: string;
}

/** A short mark of a stored file, so that a new thumbnail gets a new address (and no cached image). */
const versionOf = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 12);

/** The console's signed address of a video's thumbnail (null without one). */
export function consoleThumbnailUrl(
  deps: SigningDeps,
  video: { id: string; thumbnailKey: string | null },
  now = new Date(),
): string | null {
  if (!video.thumbnailKey) return null;
  const url = signedMediaUrl(
    deps.publicUrl,
    deps.downloadSecret,
    viewMediaPaths.thumbnail(video.id),
    consoleMediaExpiry(now),
  );
  return `${url}&v=${versionOf(video.thumbnailKey)}`;
}

/** The console's signed address of a subtitle (its file never changes: a new file is a new subtitle). */
export function consoleSubtitleUrl(deps: SigningDeps, videoId: string, subtitleId: string, now = new Date()): string {
  return signedMediaUrl(
    deps.publicUrl,
    deps.downloadSecret,
    viewMediaPaths.subtitle(videoId, subtitleId),
    consoleMediaExpiry(now),
  );
}

/** The console's signed address of a slide's image (`v` marks the stored file: a replaced image gets a new address). */
export function consoleSlideUrl(
  deps: SigningDeps,
  videoId: string,
  slide: { id: string; storageKey: string },
  now = new Date(),
): string {
  const url = signedMediaUrl(
    deps.publicUrl,
    deps.downloadSecret,
    viewMediaPaths.slide(videoId, slide.id),
    consoleMediaExpiry(now),
  );
  return `${url}&v=${versionOf(slide.storageKey)}`;
}

/** The console's signed address of an interactive image (its file never changes: a new file is a new image). */
export function consoleInteractiveImageUrl(deps: SigningDeps, videoId: string, imageId: string, now = new Date()) {
  return signedMediaUrl(
    deps.publicUrl,
    deps.downloadSecret,
    viewMediaPaths.interactiveImage(videoId, imageId),
    consoleMediaExpiry(now),
  );
}
