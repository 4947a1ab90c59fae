import type { LibrarySummary } from '@reelbase/contract';
import { describe, expect, it } from 'vitest';
import {
  actionTargets,
  canRunAction,
  embedCode,
  playerChapters,
  playerSources,
  playerSubtitles,
  searchLibraries,
  VIDEO_ACTION_TEXTS,
  viewingPageUrl,
} from './videoActions.ts';

const library = (id: number, name: string, company = 'Northwind'): LibrarySummary => ({
  id,
  name,
  company_id: 1,
  company_name: company,
});
const libraries = [library(1, 'Marketing'), library(2, 'Training'), library(3, 'Sales', 'Contoso')];

describe('targets', () => {
  it('keeps the libraries with the target permission', () => {
    const editor = { uploadEverywhere: false, permissions: { 'copy-to-library': [1, 3], 'move-to-library': [2] } };
    expect(actionTargets('copy', editor, libraries).map((l) => l.id)).toEqual([1, 3]);
    expect(actionTargets('move', editor, libraries).map((l) => l.id)).toEqual([2]);
  });
  it('keeps every listed library for a permission held everywhere or uploading everywhere', () => {
    const admin = { uploadEverywhere: false, permissions: { 'move-to-library': true as const } };
    expect(actionTargets('move', admin, libraries)).toHaveLength(3);
    expect(actionTargets('copy', { uploadEverywhere: true, permissions: {} }, libraries)).toHaveLength(3);
  });
  it('offers an action only with a source permission and another target', () => {
    const editor = {
      uploadEverywhere: false,
      permissions: { 'copy-from-library': [1], 'move-to-library': [1, 2], 'manage-videos-of-libraries': [1] },
    };
    expect(canRunAction('copy', editor, 1, [library(2, 'Training')])).toBe(true);
    expect(canRunAction('copy', editor, 1, [library(1, 'Marketing')])).toBe(false);
    expect(canRunAction('copy', editor, 2, [library(1, 'Marketing')])).toBe(false);
    expect(canRunAction('move', editor, 1, [library(2, 'Training')])).toBe(true);
    expect(canRunAction('move', editor, 2, [library(1, 'Marketing')])).toBe(false);
    expect(canRunAction('copy', { uploadEverywhere: true, permissions: {} }, 9, [library(1, 'Marketing')])).toBe(true);
  });
});

describe('texts and search', () => {
  it('searches names and companies', () => {
    expect(searchLibraries(libraries, 'contoso').map((l) => l.id)).toEqual([3]);
    expect(searchLibraries(libraries, ' ')).toHaveLength(3);
  });
  it('says the spec texts', () => {
    expect(VIDEO_ACTION_TEXTS.skipped('v1')).toBe('Skipped video v1. Source and target library is the same.');
    expect(VIDEO_ACTION_TEXTS.moved('Intro', 'v1', libraries[2])).toBe('Video Intro (v1) moved to Contoso/Sales');
    expect(VIDEO_ACTION_TEXTS.movedToast(libraries[2])).toBe('Video moved to Sales.');
    expect(VIDEO_ACTION_TEXTS.beingCopied(libraries[2])).toBe('Video is being copied to Contoso / Sales');
  });
});

describe('player data', () => {
  it('maps ready renditions, subtitles and chapters', () => {
    const encoding = { height: 720, label: '720p', extension: 'mp4' as const, progress: 100 };
    expect(
      playerSources([
        { ...encoding, ready: true, url: '/720.mp4' },
        { ...encoding, height: 1080, ready: false, progress: 10 },
      ]),
    ).toEqual([{ height: 720, url: '/720.mp4', label: '720p', type: 'video/mp4' }]);
    expect(
      playerSubtitles([
        { id: 's', name: 'en.vtt', language: 'en', label: null, is_default: true, url: '/s.vtt', created_at: 0 },
      ]),
    ).toEqual([{ id: 's', url: '/s.vtt', label: 'en', language: 'en', isDefault: true }]);
    expect(playerChapters([{ _id: 'c', offset: 12, value: 'Intro' }])).toEqual([
      { id: 'c', offset: 12, title: 'Intro' },
    ]);
  });
});

describe('preview before the renditions are ready', () => {
  const generating = { height: 720, label: '720p', extension: 'mp4' as const, progress: 10, ready: false };
  it('plays a browser-playable source while no rendition is ready', () => {
    expect(playerSources([generating], { url: '/source.mp4', mimeType: 'video/mp4', height: 720 })).toEqual([
      { height: 720, url: '/source.mp4', label: 'Source', type: 'video/mp4' },
    ]);
  });
  it('does not offer a source the browser cannot play, nor the source once a rendition is ready', () => {
    expect(playerSources([generating], { url: '/source.mov', mimeType: 'video/quicktime', height: 720 })).toEqual([]);
    expect(
      playerSources([{ ...generating, ready: true, progress: 100, url: '/720.mp4' }], {
        url: '/source.mp4',
        mimeType: 'video/mp4',
        height: 720,
      }).map((source) => source.url),
    ).toEqual(['/720.mp4']);
  });
});

describe('embed', () => {
  it('points an iframe at the viewing page', () => {
    expect(viewingPageUrl('https://media.example/', 'abc')).toBe('https://media.example/view/abc');
    expect(embedCode('https://media.example', { id: 'abc', title: 'Say "hi" <now>' })).toBe(
      '<iframe src="https://media.example/embed/abc" title="Say &quot;hi&quot; &lt;now&gt;" width="640" height="360" ' +
        'style="border:0" loading="lazy" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen></iframe>',
    );
  });
});
