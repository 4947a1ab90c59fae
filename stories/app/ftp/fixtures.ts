import { FTP_UPLOAD_LIMIT_BYTES, type FtpFile, typeOfFileName } from '@reelbase/contract';

const MB = 1048576;

const entry = (name: string, size: number, createdAt: string, isDirectory = false, folder = ''): FtpFile => ({
  name,
  path: `${folder}/${name}`,
  size,
  createdAt,
  isDirectory,
  type: isDirectory ? '' : typeOfFileName(name),
});

/** The root of a company's FTP folder: a folder, three videos and one over the FTP limit. */
export const rootFiles: FtpFile[] = [
  entry('launch.mp4', 50 * MB, '2026-01-03T09:00:00.000Z'),
  entry('raw', 0, '2026-01-04T09:00:00.000Z', true),
  entry('interview.mov', 200 * MB, '2026-01-01T09:00:00.000Z'),
  entry('master.mov', FTP_UPLOAD_LIMIT_BYTES, '2026-01-02T09:00:00.000Z'),
  entry('teaser.mp4', 10 * MB, '2026-01-05T09:00:00.000Z'),
];

/** A subfolder of the root. */
export const rawFiles: FtpFile[] = [
  entry('take-1.mp4', 20 * MB, '2026-01-04T10:00:00.000Z', false, '/raw/day-1'),
  entry('take-2.mp4', 30 * MB, '2026-01-04T11:00:00.000Z', false, '/raw/day-1'),
];

export const libraries = [
  { id: 1, name: 'Campaigns', company_name: 'Northwind Media' },
  { id: 2, name: 'Training', company_name: 'Northwind Media' },
];

/** Files the FTP import refuses by the browser upload's rules: not a video, and under 1 MB. */
export const refusedFiles: FtpFile[] = [
  entry('notes.txt', 2 * MB, '2026-01-06T09:00:00.000Z'),
  entry('sting.mp4', 300_000, '2026-01-06T10:00:00.000Z'),
  entry('launch.mp4', 50 * MB, '2026-01-03T09:00:00.000Z'),
];

/** Imports started from the page, one per stage. */
export const imports = [
  { path: '/launch.mp4', videoId: '6f1c1c9e-1111-4a8a-9a57-000000000001' },
  { path: '/raw/day-1/take-1.mp4', videoId: '6f1c1c9e-1111-4a8a-9a57-000000000002' },
  { path: '/teaser.mp4', videoId: '6f1c1c9e-1111-4a8a-9a57-000000000003' },
  { path: '/interview.mov', videoId: '6f1c1c9e-1111-4a8a-9a57-000000000004' },
];
