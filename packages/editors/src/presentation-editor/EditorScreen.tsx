import { Button } from '@reelbase/ui';
import { type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Main, Notice, Screen, Sidebar, SidebarHeading, Title, TopBar } from './PresentationEditor.styles.ts';
import { Preview } from './Preview.tsx';
import type { PresentationSession } from './presentation-session.ts';
import { SaveStatus } from './SaveStatus.tsx';
import type { SlideActions } from './SlideEditor.tsx';
import { SlideList } from './SlideList.tsx';
import { historyShortcutOf, isTextTarget } from './shortcuts.ts';
import { checkSlideFiles } from './slide-files.ts';
import { Toolbar } from './Toolbar.tsx';
import { usePlayhead } from './usePlayhead.ts';

export interface EditorScreenProps {
  session: PresentationSession;
  viewUrl: string;
  header?: ReactNode;
  className?: string;
  /** An image could not be replaced (the slide says so too). */
  onError?: (error: unknown) => void;
}

/** Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z anywhere on the page but in text fields and dialogs. */
function useHistoryShortcuts(undo: () => void, redo: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const target = event.target;
      if (target instanceof Element && target.closest('[role="dialog"], [role="alertdialog"]')) return;
      const action = historyShortcutOf(event, isTextTarget(target));
      if (!action) return;
      event.preventDefault();
      if (action === 'undo') undo();
      else redo();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [undo, redo]);
}

/** The open presentation: title, tools, preview and slide list. */
export function EditorScreen({ session, viewUrl, header, className, onError }: EditorScreenProps) {
  const { editor, saver, queue, video } = session;
  const state = useSyncExternalStore(editor.subscribe, editor.getSnapshot, editor.getSnapshot);
  const uploads = useSyncExternalStore(saver.subscribe, saver.getUploads, saver.getUploads);
  const saveSnapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const { duration } = state.document;
  const playhead = usePlayhead(duration);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const slides = state.document.presentation.items;
  const position = state.document.presentation.settings.position;
  const { seek, current } = playhead;
  const headingId = useId();
  const reportError = useRef(onError);
  reportError.current = onError;

  useEffect(() => editor.on('seekTo', ({ time, pause }) => seek(time, pause)), [editor, seek]);
  const undo = useCallback(() => editor.undo(), [editor]);
  const redo = useCallback(() => editor.redo(), [editor]);
  useHistoryShortcuts(undo, redo);

  const shownExpanded = useMemo(
    () => expanded.filter((id) => slides.some((slide) => slide._id === id)),
    [expanded, slides],
  );
  const addImages = useCallback(
    (files: File[]) => {
      const checked = checkSlideFiles(files);
      setProblems(checked.problems);
      if (checked.accepted.length > 0) saver.addFiles(checked.accepted, current());
    },
    [saver, current],
  );
  const actions = useMemo<SlideActions>(
    () => ({
      rename: (id, name) => editor.update(id, { name }),
      retime: (id, start) => editor.update(id, { start }),
      activate: (id) => editor.activate(id),
      duplicate: (id) => {
        const copy = editor.duplicate(id);
        setExpanded((ids) => [...ids, copy._id]);
      },
      remove: (id) => editor.remove(id),
      replace: (id, file) =>
        saver.replace(id, file).catch((error: unknown) => {
          reportError.current?.(error);
          throw error;
        }),
    }),
    [editor, saver],
  );

  return (
    <Screen className={className}>
      <TopBar>
        {header}
        <Title>{video.title}</Title>
        <SaveStatus snapshot={saveSnapshot} onRetry={() => queue.flush()} />
      </TopBar>
      <Toolbar
        position={position}
        slideCount={slides.length}
        expandedCount={shownExpanded.length}
        uploading={slides.some((slide) => uploads.has(slide._id))}
        canUndo={editor.canUndo()}
        canRedo={editor.canRedo()}
        viewUrl={viewUrl}
        onAddImages={addImages}
        onPosition={(next) => editor.setPosition(next)}
        onExpandAll={() => setExpanded(slides.map((slide) => slide._id))}
        onCollapseAll={() => setExpanded([])}
        onReorder={() => editor.reorder()}
        onUndo={undo}
        onRedo={redo}
      />
      {problems.length > 0 && (
        <Notice role="alert">
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
          <Button size="sm" variant="ghost" onPress={() => setProblems([])}>
            Dismiss
          </Button>
        </Notice>
      )}
      <Main>
        <Preview
          video={video}
          duration={duration}
          position={position}
          slides={slides}
          activeSlideId={state.activeSlideId}
          playhead={playhead}
          imageOf={saver.imageOf}
          onActivate={actions.activate}
        />
        <Sidebar aria-labelledby={headingId}>
          <SidebarHeading id={headingId}>Slides ({slides.length})</SidebarHeading>
          <SlideList
            slides={slides}
            duration={duration}
            expanded={shownExpanded}
            onExpandedChange={setExpanded}
            imageOf={saver.imageOf}
            uploads={uploads}
            actions={actions}
            onAddImages={addImages}
          />
        </Sidebar>
      </Main>
    </Screen>
  );
}
