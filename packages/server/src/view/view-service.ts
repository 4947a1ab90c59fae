import type { ViewAnswer, ViewElement } from '@reelbase/contract';
import {
  PLAYER_TEMPLATE_FLAGS,
  VIEW_PASSWORD_CODE,
  VIEW_TEXTS,
  type ViewSurface,
  type ViewTemplate,
  viewPagePath,
} from '@reelbase/contract';
import { canSeeLibrary } from '../auth/scope.ts';
import { HttpError, NotFoundError } from '../errors.ts';
import type { ServiceDeps } from '../http/api-deps.ts';
import { sanitizeRichText } from '../http/rich-text.ts';
import { defaultSettings } from '../player-templates/player-templates-repository.ts';
import { issueStatsToken } from '../stats/stats-token.ts';
import { publicUrlOf } from '../storage/storage.ts';
import type { Viewer } from '../users/accounts.ts';
import { listChapters, listSubtitles } from '../video-assets/video-assets-repository.ts';
import { type ElementRow, listElements } from '../video-editors/interactive-repository.ts';
import { listSlides, type SlideRow } from '../video-editors/presentation-repository.ts';
import { signedMediaUrl, viewMediaPaths } from '../videos/media-urls.ts';
import { listEncodings } from '../videos/videos-repository.ts';
import { type ViewAccess, type ViewableVideo, viewAccess } from './view-access.ts';
import { findViewTemplate, findViewVideo, type ViewVideoRow } from './view-repository.ts';
import { verifyViewToken } from './view-token.ts';

export interface ViewDeps extends ServiceDeps {
  /** The key of signed download addresses (also signs the viewing pages' media addresses). */
  downloadSecret: string;
  /** The key of view tokens and of the password tries' address keys. */
  viewSecret: string;
  /** How long the media addresses of a viewing answer work, in seconds. */
  viewMediaSeconds: number;
}

