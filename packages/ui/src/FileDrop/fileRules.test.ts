import { UPLOAD_MAX_BYTES, UPLOAD_MIN_BYTES } from '@reelbase/contract';
import { describe, expect, it } from 'vitest';
import { collectFiles, filesOfEntry } from './fileEntries.ts';
import {
  checkFile,
  dropOutsideMessage,
  fileExtension,
  fileTooLargeMessage,
  fileTooSmallMessage,
  fileTypeNotAcceptedMessage,
  matchesAccept,
  partitionFiles,
  VIDEO_UPLOAD_RULES,
} from './fileRules.ts';

const file = (name: string, type: string, size = 2 * 1024 * 1024) => ({ name, type, size });

describe('messages', () => {
  it('are the texts of the specification', () => {
    expect(fileTypeNotAcceptedMessage('notes.txt', 'txt')).toBe('File: notes.txt with type of txt not accepted!');
    expect(fileTooSmallMessage('a.mp4')).toBe('File: a.mp4 is not accepted! The minimum filesize is 1MB');
    expect(fileTooLargeMessage('big.mov')).toBe(
      'File: big.mov is too large. The maximum file size that can be uploaded is 10 GB.',
    );
    expect(dropOutsideMessage).toBe('Please drop your file into the target box.');
  });
});

describe('fileExtension', () => {
  it.each([
    ['clip.MP4', 'mp4'],
    ['archive.tar.gz', 'gz'],
    ['README', ''],
    ['.hidden', ''],
    ['trailing.', ''],
  ])('%s -> %s', (name, ext) => expect(fileExtension(name)).toBe(ext));
});

describe('matchesAccept', () => {
  it('matches MIME wildcards, exact types and extensions', () => {
    expect(matchesAccept(file('a.mp4', 'video/mp4'), ['video/*'])).toBe(true);
    expect(matchesAccept(file('a.png', 'image/png'), ['video/*'])).toBe(false);
    expect(matchesAccept(file('a.srt', ''), ['.srt', '.vtt'])).toBe(true);
    expect(matchesAccept(file('a.SRT', ''), ['.srt'])).toBe(true);
    expect(matchesAccept(file('a.pdf', 'application/pdf'), ['application/pdf'])).toBe(true);
    expect(matchesAccept(file('a.txt', 'text/plain'), ['.doc', 'image/*'])).toBe(false);
  });
  it('accepts anything without patterns', () => {
    expect(matchesAccept(file('x', ''), undefined)).toBe(true);
    expect(matchesAccept(file('x', ''), [])).toBe(true);
  });
});

describe('checkFile with the upload rules', () => {
  it('accepts a video within the bounds, including both limits', () => {
    expect(checkFile(file('a.mp4', 'video/mp4'), VIDEO_UPLOAD_RULES)).toBeNull();
    expect(checkFile(file('min.mp4', 'video/mp4', UPLOAD_MIN_BYTES), VIDEO_UPLOAD_RULES)).toBeNull();
    expect(checkFile(file('max.mp4', 'video/mp4', UPLOAD_MAX_BYTES), VIDEO_UPLOAD_RULES)).toBeNull();
  });
  it('rejects another type with its extension', () => {
    expect(checkFile(file('notes.txt', 'text/plain'), VIDEO_UPLOAD_RULES)).toMatchObject({
      reason: 'type',
      message: 'File: notes.txt with type of txt not accepted!',
    });
    expect(checkFile(file('noext', 'application/octet-stream'), VIDEO_UPLOAD_RULES)?.message).toBe(
      'File: noext with type of application/octet-stream not accepted!',
    );
  });
  it('rejects files below the minimum and above the maximum', () => {
    expect(checkFile(file('tiny.mp4', 'video/mp4', UPLOAD_MIN_BYTES - 1), VIDEO_UPLOAD_RULES)?.reason).toBe(
      'too-small',
    );
    expect(checkFile(file('huge.mp4', 'video/mp4', UPLOAD_MAX_BYTES + 1), VIDEO_UPLOAD_RULES)).toMatchObject({
      reason: 'too-large',
      message: fileTooLargeMessage('huge.mp4'),
    });
  });
  it('checks the type before the size', () => {
    expect(checkFile(file('tiny.txt', 'text/plain', 10), VIDEO_UPLOAD_RULES)?.reason).toBe('type');
  });
});

describe('partitionFiles', () => {
  it('keeps the order of accepted and rejected files', () => {
    const files = [file('a.mp4', 'video/mp4'), file('b.txt', 'text/plain'), file('c.mov', 'video/quicktime')];
    const { accepted, rejected } = partitionFiles(files, VIDEO_UPLOAD_RULES);
    expect(accepted.map((f) => f.name)).toEqual(['a.mp4', 'c.mov']);
    expect(rejected.map((r) => r.file.name)).toEqual(['b.txt']);
  });
});

describe('walking dropped folders', () => {
  const fileEntry = (name: string) =>
    ({
      isFile: true,
      isDirectory: false,
      name,
      file: (ok: (f: unknown) => void) => ok({ name }),
    }) as unknown as FileSystemEntry;
  const dirEntry = (children: FileSystemEntry[], batch = 2) =>
    ({
      isFile: false,
      isDirectory: true,
      createReader: () => {
        let offset = 0;
        return {
          readEntries: (ok: (entries: FileSystemEntry[]) => void) => {
            const next = children.slice(offset, offset + batch);
            offset += next.length;
            ok(next);
          },
        };
      },
    }) as unknown as FileSystemEntry;

  it('reads nested directories in batches', async () => {
    const tree = dirEntry([
      fileEntry('a.mp4'),
      dirEntry([fileEntry('b.mp4'), fileEntry('c.mp4')], 1),
      fileEntry('d.mp4'),
    ]);
    const files = await filesOfEntry(tree);
    expect(files.map((f) => f.name)).toEqual(['a.mp4', 'b.mp4', 'c.mp4', 'd.mp4']);
  });

  it('mixes loose files and directories in drop order', async () => {
    const loose = { name: 'loose.mp4' } as File;
    const files = await collectFiles([{ file: loose }, { entry: dirEntry([fileEntry('x.mp4')]) }]);
    expect(files.map((f) => f.name)).toEqual(['loose.mp4', 'x.mp4']);
  });
});
