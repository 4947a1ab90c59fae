import type { VideoListItem } from '@reelbase/contract';
import { describe, expect, it, vi } from 'vitest';
import { mediaLibraryUrl } from '../../data/mediaLibrary.ts';
import {
  DEFAULT_SORT,
  deleteVideosMessage,
  effectiveView,
  processingLabel,
  selectionForView,
  videoCard,
} from './mediaLibrary.ts';

// The address builder is pure; the API client (and its token storage) is not needed here.
vi.mock('../../http/client.ts', () => ({ api: vi.fn() }));

const video: VideoListItem = {
  id: '6f1c2a9e-3b1d-4c55-9a77-0e4b2c1d9f10',
  title: 'Product launch',
  description: null,
  privacy: 'unlisted',
  publish_date: 1795392000,
  library: { id: 3, name: 'Marketing', company_id: 1, company_name: 'Northwind' },
  size: 1024,
  width: null,
  height: null,
  duration: 83_000,
  tags: [],
  'mime-type': 'video/mp4',
  source_url: null,
  thumbnail: '/media/public/thumbnails/x.jpg',
  visibility: { type: 'private', from: null, until: null },
  internalNotes: null,
  metadata: { agency: null, projectNumber: null, languages: [], people: [], uploadedBy: null },
  playerTemplateId: null,
  has_privacy_password: false,
  status: 'processing',
  failure_reason: null,
};

describe('mediaLibraryUrl', () => {
  it('asks for newest first by default, without empty filters', () => {
    const url = mediaLibraryUrl({
      page: 1,
      pageSize: 12,
      quickSearch: '  ',
      sort: DEFAULT_SORT,
      status: null,
      library: null,
    });
    expect(url).toBe('/api/videos?current=1&pageSize=12&sort=publish_date&direction=desc');
  });

  it('sends the quick search, the status and the library', () => {
    const url = mediaLibraryUrl({
      page: 2,
      pageSize: 12,
      quickSearch: ' launch ',
      sort: { column: 'title', direction: 'ascending' },
      status: 'nobody',
      library: 4,
    });
    const params = new URL(url, 'http://localhost').searchParams;
    expect(Object.fromEntries(params)).toEqual({
      current: '2',
      pageSize: '12',
      sort: 'title',
      direction: 'asc',
      quickSearch: 'launch',
      status: 'nobody',
      library: '4',
    });
  });
});

describe('view and selection', () => {
  it('forces the grid below 600 px and keeps the choice otherwise', () => {
    expect(effectiveView('list', 599)).toBe('grid');
    expect(effectiveView('list', 600)).toBe('list');
    expect(effectiveView('list', null)).toBe('list');
    expect(effectiveView('grid', 1200)).toBe('grid');
  });

  it('keeps one video when the list takes over: the open one, else the first', () => {
    const selected = new Set(['a', 'b', 'c']);
    expect(selectionForView('grid', selected, null)).toBe(selected);
    expect([...selectionForView('list', selected, 'b')]).toEqual(['b']);
    expect([...selectionForView('list', selected, 'z')]).toEqual(['a']);
    const one = new Set(['a']);
    expect(selectionForView('list', one, null)).toBe(one);
  });
});

describe('texts and cards', () => {
  it('asks about one or several videos', () => {
    expect(deleteVideosMessage(1)).toBe('The selected video will be deleted. Would you like to confirm?');
    expect(deleteVideosMessage(3)).toBe('The 3 selected videos will be deleted. Would you like to confirm?');
  });

  it('labels only videos that are not ready', () => {
    expect(processingLabel('ready')).toBeNull();
    expect(processingLabel('failed')).toEqual({ label: 'Failed', tone: 'danger' });
  });

  it('shows privacy, processing, date and library on a card', () => {
    const card = videoCard(video);
    expect(card.pills?.map((pill) => pill.label)).toEqual(['Unlisted', 'Processing']);
    expect(card.details?.[1]).toBe('Northwind / Marketing');
    expect(card.durationMs).toBe(83_000);
    expect(card.thumbnailUrl).toBe('/media/public/thumbnails/x.jpg');
  });
});