/** Who asks: a signed-in user (or none) and the view token the page holds (or none). */
export interface ViewCaller {
  viewer: Viewer | null;
  viewToken: string | null;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The one answer for every video a caller may not watch (or that does not exist): nothing more. */
export const unavailable = () => new NotFoundError(VIEW_TEXTS.unavailable);

/** The video of a viewing call; a malformed id is simply not found. */
export async function loadView(deps: Pick<ServiceDeps, 'db'>, id: string): Promise<ViewVideoRow | null> {
  if (!UUID.test(id)) return null;
  return findViewVideo(deps.db, id.toLowerCase());
}

const dateOf = (value: string | null) => (value === null ? null : new Date(value));

/** What the viewing rule reads of a stored video. */
export function viewableOf(video: ViewVideoRow['video']): ViewableVideo {
  const { type, from, until } = video.visibility;
  return {
    privacy: video.privacy,
    status: video.status,
    visibility: { type, from: dateOf(from), until: dateOf(until) },
  };
}

/** The viewing rule for this caller: staff who may see the library, and a view token of the current password. */
export function accessOf(
  deps: Pick<ViewDeps, 'viewSecret'>,
  row: ViewVideoRow,
  surface: ViewSurface,
  caller: ViewCaller,
  now: Date,
): ViewAccess {
  const staff =
    caller.viewer !== null && canSeeLibrary(caller.viewer, { id: row.library.id, companyId: row.library.companyId });
  const passwordGiven =
    row.video.privacy === 'password' &&
    caller.viewToken !== null &&
    verifyViewToken(deps.viewSecret, row.video.id, row.video.privacyPasswordHash, caller.viewToken, now);
  return viewAccess(viewableOf(row.video), { surface, staff, passwordGiven, now });
}

/**
 * Signs media paths (`viewMediaPaths`) so that all addresses of one answer end together, after
 * `viewMediaSeconds`.
 */
function mediaSigner(deps: ViewDeps, now: Date) {
  const expires = Math.floor(now.getTime() / 1000) + deps.viewMediaSeconds;
  return {
    expires,
    sign: (pathname: string) => signedMediaUrl(deps.publicUrl, deps.downloadSecret, pathname, expires),
  };
}

/** The signed poster address of a video (null without a thumbnail). */
export function signedThumbnail(deps: ViewDeps, row: ViewVideoRow, now: Date): string | null {
  return row.video.thumbnailKey ? mediaSigner(deps, now).sign(viewMediaPaths.thumbnail(row.video.id)) : null;
}

async function templateOf(deps: ViewDeps, row: ViewVideoRow): Promise<ViewTemplate> {
  const stored = await findViewTemplate(deps.db, row.library.id, row.video.playerTemplateId);
  const settings = defaultSettings();
  const template = { controls_color: stored?.controls_color ?? settings.controls_color } as ViewTemplate;
  for (const flag of PLAYER_TEMPLATE_FLAGS) template[flag] = stored ? stored[flag] : settings[flag];
  return template;
}

/** The `background.path` of an uploaded interactive image: `interactive-images/{id}`. */
const INTERACTIVE_IMAGE_PATH = /^interactive-images\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

type Look = ViewElement['style']['default'];

/** An element as a page runs it: its uploaded images at signed addresses of this answer, no selection mark. */
function viewElementOf(row: ElementRow, sign: (pathname: string) => string): ViewElement {
  const { active: _selected, ...element } = row.data;
  const look = (value: Look): Look => {
    const image = INTERACTIVE_IMAGE_PATH.exec(value.background.path);
    if (!image) return value;
    const url = sign(viewMediaPaths.interactiveImage(row.videoId, image[1].toLowerCase()));
    return { ...value, background: { ...value.background, url } };
  };
  return {
    _id: row.id,
    ...element,
    style: { ...element.style, default: look(element.style.default), hover: look(element.style.hover) },
  };
}

/** A slide as a page shows it: its image at a signed address of this answer (the editor's active mark is not given). */
function viewSlideOf(row: SlideRow, sign: (pathname: string) => string): ViewAnswer['presentation']['items'][number] {
  const src = sign(viewMediaPaths.slide(row.videoId, row.id));
  return { _id: row.id, name: row.name, start: row.start, end: row.end, src, cdn_src: src, active: false };
}

/**
 * What a page plays, for a caller who may watch (the caller has checked the access), with the
 * page's statistics token.
 */
export async function viewVideoOf(
  deps: ViewDeps,
  row: ViewVideoRow,
  indexable: boolean,
  now: Date,
): Promise<ViewAnswer> {
  const { video, library, company } = row;
  const { expires, sign } = mediaSigner(deps, now);
  const [encodings, subtitles, chapters, template, elements, slides] = await Promise.all([
    listEncodings(deps.db, video.id),
    listSubtitles(deps.db, video.id),
    listChapters(deps.db, video.id),
    templateOf(deps, row),
    listElements(deps.db, video.id),
    listSlides(deps.db, video.id),
  ]);
  return {
    id: video.id,
    title: video.title,
    description: video.description,
    duration: video.durationMs,
    width: video.width,
    height: video.height,
    thumbnail: video.thumbnailKey ? sign(viewMediaPaths.thumbnail(video.id)) : null,
    encodings: encodings
      .filter((encoding) => encoding.ready && encoding.storageKey)
      .map((encoding) => ({
        height: encoding.height,
        label: encoding.label,
        extension: 'mp4' as const,
        ready: true,
        progress: 100,
        url: sign(viewMediaPaths.rendition(video.id, encoding.height)),
      })),
    subtitles: subtitles.map((subtitle) => ({
      id: subtitle.id,
      name: subtitle.fileName,
      language: subtitle.language,
      label: subtitle.label,
      is_default: subtitle.isDefault,
      url: sign(viewMediaPaths.subtitle(video.id, subtitle.id)),
      created_at: Math.floor(subtitle.createdAt.getTime() / 1000),
    })),
    chapters: chapters.map((chapter) => ({ _id: chapter.id, offset: chapter.offsetSeconds, value: chapter.value })),
    template,
    landing: {
      logo_url: publicUrlOf(deps.publicUrl, library.logoPath ?? company.logoPath),
      background_url: publicUrlOf(deps.publicUrl, library.viewingPageBackgroundPath),
      footer_text: sanitizeRichText(library.footerText?.trim() ? library.footerText : company.footerText),
    },
    share_url: `${deps.publicUrl}${viewPagePath(video.id)}`,
    indexable,
    expires_at: expires,
    interactive: elements.map((element) => viewElementOf(element, sign)),
    presentation: {
      settings: { position: video.presentationPosition },
      items: slides.map((slide) => viewSlideOf(slide, sign)),
    },
    stats_token: issueStatsToken(deps.viewSecret, video.id, { internal: false }, now).token,
  };
}

/**
 * GET api/view/{id}: the video when the caller may watch it on that surface; 401 with the
 * password code when its password opens it; otherwise the one "not available" answer.
 */
export async function viewOf(
  deps: ViewDeps,
  id: string,
  surface: ViewSurface,
  caller: ViewCaller,
  now = new Date(),
): Promise<ViewAnswer> {
  const row = await loadView(deps, id);
  if (!row) throw unavailable();
  const access = accessOf(deps, row, surface, caller, now);
  if (access.kind === 'password') throw new HttpError(401, VIEW_TEXTS.passwordTitle, { code: VIEW_PASSWORD_CODE });
  if (access.kind !== 'watch') throw unavailable();
  return viewVideoOf(deps, row, access.indexable, now);
}
