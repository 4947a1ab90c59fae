import { embedPagePath, type OEmbed } from '@reelbase/contract';
import { accessOf, loadView, signedThumbnail, UUID, unavailable, type ViewDeps } from './view-service.ts';

/** The iframe size: 640 wide, the video's aspect (16:9 when unknown), fitted inside the given bounds. */
export function frameSizeOf(
  video: { width: number | null; height: number | null },
  bounds: { maxwidth?: number; maxheight?: number } = {},
): { width: number; height: number } {
  const width = 640;
  const height = video.width && video.height ? Math.round((width * video.height) / video.width) : 360;
  const scale = Math.min(1, (bounds.maxwidth ?? width) / width, (bounds.maxheight ?? height) / height);
  return { width: Math.max(1, Math.floor(width * scale)), height: Math.max(1, Math.floor(height * scale)) };
}

/** Text for an HTML attribute or element. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  );
}

/** The video id of a viewing or embed page address of this server, or null. */
function videoIdOfPageUrl(publicUrl: string, url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const base = new URL(publicUrl);
  if (parsed.origin !== base.origin || parsed.username || parsed.password) return null;
  const prefix = base.pathname.replace(/\/+$/, '');
  if (!parsed.pathname.startsWith(`${prefix}/`)) return null;
  const match = /^\/(view|embed)\/([^/]+)\/?$/.exec(parsed.pathname.slice(prefix.length));
  return match && UUID.test(match[2]) ? match[2].toLowerCase() : null;
}

/** GET api/oembed (json only; other formats are answered 501 by the route). */
export async function oembedOf(
  deps: ViewDeps,
  query: { url: string; maxwidth?: number; maxheight?: number },
  now = new Date(),
): Promise<OEmbed> {
  const id = videoIdOfPageUrl(deps.publicUrl, query.url);
  const row = id ? await loadView(deps, id) : null;
  if (!row) throw unavailable();
  const access = accessOf(deps, row, 'embed', { viewer: null, viewToken: null }, now);
  if (access.kind !== 'watch') throw unavailable();
  const { width, height } = frameSizeOf(row.video, query);
  const src = `${deps.publicUrl}${embedPagePath(row.video.id)}`;
  const title = row.video.title;
  const thumbnail = signedThumbnail(deps, row, now);
  const poster = frameSizeOf(row.video);
  return {
    version: '1.0',
    type: 'video',
    provider_name: 'Reelbase',
    provider_url: deps.publicUrl,
    title,
    html: `<iframe src="${escapeHtml(src)}" width="${width}" height="${height}" title="${escapeHtml(title)}" frameborder="0" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen></iframe>`,
    width,
    height,
    ...(thumbnail
      ? {
          thumbnail_url: thumbnail,
          thumbnail_width: row.video.width ?? poster.width,
          thumbnail_height: row.video.height ?? poster.height,
        }
      : {}),
  };
}
