import { type DeviceType, STATS_REFERRER_MAX } from '@reelbase/contract';

const TV =
  /smart-?tv|googletv|appletv|hbbtv|tizen|web0?os|roku|crkey|aft[a-z]\b|bravia|netcast|viera|\btv\b|playstation|xbox/i;
const TABLET = /ipad|tablet|kindle|silk\/|playbook|nexus (7|9|10)|sm-t\d/i;
const MOBILE = /mobi|iphone|ipod|windows phone|blackberry|bb10|opera mini|iemobile/i;

/** The kind of device from a user agent: tv, tablet, mobile, else desktop. */
export function deviceTypeOf(userAgent: string | undefined): DeviceType {
  const agent = userAgent ?? '';
  if (TV.test(agent)) return 'tv';
  if (TABLET.test(agent)) return 'tablet';
  // Android phones say "Mobile"; Android without it is a tablet.
  if (/android/i.test(agent)) return /mobile/i.test(agent) ? 'mobile' : 'tablet';
  if (MOBILE.test(agent)) return 'mobile';
  return 'desktop';
}

/** The origin and path of an http(s) address (no query, no fragment, no credentials); null otherwise. */
export function referrerOf(address: string | undefined | null): string | null {
  if (!address) return null;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const kept = `${url.origin}${url.pathname}`;
  return kept.length > STATS_REFERRER_MAX ? kept.slice(0, STATS_REFERRER_MAX) : kept;
}
