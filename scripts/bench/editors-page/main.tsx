import {
  createMemoryAdapter,
  InteractiveEditor,
  type InteractiveElement,
  newHotspot,
  newText,
  ScrubBar,
} from '@reelbase/editors';
import { StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';

/*
 * The editors benchmark's page: `?elements=200` mounts the interactive editor with that many
 * elements shown at once (memory adapter: its writes count the save requests); `?markers=1000`
 * renders a scrub bar with that many markers and reports the render time.
 */
const query = new URLSearchParams(window.location.search);
const DURATION = 600;
const bench = window as unknown as Record<string, unknown>;

function element(index: number): InteractiveElement {
  const make = index % 2 === 0 ? newHotspot : newText;
  const base = make({ id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`, start: 0 });
  const column = index % 20;
  const row = Math.floor(index / 20);
  return {
    ...base,
    name: `Element ${index}`,
    startAction: 'play',
    start: 0,
    end: DURATION,
    style: { ...base.style, origin: { left: column * 5, top: row * 9 }, dimensions: { width: 4, height: 7 } },
  };
}

function markers(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    _id: `m${index}`,
    name: `Marker ${index}`,
    start: (index * DURATION) / count,
    end: (index * DURATION) / count,
  }));
}

/** Marks when the scrub bar before it is in the document (layout) and painted (the next frame). */
function Rendered({ started }: { started: number }) {
  useLayoutEffect(() => {
    const renderMs = performance.now() - started;
    requestAnimationFrame(() => {
      bench.scrubResult = { renderMs, toFrameMs: performance.now() - started };
    });
  }, [started]);
  return null;
}

const root = createRoot(document.getElementById('root') as HTMLElement);
const markerCount = Number(query.get('markers') ?? 0);
if (markerCount > 0) {
  const started = performance.now();
  root.render(
    <div style={{ width: 1200, padding: 16 }}>
      <ScrubBar duration={DURATION} currentTime={0} elements={markers(markerCount)} onSeek={() => undefined} />
      <Rendered started={started} />
    </div>,
  );
} else {
  const count = Number(query.get('elements') ?? 200);
  const adapter = createMemoryAdapter({
    videos: [
      {
        video: {
          id: 'bench',
          title: 'Benchmark',
          duration: DURATION,
          sources: query.get('video') ? [{ height: 360, url: query.get('video') as string, type: 'video/mp4' }] : [],
        },
        elements: Array.from({ length: count }, (_, index) => element(index)),
      },
    ],
  });
  bench.benchAdapter = adapter;
  root.render(
    <StrictMode>
      <InteractiveEditor
        videoId="bench"
        adapter={adapter}
        onMount={(editor) => {
          bench.benchEditor = editor;
        }}
      />
    </StrictMode>,
  );
}
