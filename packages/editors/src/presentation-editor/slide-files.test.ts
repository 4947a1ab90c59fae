import { describe, expect, it } from 'vitest';
import { checkSlideFiles, SLIDE_IMAGE_ACCEPT, slideFileProblem, slideNameOf } from './slide-files.ts';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('slide files', () => {
  it('names a slide after its file, without the extension', () => {
    expect(slideNameOf('slide 2.png')).toBe('slide 2');
    expect(slideNameOf('Q3 results.final.JPG')).toBe('Q3 results.final');
    expect(slideNameOf('notes')).toBe('notes');
    expect(slideNameOf('.png')).toBe('.png');
  });
  it('takes the raster images browsers show, by type or by extension', () => {
    expect(slideFileProblem(file('a.png', 'image/png'))).toBeNull();
    expect(slideFileProblem(file('a.webp', ''))).toBeNull();
    expect(slideFileProblem(file('photo', 'image/jpeg'))).toBeNull();
    expect(slideFileProblem(file('logo.svg', 'image/svg+xml'))).toBe('File: logo.svg with type of svg not accepted!');
    expect(slideFileProblem(file('clip', 'video/mp4'))).toBe('File: clip with type of video/mp4 not accepted!');
    expect(SLIDE_IMAGE_ACCEPT).toContain('image/webp');
    expect(SLIDE_IMAGE_ACCEPT).toContain('.jpeg');
  });
  it('refuses images over 20 MB', () => {
    expect(slideFileProblem(file('big.png', 'image/png', 20 * 1048576))).toBeNull();
    expect(slideFileProblem(file('big.png', 'image/png', 20 * 1048576 + 1))).toBe(
      'File: big.png is too large. The maximum file size that can be uploaded is 20 MB.',
    );
  });
  it('splits chosen files into slides and the texts of the others, in order', () => {
    const { accepted, problems } = checkSlideFiles([
      file('1.png', 'image/png'),
      file('x.txt', 'text/plain'),
      file('2.gif', 'image/gif'),
    ]);
    expect(accepted.map((item) => item.name)).toEqual(['1.png', '2.gif']);
    expect(problems).toEqual(['File: x.txt with type of txt not accepted!']);
  });
});
