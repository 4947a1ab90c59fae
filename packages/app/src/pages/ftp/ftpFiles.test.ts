import { FTP_UPLOAD_LIMIT_BYTES, type FtpFile } from '@reelbase/contract';
import { describe, expect, it } from 'vitest';
import {
  breadcrumbsOf,
  DEFAULT_UPLOAD_OPTIONS,
  isTooLarge,
  sizeInMegabytes,
  sortFtpFiles,
  uploadEach,
} from './ftpFiles.ts';

const file = (name: string, size: number, createdAt: string, isDirectory = false): FtpFile => ({
  name,
  path: `/${name}`,
  size,
  createdAt,
  isDirectory,
});

const files = [
  file('b.mp4', 3 * 1048576, '2026-01-02T00:00:00Z'),
  file('a.mp4', 5 * 1048576, '2026-01-03T00:00:00Z'),
  file('raw', 0, '2026-01-01T00:00:00Z', true),
  file('c10.mp4', 1048576, '2026-01-01T00:00:00Z'),
  file('c9.mp4', 1048576, '2026-01-04T00:00:00Z'),
];

describe('the FTP file list', () => {
  it('sorts by name, size or date with folders first', () => {
    const names = (column: string, direction: 'ascending' | 'descending') =>
      sortFtpFiles(files, { column, direction }).map((entry) => entry.name);
    expect(names('name', 'ascending')).toEqual(['raw', 'a.mp4', 'b.mp4', 'c9.mp4', 'c10.mp4']);
    expect(names('name', 'descending')).toEqual(['raw', 'c10.mp4', 'c9.mp4', 'b.mp4', 'a.mp4']);
    expect(names('size', 'descending')).toEqual(['raw', 'a.mp4', 'b.mp4', 'c10.mp4', 'c9.mp4']);
    expect(names('createdAt', 'ascending')).toEqual(['raw', 'c10.mp4', 'b.mp4', 'a.mp4', 'c9.mp4']);
  });

  it('shows sizes in MB and marks files of the limit or more', () => {
    expect(sizeInMegabytes(files[0])).toBe('3.00 MB');
    expect(sizeInMegabytes(files[2])).toBe('');
    expect(isTooLarge(file('big.mov', FTP_UPLOAD_LIMIT_BYTES, '2026-01-01T00:00:00Z'))).toBe(true);
    expect(isTooLarge(file('fits.mov', FTP_UPLOAD_LIMIT_BYTES - 1, '2026-01-01T00:00:00Z'))).toBe(false);
  });

  it('builds the breadcrumb of a folder', () => {
    expect(breadcrumbsOf('/')).toEqual([{ label: 'FTP', path: '/' }]);
    expect(breadcrumbsOf('/a/b')).toEqual([
      { label: 'FTP', path: '/' },
      { label: 'a', path: '/a' },
      { label: 'b', path: '/a/b' },
    ]);
  });
});

describe('uploading the selected files', () => {
  it('sends one call per file and collects the failed ones', async () => {
    const sent: unknown[] = [];
    const failed = await uploadEach(['/a.mp4', '/b.txt'], { ...DEFAULT_UPLOAD_OPTIONS, library: 4 }, async (item) => {
      sent.push(item);
      if (item.path === '/b.txt') {
        throw Object.assign(new Error('422'), {
          body: {
            message: 'The given data was invalid.',
            errors: { path: ['File: b.txt with type of txt not accepted!'] },
          },
        });
      }
    });
    expect(sent).toEqual([
      {
        path: '/a.mp4',
        library: 4,
        email_after_upload: false,
        email_download_urls: false,
        delete_from_ftp: false,
        encoding_versions: [360, 720, 1080],
      },
      expect.objectContaining({ path: '/b.txt' }),
    ]);
    expect(failed).toEqual([{ path: '/b.txt', message: 'File: b.txt with type of txt not accepted!' }]);
  });
});
