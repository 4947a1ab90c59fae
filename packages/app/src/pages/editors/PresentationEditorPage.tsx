import { PresentationEditor } from '@reelbase/editors';
import { useEffect } from 'react';
import { useEditorPage } from './EditorPage.tsx';

/** /videos/{id}/presentation: the slide presentation editor on its own layout, saving through the API. */
export function PresentationEditorPage() {
  const { videoId, ...page } = useEditorPage();
  useEffect(() => {
    document.title = 'Presentation editor · Reelbase';
  }, []);
  return (
    <main>
      <PresentationEditor key={videoId} videoId={videoId} {...page} />
    </main>
  );
}
