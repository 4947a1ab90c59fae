import { MESSAGES } from '@reelbase/contract/messages';
import { Button, Spinner } from '@reelbase/ui';
import type { PresentationDataAdapter } from '../adapter.ts';
import type {
  PresentationEditor as PresentationEditorApi,
  PresentationEditorState,
} from '../core/presentation-editor.ts';
import type { EditorHostProps } from '../react/editor-host.ts';
import { EditorScreen } from './EditorScreen.tsx';
import { Centered, Screen, TopBar } from './PresentationEditor.styles.ts';
import { usePresentationSession } from './usePresentationSession.ts';

/**
 * The editor's API (what `onMount` gives): the core `PresentationEditor`, under the component's
 * name too, so one import of the package gives both.
 */
export type PresentationEditor = PresentationEditorApi;

export interface PresentationEditorProps
  extends EditorHostProps<PresentationDataAdapter, PresentationEditorApi, PresentationEditorState> {}

export const EDITOR_TEXTS = {
  loading: 'Loading the presentation',
  notFound: MESSAGES.notFoundPage,
  loadFailed: 'The presentation could not be loaded.',
  tryAgain: 'Try again',
} as const;

/**
 * The presentation editor on its own page: the slides of a video synced to its time. Images are
 * added as slides spread over the video from the playhead; each slide can be renamed, retimed,
 * given another image, duplicated, deleted or activated (the player goes to its start and pauses).
 * The preview shows the slide at the playhead in the default view position (picture in picture,
 * side by side or slide only), which Settings changes. Changes are saved as they are made
 * ("Saving…", "Saved"; a failed save is kept and retried) and can be undone, except Reorder.
 */
export function PresentationEditor({
  videoId,
  adapter,
  viewUrl,
  onMount,
  onChange,
  onNotFound,
  onError,
  header,
  className,
}: PresentationEditorProps) {
  const opened = usePresentationSession(videoId, adapter, { onMount, onChange, onNotFound, onError });
  if (opened.phase === 'ready') {
    return (
      <EditorScreen
        session={opened.session}
        viewUrl={viewUrl ?? `/view/${encodeURIComponent(videoId)}`}
        header={header}
        className={className}
        onError={onError}
      />
    );
  }
  return (
    <Screen className={className}>
      {header && <TopBar>{header}</TopBar>}
      <Centered>
        {opened.phase === 'loading' && <Spinner size="lg" label={EDITOR_TEXTS.loading} />}
        {opened.phase === 'missing' && <p role="alert">{EDITOR_TEXTS.notFound}</p>}
        {opened.phase === 'failed' && (
          <>
            <p role="alert">{EDITOR_TEXTS.loadFailed}</p>
            <Button onPress={opened.retry}>{EDITOR_TEXTS.tryAgain}</Button>
          </>
        )}
      </Centered>
    </Screen>
  );
}
