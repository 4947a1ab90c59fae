import { useEffect } from 'react';
import { mutate } from 'swr';
import { useSnapshot } from 'valtio';
import { refreshTokens } from '../auth/oidc.ts';
import { session, syncSession } from '../auth/session.ts';
import { tokenStore } from '../auth/tokens.ts';
import { forgetEncodingProgress, tellEncodingProgress } from './encodingProgress.ts';
import { createLiveConnection, type LiveNotice } from './liveStream.ts';

/** Notices are gathered this long before the lists they touch are loaded again (one load for a burst). */
const GATHER_MS = 300;

const VIDEOS = '/api/videos';
const isString = (key: unknown): key is string => typeof key === 'string';
/** Pages of the media library: `/api/videos?current=...`. */
const isVideoList = (key: string) => key === VIDEOS || key.startsWith(`${VIDEOS}?`);
/** One video and its renditions: `/api/videos/{id}`, `/api/videos/{id}/encodings`. */
const VIDEO_RECORD = /^\/api\/videos\/[0-9a-f-]{36}(\/encodings)?$/i;
const isFtpFolder = (key: string) => key.startsWith('/api/ftp?');
/** A video's publication log: `/api/qpd/publish/{id}`. */
const PUBLICATIONS = '/api/qpd/publish';
const isPublications = (key: string) => key.startsWith(`${PUBLICATIONS}/`);

/** What the gathered notices ask to load again. */
const pending = { videos: new Set<string>(), ftp: false, everything: false };
let scheduled = false;

function flush() {
  scheduled = false;
  const videos = new Set(
    [...pending.videos].flatMap((id) => [`${VIDEOS}/${id}`, `${VIDEOS}/${id}/encodings`, `${PUBLICATIONS}/${id}`]),
  );
  const { ftp, everything } = pending;
  pending.videos.clear();
  pending.ftp = false;
  pending.everything = false;
  void mutate((key) => {
    if (!isString(key)) return false;
    if (everything) return isVideoList(key) || VIDEO_RECORD.test(key) || isFtpFolder(key) || isPublications(key);
    return (videos.size > 0 && (isVideoList(key) || videos.has(key))) || (ftp && isFtpFolder(key));
  });
}

function gather(change: (what: typeof pending) => void) {
  change(pending);
  if (scheduled) return;
  scheduled = true;
  setTimeout(flush, GATHER_MS);
}

/** What one notice changes in the SWR cache. */
function applyNotice(notice: LiveNotice) {
  if (notice.kind === 'resync') {
    forgetEncodingProgress(null);
    gather((what) => {
      what.everything = true;
    });
  } else if (notice.kind === 'ftp') {
    gather((what) => {
      what.ftp = true;
    });
  } else if (notice.progress !== undefined && notice.status === undefined) {
    tellEncodingProgress(notice.id, notice.progress);
  } else {
    forgetEncodingProgress(notice.id);
    gather((what) => what.videos.add(notice.id));
  }
}

/**
 * Keeps the console's lists and panels in step with the server while signed in: opens the live
 * updates stream (only while the tab is visible, so that background tabs hold no connection),
 * loads again what a notice touches, and everything shown after the stream was away.
 */
export function useLiveUpdates() {
  const signedIn = useSnapshot(session).user !== null;
  useEffect(() => {
    if (!signedIn) return;
    const connection = createLiveConnection({
      url: '/api/live',
      fetch: (input, init) => fetch(input, init),
      getToken: () => tokenStore.access,
      refreshToken: async () => {
        const refreshed = await refreshTokens();
        syncSession();
        return refreshed;
      },
      onNotice: applyNotice,
      onOpen: (again) => {
        if (again) applyNotice({ kind: 'resync' });
      },
    });
    const follow = () => (document.visibilityState === 'hidden' ? connection.stop() : connection.start());
    follow();
    document.addEventListener('visibilitychange', follow);
    return () => {
      document.removeEventListener('visibilitychange', follow);
      connection.stop();
    };
  }, [signedIn]);
}
