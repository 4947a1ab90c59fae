import { createMemoryAdapter, InteractiveEditor, PresentationEditor } from '@reelbase/editors';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

/*
 * A host that is not the Reelbase console: it mounts both editors from the built library with the
 * in-memory adapter. `?video=<address>&duration=<seconds>` picks the video.
 */
const query = new URLSearchParams(window.location.search);
const videoUrl = query.get('video');
const adapter = createMemoryAdapter({
  videos: [
    {
      video: {
        id: 'example',
        title: 'Example video',
        duration: Number(query.get('duration') ?? 30),
        sources: videoUrl ? [{ height: 360, url: videoUrl, type: 'video/mp4' }] : [],
      },
    },
  ],
});
// For the host's own checks: what the adapter stored.
Object.assign(window, { exampleAdapter: adapter });

function ExampleHost() {
  const [editor, setEditor] = useState<'interactive' | 'presentation'>('interactive');
  return (
    <main>
      <nav aria-label="Editors">
        <button type="button" aria-pressed={editor === 'interactive'} onClick={() => setEditor('interactive')}>
          Interactive
        </button>
        <button type="button" aria-pressed={editor === 'presentation'} onClick={() => setEditor('presentation')}>
          Presentation
        </button>
      </nav>
      {editor === 'interactive' ? (
        <InteractiveEditor videoId="example" adapter={adapter} viewUrl="#" />
      ) : (
        <PresentationEditor videoId="example" adapter={adapter} viewUrl="#" />
      )}
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ExampleHost />
    </StrictMode>,
  );
}
