import { InteractiveEditor } from '@reelbase/editors';
import { useEffect } from 'react';
import { useEditorPage } from './EditorPage.tsx';

/** /videos/{id}/interactive: the interactive overlay editor on its own layout, saving through the API. */
export function InteractiveEditorPage() {
  const { videoId, ...page } = useEditorPage();
  useEffect(() => {
    document.title = 'Interactive editor · Reelbase';
  }, []);
  return (
    <main>
      <InteractiveEditor key={videoId} videoId={videoId} {...page} />
    </main>
  );
}
