import { describe, expect, it } from 'vitest';
import { shareHref, shareLinks } from './share.ts';

const url = 'https://reelbase.example/view/abc?from=share&x=1';
const title = 'Launch & "more" #1';
const u = encodeURIComponent(url);
const t = encodeURIComponent(title);

describe('shareHref', () => {
  it('builds each service address with encoded values', () => {
    expect(shareHref('facebook', url, title)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${u}`);
    expect(shareHref('linkedin', url, title)).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${u}`);
    expect(shareHref('email', url, title)).toBe(`mailto:?subject=${t}&body=${u}`);
    expect(shareHref('twitter', url, title)).toBe(`https://twitter.com/intent/tweet?url=${u}&text=${t}`);
    expect(shareHref('pinterest', url, title)).toBe(
      `https://pinterest.com/pin/create/button/?url=${u}&description=${t}`,
    );
    expect(shareHref('reddit', url, title)).toBe(`https://www.reddit.com/submit?url=${u}&title=${t}`);
    expect(shareHref('tumblr', url, title)).toBe(
      `https://www.tumblr.com/widgets/share/tool?canonicalUrl=${u}&title=${t}`,
    );
  });
  it('leaves no raw separators of the shared values in the address', () => {
    const href = shareHref('twitter', url, title);
    expect(href.split('?')[1].split('&')).toHaveLength(2);
    expect(href).not.toContain('#');
    expect(href).not.toContain('"');
  });
});

describe('shareLinks', () => {
  it('lists the enabled services in the player order', () => {
    const links = shareLinks(
      { share_tumblr: true, share_email: true, share_facebook: true, share_reddit: false },
      url,
      title,
    );
    expect(links.map((link) => link.target)).toEqual(['facebook', 'email', 'tumblr']);
    expect(links.map((link) => link.label)).toEqual(['Facebook', 'E-mail', 'Tumblr']);
    expect(links[1].href).toBe(`mailto:?subject=${t}&body=${u}`);
  });
  it('lists nothing when no service is on', () => {
    expect(shareLinks({}, url, title)).toEqual([]);
  });
});
