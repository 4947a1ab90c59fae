import { describe, expect, it } from 'vitest';
import { IMAGE_ACCEPT, imageTypeError, isAcceptedImage } from './images.ts';

describe('image files', () => {
  it('accepts jpg, jpeg and png in any case', () => {
    expect(isAcceptedImage('logo.png')).toBe(true);
    expect(isAcceptedImage('photo.JPEG')).toBe(true);
    expect(isAcceptedImage('a.b.jpg')).toBe(true);
  });

  it('refuses other types and names without an extension', () => {
    expect(isAcceptedImage('logo.gif')).toBe(false);
    expect(isAcceptedImage('logo.svg')).toBe(false);
    expect(isAcceptedImage('png')).toBe(false);
  });

  it('offers the accepted types to the file chooser and names them in the message', () => {
    expect(IMAGE_ACCEPT).toBe('.jpg,.jpeg,.png');
    expect(imageTypeError('logo')).toBe('The logo must be a file of type: jpg, jpeg, png.');
  });
});
