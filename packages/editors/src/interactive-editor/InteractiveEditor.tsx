import { Button, Spinner } from '@reelbase/ui';
import { useEffect, useRef, useState } from 'react';
import type { EditorVideo, InteractiveDataAdapter } from '../adapter.ts';
import { DEFAULT_PRESENTATION_POSITION, DOCUMENT_VERSION } from '../core/document.ts';
import {
  createInteractiveEditor,
  type InteractiveEditor as InteractiveEditorApi,
  type InteractiveEditorState,
} from '../core/editor.ts';
import type { EditorHostProps } from '../react/editor-host.ts';
import { EditorScreen } from './EditorScreen.tsx';
import { Centered, Root } from './InteractiveEditor.styles.ts';

/** The interactive editor's API (the headless editor the screen runs on), as `onMount` hands it over. */
export type InteractiveEditor = InteractiveEditorApi;

export interface InteractiveEditorProps
  extends EditorHostProps<InteractiveDataAdapter, InteractiveEditorApi, InteractiveEditorState> {}

type Load =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'ready'; editor: InteractiveEditorApi; video: EditorVideo };

/**
 * The interactive editor screen, on its own layout: it loads the video and its elements through the
 * adapter, then shows the toolbar (Add, Undo, Redo, View, save status), the player with the elements
 * over the picture (drag, resize, edit text in place), the scrub bar with the elements as markers,
 * the elements sorted by start and the selected element's settings. Changes are saved through the
 * adapter, debounced and retried until stored.
 */
export function InteractiveEditor({
  videoId,
  adapter,
  viewUrl,
  onMount,
  onChange,
  onNotFound,
  onError,
  header,
  className,
}: InteractiveEditorProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const callbacks = useRef({ onMount, onChange, onNotFound, onError });
  callbacks.current = { onMount, onChange, onNotFound, onError };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` loads again after a failure
  useEffect(() => {
    let current = true;
    setLoad({ kind: 'loading' });
    adapter
      .loadInteractive(videoId)
      .then((loaded) => {
        if (!current) return;
        if (!loaded) {
          setLoad({ kind: 'missing' });
          callbacks.current.onNotFound?.();
          return;
        }
        const editor = createInteractiveEditor({
          document: {
            version: DOCUMENT_VERSION,
            videoId,
            duration: loaded.video.duration,
            elements: loaded.elements,
            presentation: { settings: { position: DEFAULT_PRESENTATION_POSITION }, items: [] },
          },
        });
        setLoad({ kind: 'ready', editor, video: loaded.video });
      })
      .catch((error: unknown) => {
        if (!current) return;
        setLoad({ kind: 'failed', error });
        callbacks.current.onError?.(error);
      });
    return () => {
      current = false;
    };
  }, [adapter, videoId, attempt]);

  const editor = load.kind === 'ready' ? load.editor : null;
  /** The editor `onMount` was called with: once per loaded editor, also when effects run twice. */
  const announced = useRef<InteractiveEditorApi | null>(null);
  useEffect(() => {
    if (!editor) return;
    if (announced.current !== editor) {
      announced.current = editor;
      callbacks.current.onMount?.(editor);
    }
    return editor.on('change', (state) => callbacks.current.onChange?.(state));
  }, [editor]);

  return (
    <Root ref={rootRef} className={className} data-testid="interactive-editor">
      {load.kind === 'ready' ? (
        <EditorScreen
          root={rootRef}
          editor={load.editor}
          video={load.video}
          videoId={videoId}
          adapter={adapter}
          viewUrl={viewUrl ?? `/view/${encodeURIComponent(videoId)}`}
          header={header}
          onError={onError}
        />
      ) : (
        <Centered>
          {header}
          {load.kind === 'loading' && (
            <>
              <Spinner label="Loading the interactive editor" />
              <p role="status">Loading the interactive editor…</p>
            </>
          )}
          {load.kind === 'missing' && <p role="alert">This video was not found.</p>}
          {load.kind === 'failed' && (
            <>
              <p role="alert">The interactive editor could not be loaded.</p>
              <Button variant="secondary" onPress={() => setAttempt((count) => count + 1)}>
                Try again
              </Button>
            </>
          )}
        </Centered>
      )}
    </Root>
  );
}
