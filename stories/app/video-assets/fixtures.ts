import type { Chapter, Quitclaim, Subtitle, Transcript } from '@reelbase/contract';

const video = '5f0c8a3e-6d1b-4c9a-9e27-1b2c3d4e5f60';

export const quitclaims: Quitclaim[] = [
  {
    id: '0a7e1f52-3b4c-4d5e-8f60-718293a4b5c6',
    person_name: 'Sanne de Vries',
    copyright_end_at: '2030-12-31',
    name: 'consent-sanne.pdf',
    url: `/api/videos/${video}/quitclaims/0a7e1f52-3b4c-4d5e-8f60-718293a4b5c6/download?token=t`,
    file: { size: 245760, mime_type: 'application/pdf' },
    created_at: 1764000000,
  },
  {
    id: '1b8f2063-4c5d-4e6f-9071-8293a4b5c6d7',
    person_name: 'Jeroen Bakker',
    copyright_end_at: '2027-06-30',
    name: 'quitclaim-jeroen.docx',
    url: `/api/videos/${video}/quitclaims/1b8f2063-4c5d-4e6f-9071-8293a4b5c6d7/download?token=t`,
    file: { size: 31744, mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
    created_at: 1764100000,
  },
];

export const subtitles: Subtitle[] = [
  {
    id: '2c903174-5d6e-4f70-8182-93a4b5c6d7e8',
    name: 'english.vtt',
    language: 'en',
    label: 'English',
    is_default: true,
    url: `/api/view/${video}/subtitles/2c903174-5d6e-4f70-8182-93a4b5c6d7e8?token=t`,
    created_at: 1764000000,
  },
  {
    id: '3da14285-6e7f-4081-9293-a4b5c6d7e8f9',
    name: 'nederlands.srt',
    language: 'nl',
    label: 'Nederlands',
    is_default: false,
    url: `/api/view/${video}/subtitles/3da14285-6e7f-4081-9293-a4b5c6d7e8f9?token=t`,
    created_at: 1764100000,
  },
];

export const transcripts: Transcript[] = [
  {
    id: '4eb25396-7f80-4192-a3a4-b5c6d7e8f901',
    name: 'interview-transcript.docx',
    url: `/api/videos/${video}/transcripts/4eb25396-7f80-4192-a3a4-b5c6d7e8f901/download?token=t`,
    file: { size: 18432, mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
    created_at: 1764000000,
  },
];

/** Out of order on purpose: the panel shows them by offset. */
export const chapters: Chapter[] = [
  { _id: '5fc364a7-8091-42a3-b4b5-c6d7e8f90a12', offset: 95.5, value: 'Results' },
  { _id: '60d475b8-91a2-43b4-85c6-d7e8f90a1b23', offset: 0, value: 'Intro' },
  { _id: '71e586c9-a2b3-44c5-96d7-e8f90a1b2c34', offset: 30, value: 'The kitchen' },
];

/** Two minutes and a half: chapters and frames up to 150 seconds. */
export const DURATION_MS = 150_000;

/** A tiny transparent png for the thumbnail preview. */
export const thumbnailUrl =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
