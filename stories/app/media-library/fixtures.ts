import type { Video, VideoListItem } from '@reelbase/contract';
import { expect } from 'storybook/test';

const thumbnail = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="hsl(${hue} 55% 45%)"/></svg>`,
  )}`;

const base: Omit<Video, 'id' | 'title' | 'privacy' | 'publish_date' | 'status' | 'thumbnail' | 'duration'> = {
  description: null,
  library: { id: 1 },
  size: 52428800,
  width: 1920,
  height: 1080,
  tags: [],
  'mime-type': 'video/mp4',
  source_url: 'https://example.test/source.mp4',
  visibility: { type: 'private', from: null, until: null },
  internalNotes: null,
  metadata: { agency: null, projectNumber: null, languages: [], people: [], uploadedBy: 1 },
  playerTemplateId: null,
  has_privacy_password: false,
  failure_reason: null,
};

const marketing = { id: 1, name: 'Marketing', company_id: 1, company_name: 'Northwind' };
const training = { id: 2, name: 'Training', company_id: 1, company_name: 'Northwind' };

export const videos: VideoListItem[] = [
  {
    ...base,
    id: '6f1c2a9e-3b1d-4c55-9a77-0e4b2c1d9f10',
    title: 'Product launch',
    privacy: 'anybody',
    publish_date: 1795392000,
    status: 'ready',
    thumbnail: thumbnail(210),
    duration: 83_000,
    library: marketing,
  },
  {
    ...base,
    id: '0b7e6f2d-9c1a-4e8b-8f3d-5a6b7c8d9e0f',
    title: 'Quarterly update',
    privacy: 'nobody',
    publish_date: 1795305600,
    status: 'ready',
    thumbnail: thumbnail(30),
    duration: 3_723_000,
    library: marketing,
  },
  {
    ...base,
    id: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
    title: 'Onboarding tour',
    privacy: 'unlisted',
    publish_date: 1795219200,
    status: 'processing',
    thumbnail: null,
    duration: null,
    library: training,
  },
];

export const libraries = [
  { id: 1, label: 'Northwind / Marketing' },
  { id: 2, label: 'Northwind / Training' },
];

/** The first video as GET api/videos/{id} answers it. */
export const video: Video = { ...videos[0], library: { id: 1 } } as Video;

/**
 * Save changes cannot save: disabled while nothing changed or the check is pending; with invalid
 * changes it stays focusable (`aria-disabled`, the reason in a tooltip) and a press shows the messages.
 */
export function expectCannotSave(button: HTMLElement) {
  return expect(button.matches(':disabled, [aria-disabled="true"]')).toBe(true);
}
