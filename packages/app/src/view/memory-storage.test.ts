import { describe, expect, it } from 'vitest';
import { memoryStorage, sessionStorageOr } from './memory-storage.ts';

describe('sessionStorageOr', () => {
  it('falls back to memory when the browser refuses session storage (a framed page)', () => {
    const refusing = {
      get sessionStorage(): Storage {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    } as unknown as Window;
    const storage = sessionStorageOr(refusing);
    storage.setItem('a', '1');
    expect(storage.getItem('a')).toBe('1');
    expect(storage.length).toBe(1);
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
  });

  it('uses the real one when it can be read', () => {
    const real = memoryStorage();
    expect(sessionStorageOr({ sessionStorage: real } as unknown as Window)).toBe(real);
  });
});
