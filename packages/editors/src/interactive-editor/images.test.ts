import { describe, expect, it } from 'vitest';
import { imageSize, isAcceptedImage } from './images.ts';

describe('isAcceptedImage', () => {
  it('takes jpg, jpeg and png by extension, in any case', () => {
    expect(isAcceptedImage({ name: 'logo.png', type: '' })).toBe(true);
    expect(isAcceptedImage({ name: 'photo.JPG', type: '' })).toBe(true);
    expect(isAcceptedImage({ name: 'photo.final.jpeg', type: 'image/jpeg' })).toBe(true);
  });

  it('refuses other extensions even with an image type', () => {
    expect(isAcceptedImage({ name: 'anim.gif', type: 'image/gif' })).toBe(false);
    expect(isAcceptedImage({ name: 'logo.svg', type: 'image/svg+xml' })).toBe(false);
    expect(isAcceptedImage({ name: 'logo.png.exe', type: 'image/png' })).toBe(false);
  });

  it('reads the type of a file without an extension', () => {
    expect(isAcceptedImage({ name: 'clipboard', type: 'image/png' })).toBe(true);
    expect(isAcceptedImage({ name: 'clipboard', type: 'image/webp' })).toBe(false);
  });
});

describe('imageSize', () => {
  it('answers undefined where pictures cannot be read', async () => {
    expect(await imageSize(new Blob(['not a picture']))).toBeUndefined();
  });
});
