import type { Publication, PublishCategory, PublishingAccount, PublishingServices } from '@reelbase/contract';

export const VIDEO_ID = '6f1c2a9e-3b1d-4c55-9a77-0e4b2c1d9f10';

export const accounts: PublishingAccount[] = [
  { id: 11, name: 'Acme Vimeo', meta: { accountType: 'vimeo', companyId: 1, paidTier: false } },
  { id: 12, name: 'Acme Vimeo Pro', meta: { accountType: 'vimeo', companyId: 1, paidTier: true } },
  { id: 21, name: 'Acme Channel', meta: { accountType: 'youtube', companyId: 1, paidTier: false } },
];

export const vimeoAccounts = accounts.filter((account) => account.meta.accountType === 'vimeo');
export const youtubeAccounts = accounts.filter((account) => account.meta.accountType === 'youtube');

export const configured: PublishingServices = {
  vimeo: { configured: true, settings: [] },
  youtube: { configured: true, settings: [] },
};

export const vimeoNotConfigured: PublishingServices = {
  vimeo: { configured: false, settings: ['VIMEO_CLIENT_ID', 'VIMEO_CLIENT_SECRET'] },
  youtube: { configured: true, settings: [] },
};

export const categories: PublishCategory[] = [
  { id: 'music', name: 'Music' },
  { id: 'travel', name: 'Travel' },
  { id: 'documentary', name: 'Documentary' },
];

export const video = {
  id: VIDEO_ID,
  title: 'Spring collection launch',
  description: 'Our designers walk through the new spring collection.',
  size: 52_428_800,
  duration: 95_000,
  source_url: 'https://media.reelbase.example/source.mp4?token=t',
  'mime-type': 'video/mp4',
};

const base = {
  video_id: VIDEO_ID,
  uri: null,
  link: null,
  accountId: 11,
  accountName: 'Acme Vimeo',
  failure_reason: null,
  rejection_reason: null,
  external_platform: 'vimeo',
  title: 'Spring collection launch',
  bytes_sent: 0,
  file_size: 52_428_800,
} as const;

export const publications: Publication[] = [
  { ...base, id: 4, date: '2026-11-25T09:30:00Z', status: 'pending', bytes_sent: 13_107_200 },
  {
    ...base,
    id: 3,
    date: '2026-11-24T14:00:00Z',
    status: 'uploaded',
    external_platform: 'youtube',
    accountId: 21,
    accountName: 'Acme Channel',
    uri: 'dQw4w9WgXcQ',
    link: 'https://youtube.example/watch?v=dQw4w9WgXcQ',
    bytes_sent: 52_428_800,
  },
  {
    ...base,
    id: 2,
    date: '2026-11-23T08:15:00Z',
    status: 'failed',
    failure_reason: 'The connection to Vimeo was lost.',
  },
  {
    ...base,
    id: 1,
    date: '2026-11-20T16:45:00Z',
    status: 'rejected',
    rejection_reason: 'The account has no upload quota left this week.',
  },
];
