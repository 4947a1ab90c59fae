import { describe, expect, it } from 'vitest';
import { isWebAddress, videoPageAddress } from './navigation.ts';

describe('videoPageAddress', () => {
  const action = { videoId: '0b9a4f5e-1111-4222-8333-944455556666', startAt: 0, autoPlay: false, mute: false };

  it('opens the video on the viewing page, or in the frame on the embed', () => {
    expect(videoPageAddress(action)).toBe('/view/0b9a4f5e-1111-4222-8333-944455556666');
    expect(videoPageAddress(action, 'embed')).toBe('/embed/0b9a4f5e-1111-4222-8333-944455556666');
  });

  it('carries where it starts, autoplay and mute in the query', () => {
    expect(videoPageAddress({ ...action, startAt: 12.5, autoPlay: true, mute: true })).toBe(
      '/view/0b9a4f5e-1111-4222-8333-944455556666?t=12.5&autoplay=1&muted=1',
    );
    expect(videoPageAddress({ ...action, startAt: 1 / 3, autoPlay: true })).toBe(
      '/view/0b9a4f5e-1111-4222-8333-944455556666?t=0.333&autoplay=1',
    );
  });

  it('keeps an odd id inside the path', () => {
    expect(videoPageAddress({ ...action, videoId: ' ../admin?x=1 ' })).toBe('/view/..%2Fadmin%3Fx%3D1');
  });
});

describe('isWebAddress', () => {
  it('opens http and https addresses only', () => {
    expect(isWebAddress('https://shop.example/buy')).toBe(true);
    expect(isWebAddress('http://shop.example')).toBe(true);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('data:text/html,hi')).toBe(false);
  });
});
