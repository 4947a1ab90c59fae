import type {
  CreatedExternalUploadLink,
  ExternalUploadInfo,
  ExternalUploadLink,
  ExternalVideo,
} from '@reelbase/contract';

export const info: ExternalUploadInfo = {
  library: { id: 3, name: 'Requests' },
  company_name: 'Northwind Media',
  expires_at: '2026-12-07T10:00:00.000Z',
};

const id = '0b8f5c9e-2f4e-4a57-9d3c-6f1c2a7b8e90';

export const readyVideo: ExternalVideo = {
  id,
  title: 'kitchen renovation',
  request_number: '',
  status: 'ready',
  size: 52428800,
  viewing_url: `https://reelbase.example/view/${id}`,
  download_url: `https://reelbase.example/api/videos/${id}/download?token=1796000000.c2lnbmF0dXJl`,
};

export const uploadingVideo: ExternalVideo = { ...readyVideo, status: 'uploading', download_url: null };

export const links: ExternalUploadLink[] = [
  {
    id: 3,
    library_id: 3,
    created_at: '2026-11-20T09:00:00.000Z',
    expires_at: '2026-12-04T09:00:00.000Z',
    revoked_at: null,
    status: 'active',
    created_by: { id: 7, name: 'Ulla Uploader' },
    uploads: 2,
  },
  {
    id: 2,
    library_id: 3,
    created_at: '2026-10-01T09:00:00.000Z',
    expires_at: '2026-10-02T09:00:00.000Z',
    revoked_at: null,
    status: 'expired',
    created_by: { id: 7, name: 'Ulla Uploader' },
    uploads: 1,
  },
  {
    id: 1,
    library_id: 3,
    created_at: '2026-09-01T09:00:00.000Z',
    expires_at: '2026-09-15T09:00:00.000Z',
    revoked_at: '2026-09-03T12:00:00.000Z',
    status: 'revoked',
    created_by: null,
    uploads: 0,
  },
];

export const createdLink: CreatedExternalUploadLink = {
  ...links[0],
  id: 4,
  uploads: 0,
  created_at: '2026-11-23T09:00:00.000Z',
  expires_at: '2026-12-07T09:00:00.000Z',
  token: 'q3Jm8wK2c1v0XyZ-abcdefghijklmnopqrstuvwxyz0',
  url: 'https://reelbase.example/external-upload?token=q3Jm8wK2c1v0XyZ-abcdefghijklmnopqrstuvwxyz0',
};
