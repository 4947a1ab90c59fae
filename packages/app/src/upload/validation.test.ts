import { describe, expect, it } from 'vitest';
import { chooseUploadLibrary, UPLOAD_LIBRARY_MESSAGES, validateUploadFiles } from './validation.ts';

describe('upload validation', () => {
  it('accepts videos from 1 MB to 10 GB and explains the rest', () => {
    const files = [
      { name: 'ok.mp4', type: 'video/mp4', size: 1048576 },
      { name: 'notes.txt', type: 'text/plain', size: 5_000_000 },
      { name: 'tiny.mov', type: 'video/quicktime', size: 1048575 },
      { name: 'huge.mkv', type: 'video/x-matroska', size: 46106127361 },
    ];
    const { accepted, rejected } = validateUploadFiles(files);
    expect(accepted.map((file) => file.name)).toEqual(['ok.mp4']);
    expect(rejected.map((entry) => entry.message)).toEqual([
      'File: notes.txt with type of txt not accepted!',
      'File: tiny.mov is not accepted! The minimum filesize is 1MB',
      'File: huge.mkv is too large. The maximum file size that can be uploaded is 10 GB.',
    ]);
  });

  it('uses the chosen library, else the first one, else says none is assigned', () => {
    expect(chooseUploadLibrary(4, [{ id: 1 }])).toEqual({ library: 4 });
    expect(chooseUploadLibrary(null, [{ id: 1 }, { id: 2 }])).toEqual({ library: 1 });
    expect(chooseUploadLibrary(undefined, [])).toEqual({ error: UPLOAD_LIBRARY_MESSAGES.notAssigned });
  });
});
