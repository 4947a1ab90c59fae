import { useEffect, useRef, useState } from 'react';
import type { PresentationDataAdapter } from '../adapter.ts';
import type { PresentationEditor, PresentationEditorState } from '../core/presentation-editor.ts';
import { createPresentationSession, type PresentationSession } from './presentation-session.ts';

/** Where opening the presentation is: loading, open, not found, or failed (with its error). */
export type SessionPhase =
  | { phase: 'loading' }
  | { phase: 'ready'; session: PresentationSession }
  | { phase: 'missing' }
  | { phase: 'failed'; error: unknown };

export interface SessionCallbacks {
  onMount?: (editor: PresentationEditor) => void;
  onChange?: (state: PresentationEditorState) => void;
  onNotFound?: () => void;
  onError?: (error: unknown) => void;
}

/**
 * Loads the presentation of `videoId` and keeps it open while mounted: its changes are saved as
 * they are made, everything waiting is sent when the editor closes or the page is hidden, and the
 * browser asks before leaving while a change is not stored yet. `retry` loads again after a failure.
 */
export function usePresentationSession(
  videoId: string,
  adapter: PresentationDataAdapter,
  callbacks: SessionCallbacks,
): SessionPhase & { retry: () => void } {
  const [phase, setPhase] = useState<SessionPhase>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(callbacks);
  latest.current = callbacks;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for a new load
  useEffect(() => {
    let open: PresentationSession | null = null;
    let cancelled = false;
    const stops: Array<() => void> = [];
    setPhase({ phase: 'loading' });
    adapter.loadPresentation(videoId).then(
      (loaded) => {
        if (cancelled) return;
        if (!loaded) {
          setPhase({ phase: 'missing' });
          latest.current.onNotFound?.();
          return;
        }
        const session = createPresentationSession({ videoId, adapter, ...loaded });
        open = session;
        const { editor, queue } = session;
        stops.push(editor.on('change', (state) => latest.current.onChange?.(state)));
        let reported: unknown = null;
        stops.push(
          queue.subscribe(() => {
            const { lastError } = queue.getSnapshot();
            if (lastError !== null && lastError !== reported) latest.current.onError?.(lastError);
            reported = lastError;
          }),
        );
        const flush = () => queue.flush();
        const onVisibility = () => {
          if (document.visibilityState === 'hidden') flush();
        };
        const onBeforeUnload = (event: BeforeUnloadEvent) => {
          const { status } = queue.getSnapshot();
          if (status === 'saving' || status === 'error') event.preventDefault();
        };
        window.addEventListener('pagehide', flush);
        window.addEventListener('beforeunload', onBeforeUnload);
        document.addEventListener('visibilitychange', onVisibility);
        stops.push(() => {
          window.removeEventListener('pagehide', flush);
          window.removeEventListener('beforeunload', onBeforeUnload);
          document.removeEventListener('visibilitychange', onVisibility);
        });
        setPhase({ phase: 'ready', session });
        latest.current.onMount?.(editor);
      },
      (error: unknown) => {
        if (cancelled) return;
        setPhase({ phase: 'failed', error });
        latest.current.onError?.(error);
      },
    );
    return () => {
      cancelled = true;
      for (const stop of stops) stop();
      open?.close();
    };
  }, [videoId, adapter, attempt]);

  return { ...phase, retry: () => setAttempt((count) => count + 1) };
}
