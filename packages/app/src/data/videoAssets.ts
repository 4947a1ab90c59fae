import {
  ASSET_FILE_FIELD,
  type Chapter,
  type ChapterInput,
  type ChapterList,
  type ChapterUpdate,
  type Quitclaim,
  type QuitclaimFields,
  type QuitclaimList,
  type Subtitle,
  type SubtitleList,
  type SubtitleUpdate,
  type ThumbnailResponse,
  type Transcript,
  type TranscriptList,
  VIDEO_ASSET_TIMINGS,
} from '@reelbase/contract';
import { useEffect, useState } from 'react';
import useSWR, { mutate } from 'swr';
import { api } from '../http/client.ts';

const videoUrl = (videoId: string) => `/api/videos/${videoId}`;
const assetUrl = (videoId: string, kind: 'quitclaims' | 'subtitles' | 'transcripts' | 'chapters') =>
  `${videoUrl(videoId)}/${kind}`;

/** A multipart form with the file in the `file` field and the given text fields. */
function assetForm(file: File, fields: Record<string, string | undefined> = {}): FormData {
  const form = new FormData();
  form.append(ASSET_FILE_FIELD, file);
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  return form;
}

/** `true` once `delayMs` has passed since the component mounted (or `videoId` changed). */
function useAfterDelay(videoId: string, delayMs: number): boolean {
  const [ready, setReady] = useState<string | null>(delayMs <= 0 ? videoId : null);
  useEffect(() => {
    if (delayMs <= 0) return setReady(videoId);
    const timer = setTimeout(() => setReady(videoId), delayMs);
    return () => clearTimeout(timer);
  }, [videoId, delayMs]);
  return ready === videoId;
}

// ---- Quitclaims ----

/** A video's quitclaims; the list is asked for 500 ms after the panel opens (spec core 9). */
export function useQuitclaims(videoId: string, delayMs: number = VIDEO_ASSET_TIMINGS.quitclaimListDelayMs) {
  const ready = useAfterDelay(videoId, delayMs);
  return useSWR<QuitclaimList>(ready ? assetUrl(videoId, 'quitclaims') : null);
}

/** What the quitclaim add form sends: the file, the person's name and the end date (`YYYY-MM-DD`). */
export interface QuitclaimUpload extends QuitclaimFields {
  file: File;
}

/** Adds a quitclaim (multipart); field errors (422) are left to the form. */
export function addQuitclaim(videoId: string, { file, person_name, copyright_end_at }: QuitclaimUpload) {
  return api<Quitclaim>('POST', assetUrl(videoId, 'quitclaims'), assetForm(file, { person_name, copyright_end_at }), {
    toastErrors: false,
  });
}

/** Changes a quitclaim's person name and end date; field errors (422) are left to the form. */
export function updateQuitclaim(videoId: string, quitclaimId: string, fields: QuitclaimFields) {
  return api<Quitclaim>('PUT', `${assetUrl(videoId, 'quitclaims')}/${quitclaimId}`, fields, { toastErrors: false });
}

export function deleteQuitclaim(videoId: string, quitclaimId: string) {
  return api<null>('DELETE', `${assetUrl(videoId, 'quitclaims')}/${quitclaimId}`);
}

// ---- Thumbnail ----

/** Makes an uploaded jpg, jpeg or png image the video's thumbnail. */
export function uploadThumbnail(videoId: string, file: File) {
  return api<ThumbnailResponse>('POST', `${videoUrl(videoId)}/thumbnails`, assetForm(file));
}

/** Makes the frame at `time` seconds the video's thumbnail. */
export function captureFrame(videoId: string, time: number) {
  return api<ThumbnailResponse>('POST', `${videoUrl(videoId)}/thumbnails/capture-frame`, { time });
}

/** Revalidates the video record and the cached media library pages (they show the thumbnail). */
export function invalidateVideo(videoId: string): Promise<unknown> {
  const record = videoUrl(videoId);
  return mutate((key) => typeof key === 'string' && (key === record || key.startsWith('/api/videos?')));
}

// ---- Subtitles ----

export function useSubtitles(videoId: string) {
  return useSWR<SubtitleList>(assetUrl(videoId, 'subtitles'));
}

/** What the subtitles upload sends: the .srt or .vtt file and its optional language, label and default mark. */
export interface SubtitleUpload {
  file: File;
  language?: string;
  label?: string;
  isDefault?: boolean;
}

export function addSubtitle(videoId: string, { file, language, label, isDefault }: SubtitleUpload) {
  return api<Subtitle>(
    'POST',
    assetUrl(videoId, 'subtitles'),
    assetForm(file, {
      language: language?.trim() || undefined,
      label: label?.trim() || undefined,
      is_default: isDefault ? 'true' : undefined,
    }),
  );
}

/** Changes the default mark, language or label; making one the default clears the others. */
export function updateSubtitle(videoId: string, subtitleId: string, update: SubtitleUpdate) {
  return api<Subtitle>('PUT', `${assetUrl(videoId, 'subtitles')}/${subtitleId}`, update);
}

/** Deletes subtitles; the default ones are refused (422). */
export function deleteSubtitle(videoId: string, subtitleId: string) {
  return api<null>('DELETE', `${assetUrl(videoId, 'subtitles')}/${subtitleId}`);
}

// ---- Transcripts ----

export function useTranscripts(videoId: string) {
  return useSWR<TranscriptList>(assetUrl(videoId, 'transcripts'));
}

export function addTranscript(videoId: string, file: File) {
  return api<Transcript>('POST', assetUrl(videoId, 'transcripts'), assetForm(file));
}

export function deleteTranscript(videoId: string, transcriptId: string) {
  return api<null>('DELETE', `${assetUrl(videoId, 'transcripts')}/${transcriptId}`);
}

// ---- Chapters ----

export function useChapters(videoId: string) {
  return useSWR<ChapterList>(assetUrl(videoId, 'chapters'));
}

/** Adds a chapter (offset in seconds; an empty text becomes "New Chapter"). */
export function addChapter(videoId: string, input: ChapterInput) {
  return api<Chapter>('POST', assetUrl(videoId, 'chapters'), input);
}

export function updateChapter(videoId: string, chapterId: string, update: ChapterUpdate) {
  return api<Chapter>('PUT', `${assetUrl(videoId, 'chapters')}/${chapterId}`, update);
}

export function deleteChapter(videoId: string, chapterId: string) {
  return api<null>('DELETE', `${assetUrl(videoId, 'chapters')}/${chapterId}`);
}
