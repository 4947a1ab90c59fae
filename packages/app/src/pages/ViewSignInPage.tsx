import { viewPagePath } from '@reelbase/contract';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { PageLoading } from '../shell/PageLoading.tsx';

/** Whether a path is one of the public viewing pages (served apart from the console). */
export const isViewingPage = (path: string) => /^\/(view|embed)\//.test(path);

/**
 * /view-sign-in/{videoId}: reached signed in (the route guard signs the user in first), it opens
 * the video's viewing page in this tab, where the sign-in is now known, so staff may watch videos
 * shown to signed-in staff only.
 */
export function ViewSignInPage() {
  const { videoId = '' } = useParams();
  useEffect(() => {
    window.location.replace(viewPagePath(videoId));
  }, [videoId]);
  return <PageLoading label="Opening the video" />;
}
