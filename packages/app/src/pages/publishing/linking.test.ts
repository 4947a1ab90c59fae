import { PUBLISHING_TEXTS } from '@reelbase/contract';
import { describe, expect, it } from 'vitest';
import { callbackStep, storeLinking, takeLinking } from './linking.ts';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const stored = { companyId: 7, state: 'abc123', name: 'Acme Vimeo' };

describe('stored linking', () => {
  it('keeps the company id, state and name per service and clears them when taken', () => {
    const store = memoryStore();
    storeLinking(store, 'vimeo', stored);
    expect(store.items.size).toBe(3);
    expect(takeLinking(store, 'youtube')).toBeNull();
    expect(takeLinking(store, 'vimeo')).toEqual(stored);
    expect(store.items.size).toBe(0);
    expect(takeLinking(store, 'vimeo')).toBeNull();
  });

  it('ignores incomplete items', () => {
    const store = memoryStore();
    store.setItem('reelbase.vimeo.state', 'abc');
    expect(takeLinking(store, 'vimeo')).toBeNull();
    expect(store.items.size).toBe(0);
  });
});

describe('the return from a service', () => {
  const query = (value: string) => new URLSearchParams(value);

  it('links the code when the state matches the stored one', () => {
    expect(callbackStep('vimeo', query('?state=abc123&code=xyz'), stored)).toEqual({
      kind: 'link',
      code: 'xyz',
      state: 'abc123',
      linking: stored,
    });
  });

  it('refuses another state with "Invalid Vimeo state" and goes back to the company', () => {
    expect(callbackStep('vimeo', query('state=other&code=xyz'), stored)).toEqual({
      kind: 'refuse',
      text: PUBLISHING_TEXTS.invalidVimeoState,
      companyId: 7,
    });
  });

  it('refuses without a stored linking (no company to go back to)', () => {
    expect(callbackStep('vimeo', query('state=abc123&code=xyz'), null)).toEqual({
      kind: 'refuse',
      text: PUBLISHING_TEXTS.invalidVimeoState,
      companyId: null,
    });
  });

  it('says YouTube refused when the error query is there', () => {
    const step = callbackStep('youtube', query('error=access_denied&state=abc123'), stored);
    expect(step).toEqual({ kind: 'refuse', text: PUBLISHING_TEXTS.youtubeAuthorization, companyId: 7 });
  });

  it('refuses a YouTube state that differs from the stored one', () => {
    const step = callbackStep('youtube', query('state=x&code=y'), stored);
    expect(step).toMatchObject({ kind: 'refuse', text: PUBLISHING_TEXTS.invalidState });
  });

  it('refuses a return without a code', () => {
    expect(callbackStep('youtube', query('state=abc123'), stored)).toMatchObject({
      kind: 'refuse',
      text: PUBLISHING_TEXTS.youtubeAuthorization,
    });
  });
});
