import { describe, expect, it } from 'vitest';
import type { VideoPrivacy } from '../src/db/schema.ts';
import { isOut, type ViewableVideo, type ViewContext, viewAccess } from '../src/view/view-access.ts';

const now = new Date('2026-11-25T12:00:00Z');
const hourAgo = new Date(now.getTime() - 3_600_000);
const inAnHour = new Date(now.getTime() + 3_600_000);
const video = (privacy: VideoPrivacy, visibility: Partial<ViewableVideo['visibility']> = {}): ViewableVideo => ({
  privacy,
  visibility: { type: 'public', from: null, until: null, ...visibility },
  status: 'ready',
});
const stranger: ViewContext = { surface: 'view', staff: false, passwordGiven: false, now };

describe('who may watch a video on its public pages', () => {
  it('follows the privacy option for anyone holding the link', () => {
    expect(viewAccess(video('anybody'), stranger)).toEqual({ kind: 'watch', indexable: true });
    expect(viewAccess(video('unlisted'), stranger)).toEqual({ kind: 'watch', indexable: false });
    expect(viewAccess(video('password'), stranger)).toEqual({ kind: 'password' });
    expect(viewAccess(video('password'), { ...stranger, passwordGiven: true })).toEqual({
      kind: 'watch',
      indexable: false,
    });
    for (const privacy of ['nobody', 'users', 'contacts'] as const) {
      expect(viewAccess(video(privacy), stranger)).toEqual({ kind: 'unavailable' });
      expect(viewAccess(video(privacy), { ...stranger, staff: true })).toEqual({ kind: 'watch', indexable: false });
    }
  });

  it('keeps a disabled video off the viewing page, for staff too, and lets it play in embeds', () => {
    expect(viewAccess(video('disable'), stranger)).toEqual({ kind: 'unavailable' });
    expect(viewAccess(video('disable'), { ...stranger, staff: true })).toEqual({ kind: 'unavailable' });
    expect(viewAccess(video('disable'), { ...stranger, surface: 'embed' })).toEqual({
      kind: 'watch',
      indexable: false,
    });
  });

  it('lets a private video or one outside its window out to staff only', () => {
    const closed = [
      video('anybody', { type: 'private' }),
      video('anybody', { type: 'scheduled', from: inAnHour }),
      video('anybody', { type: 'scheduled', until: hourAgo }),
      video('anybody', { type: 'scheduled', from: hourAgo, until: now }),
    ];
    for (const each of closed) {
      expect(viewAccess(each, stranger)).toEqual({ kind: 'unavailable' });
      expect(viewAccess(each, { ...stranger, surface: 'embed' })).toEqual({ kind: 'unavailable' });
      expect(viewAccess(each, { ...stranger, staff: true }).kind).toBe('watch');
    }
    expect(viewAccess(video('anybody', { type: 'scheduled', from: hourAgo, until: inAnHour }), stranger).kind).toBe(
      'watch',
    );
    expect(isOut({ type: 'scheduled', from: null, until: null }, now)).toBe(true);
    expect(isOut({ type: 'scheduled', from: now, until: null }, now)).toBe(true);
  });

  it('shows nothing of a video that is not ready', () => {
    for (const status of ['uploading', 'processing', 'failed'] as const) {
      expect(viewAccess({ ...video('anybody'), status }, { ...stranger, staff: true })).toEqual({
        kind: 'unavailable',
      });
    }
  });
});
