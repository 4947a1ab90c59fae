import { FTP_UPLOAD_LIMIT_BYTES, type FtpFile, typeOfFileName } from '@reelbase/contract';
import { describe, expect, it } from 'vitest';
import {
  breadcrumbsOf,
  DEFAULT_UPLOAD_OPTIONS,
  isTooLarge,
  refusalOf,
  sizeInMegabytes,
  sortFtpFiles,
  uploadEach,
} from './ftpFiles.ts';
import { fileNameOf, ftpImportProgressOf } from './ftpImports.ts';

const file = (name: string, size: number, createdAt: string, isDirectory = false): FtpFile => ({
  name,
  path: `/${name}`,
  size,
  createdAt,
  isDirectory,
  type: isDirectory ? '' : typeOfFileName(name),
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
    const outcome = await uploadEach(['/a.mp4', '/b.txt'], { ...DEFAULT_UPLOAD_OPTIONS, library: 4 }, async (item) => {
      sent.push(item);
      if (item.path === '/b.txt') {
        throw Object.assign(new Error('422'), {
          body: {
            message: 'The given data was invalid.',
            errors: { path: ['File: b.txt with type of txt not accepted!'] },
          },
        });
      }
      return { video_id: 'video-a' };
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
    expect(outcome.failed).toEqual([{ path: '/b.txt', message: 'File: b.txt with type of txt not accepted!' }]);
    expect(outcome.started).toEqual([{ path: '/a.mp4', videoId: 'video-a' }]);
  });
});

describe('the upload rules of FTP files', () => {
  it('refuses what the browser upload refuses, with its texts, and files of the FTP limit or more', () => {
    expect(refusalOf(file('a.mp4', 5 * 1048576, '2026-01-01T00:00:00Z'))).toBeNull();
    expect(refusalOf(file('raw', 0, '2026-01-01T00:00:00Z', true))).toBeNull();
    expect(refusalOf(file('notes.txt', 5 * 1048576, '2026-01-01T00:00:00Z'))).toMatchObject({
      reason: 'type',
      message: 'File: notes.txt with type of txt not accepted!',
    });
    expect(refusalOf(file('tiny.mov', 1048575, '2026-01-01T00:00:00Z'))).toMatchObject({
      reason: 'too-small',
      message: 'File: tiny.mov is not accepted! The minimum filesize is 1MB',
    });
    expect(refusalOf(file('min.mov', 1048576, '2026-01-01T00:00:00Z'))).toBeNull();
    expect(refusalOf(file('big.mkv', FTP_UPLOAD_LIMIT_BYTES - 1, '2026-01-01T00:00:00Z'))).toBeNull();
    expect(refusalOf(file('huge.mkv', FTP_UPLOAD_LIMIT_BYTES, '2026-01-01T00:00:00Z'))).toMatchObject({
      reason: 'too-large',
      message: 'File: huge.mkv is too large. The maximum file size that can be uploaded is 10 GB.',
    });
  });
});

describe('the progress of an import', () => {
  it('follows its video: copying, processing, then ready or failed with the reason', () => {
    expect(ftpImportProgressOf(undefined)).toMatchObject({
      stage: 'copying',
      label: 'Copying from FTP',
      isFinal: false,
    });
    expect(ftpImportProgressOf({ status: 'uploading', failureReason: null }).stage).toBe('copying');
    expect(ftpImportProgressOf({ status: 'processing', failureReason: null })).toMatchObject({
      stage: 'processing',
      isFinal: false,
    });
    expect(ftpImportProgressOf({ status: 'ready', failureReason: null })).toMatchObject({
      stage: 'ready',
      isFinal: true,
    });
    expect(ftpImportProgressOf({ status: 'failed', failureReason: 'Unreadable.' })).toMatchObject({
      stage: 'failed',
      reason: 'Unreadable.',
      isFinal: true,
    });
    expect(ftpImportProgressOf({ status: 'failed', failureReason: null }).reason).toBe(
      'The video could not be processed.',
    );
    expect(ftpImportProgressOf({ status: 'gone', failureReason: null }).reason).toBe('The video was deleted.');
    expect(fileNameOf('/raw/day-1/take-1.mp4')).toBe('take-1.mp4');
  });
});
