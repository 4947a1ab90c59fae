import type { Chapter, Encoding, Subtitle } from '@reelbase/contract';
import type { PlayerChapter, SubtitleTrack, VideoSource } from '@reelbase/player';

/**
 * What the player takes, from what the API answers. Type-only imports: the public viewing bundle
 * uses these too and stays free of the contract's schemas.
 */

/** The ready renditions (only they carry an address). */
export function readyRenditions(encodings: readonly Encoding[] | undefined): VideoSource[] {
  return (encodings ?? [])
    .filter((encoding) => encoding.ready && encoding.url)
    .map((encoding) => ({ height: encoding.height, url: encoding.url, label: encoding.label, type: 'video/mp4' }));
}

export function playerSubtitles(subtitles: readonly Subtitle[] | undefined): SubtitleTrack[] {
  return (subtitles ?? []).map((subtitle) => ({
    id: subtitle.id,
    url: subtitle.url,
    label: subtitle.label ?? subtitle.language ?? subtitle.name,
    language: subtitle.language,
    isDefault: subtitle.is_default,
  }));
}

export function playerChapters(chapters: readonly Chapter[] | undefined): PlayerChapter[] {
  return (chapters ?? []).map((chapter) => ({ id: chapter._id, offset: chapter.offset, title: chapter.value }));
}
