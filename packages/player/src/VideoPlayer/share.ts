import { SHARE_TARGETS, type ShareTarget } from '@reelbase/contract/view-texts';

/** The names of the share links. */
const SHARE_LABELS: Record<ShareTarget, string> = {
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  email: 'E-mail',
  twitter: 'Twitter',
  pinterest: 'Pinterest',
  reddit: 'Reddit',
  tumblr: 'Tumblr',
};

/** The address that shares `url` (titled `title`) on one service. */
export function shareHref(target: ShareTarget, url: string, title: string): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  switch (target) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'email':
      return `mailto:?subject=${t}&body=${u}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${t}`;
    case 'pinterest':
      return `https://pinterest.com/pin/create/button/?url=${u}&description=${t}`;
    case 'reddit':
      return `https://www.reddit.com/submit?url=${u}&title=${t}`;
    case 'tumblr':
      return `https://www.tumblr.com/widgets/share/tool?canonicalUrl=${u}&title=${t}`;
  }
}

export interface ShareLink {
  target: ShareTarget;
  label: string;
  href: string;
}

/** The share links a template turns on (`share_facebook` ...), in the player's order. */
export function shareLinks(
  flags: Partial<Record<`share_${ShareTarget}`, boolean>>,
  url: string,
  title: string,
): ShareLink[] {
  return SHARE_TARGETS.filter((target) => flags[`share_${target}`]).map((target) => ({
    target,
    label: SHARE_LABELS[target],
    href: shareHref(target, url, title),
  }));
}
