import { DEFAULT_CONTROLS_COLOR, PLAYER_TEMPLATE_DEFAULTS, type ViewAnswer } from '@reelbase/contract';
import { subtitles, tinyVideo } from '../../player/playerFixtures.ts';

const svg = (body: string, viewBox: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${body}</svg>`)}`;

const poster = svg('<rect width="160" height="90" fill="hsl(210 55% 45%)"/>', '0 0 160 90');
const logo = svg('<rect width="200" height="50" rx="8" fill="#1f3a5f"/>', '0 0 200 50');
// Base64, so that the page's address encoding leaves it as it is.
const background = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#dde6ef"/></svg>',
)}`;

export const viewVideo: ViewAnswer = {
  id: 'v1',
  title: 'Product launch',
  description: 'Our spring launch, in four seconds.\nFilmed in Rotterdam.',
  duration: 4000,
  width: 1920,
  height: 1080,
  thumbnail: poster,
  encodings: [
    { height: 360, label: '360p', extension: 'mp4', ready: true, progress: 100, url: `${tinyVideo}?rendition=360` },
    { height: 720, label: '720p', extension: 'mp4', ready: true, progress: 100, url: `${tinyVideo}?rendition=720` },
    { height: 1080, label: '1080p', extension: 'mp4', ready: false, progress: 40 },
  ],
  subtitles: subtitles.map((track, index) => ({
    id: `0f8e4c2a-1b3d-4e5f-8a9b-${String(index).padStart(12, '0')}`,
    name: `${track.language}.vtt`,
    language: track.language,
    label: track.label,
    is_default: track.isDefault,
    url: track.url,
    created_at: 1795392000,
  })),
  chapters: [
    { _id: '3c1d2e4f-5a6b-4c7d-8e9f-000000000001', offset: 0, value: 'Welcome' },
    { _id: '3c1d2e4f-5a6b-4c7d-8e9f-000000000002', offset: 2, value: 'The middle' },
  ],
  template: { ...PLAYER_TEMPLATE_DEFAULTS, controls_color: DEFAULT_CONTROLS_COLOR, show_description: true },
  landing: {
    logo_url: logo,
    background_url: background,
    footer_text: '<p><strong>Northwind Studios</strong> · Rotterdam</p><p>All rights reserved.</p>',
  },
  share_url: 'https://reelbase.example.test/view/v1',
  indexable: true,
  // Two hours ahead: the page asks for new addresses only shortly before they expire.
  expires_at: Math.floor(Date.now() / 1000) + 2 * 60 * 60,
  interactive: [],
  presentation: { settings: { position: 'PIP' }, items: [] },
  stats_token: 'story',
};
