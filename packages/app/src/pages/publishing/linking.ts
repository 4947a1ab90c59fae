import { PUBLISHING_TEXTS, type PublishPlatform } from '@reelbase/contract';
import { PUBLISHING_UI_TEXTS } from './publishing.ts';

/** What Grant Access keeps in the tab until the service sends the browser back. */
export interface StoredLinking {
  /** The company the account is linked for. */
  companyId: number;
  state: string;
  name: string;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const keysOf = (platform: PublishPlatform) => ({
  companyId: `reelbase.${platform}.entityId`,
  state: `reelbase.${platform}.state`,
  name: `reelbase.${platform}.accountName`,
});

/** Keeps the company id, state and account name of a started linking. */
export function storeLinking(storage: KeyValueStore, platform: PublishPlatform, linking: StoredLinking) {
  const keys = keysOf(platform);
  storage.setItem(keys.companyId, String(linking.companyId));
  storage.setItem(keys.state, linking.state);
  storage.setItem(keys.name, linking.name);
}

/** The stored linking of a service (null when none or incomplete); the stored items are cleared. */
export function takeLinking(storage: KeyValueStore, platform: PublishPlatform): StoredLinking | null {
  const keys = keysOf(platform);
  const companyId = Number(storage.getItem(keys.companyId));
  const state = storage.getItem(keys.state);
  const name = storage.getItem(keys.name);
  for (const key of Object.values(keys)) storage.removeItem(key);
  if (!Number.isInteger(companyId) || companyId <= 0 || !state || !name) return null;
  return { companyId, state, name };
}

/** What a service's return to the console leads to. */
export type CallbackStep =
  | { kind: 'refuse'; text: string; companyId: number | null }
  | { kind: 'link'; code: string; state: string; linking: StoredLinking };

/**
 * The decision on a service's return: an `error` query refuses (YouTube: "Unable to get
 * authorization from YouTube."); a state that differs from the stored one refuses (Vimeo: "Invalid
 * Vimeo state"); otherwise the code is linked under the stored name and company.
 */
export function callbackStep(
  platform: PublishPlatform,
  query: URLSearchParams,
  stored: StoredLinking | null,
): CallbackStep {
  const companyId = stored?.companyId ?? null;
  const unauthorized =
    platform === 'youtube' ? PUBLISHING_TEXTS.youtubeAuthorization : PUBLISHING_UI_TEXTS.vimeoAuthorization;
  if (query.get('error')) return { kind: 'refuse', text: unauthorized, companyId };
  const state = query.get('state') ?? '';
  if (!stored || state === '' || state !== stored.state) {
    const text = platform === 'vimeo' ? PUBLISHING_TEXTS.invalidVimeoState : PUBLISHING_TEXTS.invalidState;
    return { kind: 'refuse', text, companyId };
  }
  const code = query.get('code') ?? '';
  if (code === '') return { kind: 'refuse', text: unauthorized, companyId };
  return { kind: 'link', code, state, linking: stored };
}
