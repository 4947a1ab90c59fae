import { type ReactNode, type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { EditorVideo, InteractiveDataAdapter, UploadedImage } from '../adapter.ts';
import type { ElementKind, PixelSize } from '../core/builders.ts';
import type { InteractiveElement } from '../core/document.ts';
import type { InteractiveEditor } from '../core/editor.ts';
import type { EditorPlayerHandle as VideoPlayerHandle } from '../react/player-handle.ts';
import { useEditorState } from '../react/useEditorState.ts';
import { pasteElements } from './clipboard.ts';
import { EditorPlayer, videoRatio } from './EditorPlayer.tsx';
import { EditorToolbar } from './EditorToolbar.tsx';
import { ElementList } from './ElementList.tsx';
import { Body, MainColumn, Panel, SideColumn } from './InteractiveEditor.styles.ts';
import { IMAGE_ACCEPT, imageSize, isAcceptedImage } from './images.ts';
import { IMAGE_TYPE_MESSAGE, UPLOAD_FAILED_MESSAGE } from './labels.ts';
import { SelectionPanel } from './SelectionPanel.tsx';
import type { EditorCommand } from './shortcuts.ts';
import { useEditorShortcuts } from './useEditorShortcuts.ts';
import { useElementSaving } from './useElementSaving.ts';
import { useEvent } from './useEvent.ts';
import { useFileChooser } from './useFileChooser.tsx';

export interface EditorScreenProps {
  root: RefObject<HTMLElement | null>;
  editor: InteractiveEditor;
  video: EditorVideo;
  videoId: string;
  adapter: InteractiveDataAdapter;
  viewUrl: string;
  header?: ReactNode;
  onError?: (error: unknown) => void;
}

/** An uploaded picture and its pixel size (when the browser could read it). */
type Picked = UploadedImage & { size?: PixelSize };

const hasTextSelection = () => (globalThis.getSelection?.()?.toString() ?? '') !== '';

/** The loaded editor: toolbar, player with the stage and the scrub bar, the element list and the element's settings. */
export function EditorScreen({ root, editor, video, videoId, adapter, viewUrl, header, onError }: EditorScreenProps) {
  const state = useEditorState(editor);
  const saving = useElementSaving(editor, adapter, videoId, onError);
  const playerRef = useRef<VideoPlayerHandle>(null);
  const [time, setTime] = useState(0);
  const [zoom, setZoom] = useState(1);
  const [alert, setAlert] = useState<string | null>(null);
  const clipboard = useRef<readonly InteractiveElement[]>([]);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const headingIds = { list: useId(), settings: useId() };
  const files = useFileChooser(IMAGE_ACCEPT, 'Image file');

  const seek = useCallback((seconds: number, pause: boolean) => {
    const player = playerRef.current;
    if (player) {
      player.seek(seconds);
      if (pause) player.pause();
    }
    setTime(seconds);
  }, []);
  useEffect(() => editor.on('seekTo', (intent) => seek(intent.time, intent.pause)), [editor, seek]);
  const playhead = () => playerRef.current?.getCurrentTime() ?? time;

  const chooseImage = useEvent(async (): Promise<Picked | null> => {
    const file = await files.choose();
    if (!file) return null;
    if (!isAcceptedImage(file)) {
      setAlert(IMAGE_TYPE_MESSAGE);
      return null;
    }
    setAlert(null);
    try {
      const [size, image] = await Promise.all([imageSize(file), adapter.uploadImage(videoId, file)]);
      return { ...image, size };
    } catch (error) {
      setAlert(UPLOAD_FAILED_MESSAGE);
      onError?.(error);
      return null;
    }
  });

  const add = useEvent(async (kind: ElementKind) => {
    if (kind !== 'image') {
      editor.add(kind, playhead());
      return;
    }
    const at = playhead();
    const picked = await chooseImage();
    if (!picked) return;
    const background = { path: picked.path, url: picked.url };
    editor.run((edit) => {
      const added = edit.add('image', at, { image: picked.size, playerAspectRatio: 1 / videoRatio(video) });
      edit.update(added._id, { style: { default: { background }, hover: { background } } });
    }, 'add image');
  });

  const duplicateSelection = useEvent(() => {
    const { selection } = editor.getState();
    if (selection.length === 0) return false;
    editor.run((edit) => edit.select(selection.map((id) => edit.duplicate(id)._id)), 'duplicate');
    return true;
  });
  const deleteSelection = useEvent(() => {
    const { selection } = editor.getState();
    if (selection.length === 0) return false;
    editor.run((edit) => {
      for (const id of selection) edit.remove(id);
    }, 'delete');
    listHeading.current?.focus();
    return true;
  });
  const undo = useEvent(() => editor.undo());
  const redo = useEvent(() => editor.redo());

  useEditorShortcuts(root, (command: EditorCommand) => {
    const { selection } = editor.getState();
    switch (command) {
      case 'undo':
        editor.undo();
        return true;
      case 'redo':
        editor.redo();
        return true;
      case 'copy': {
        if (selection.length === 0 || hasTextSelection()) return false;
        clipboard.current = selection
          .map((id) => editor.getElement(id))
          .filter((element): element is InteractiveElement => element !== undefined);
        return true;
      }
      case 'paste':
        if (clipboard.current.length === 0) return false;
        pasteElements(editor, clipboard.current, playhead());
        return true;
      case 'duplicate':
        return duplicateSelection();
      case 'delete':
        return deleteSelection();
    }
  });

  const { elements, duration } = state.document;
  return (
    <>
      <EditorToolbar
        title={video.title}
        header={header}
        viewUrl={viewUrl}
        canUndo={editor.canUndo()}
        canRedo={editor.canRedo()}
        saving={saving.indicator}
        onAdd={add}
        onUndo={undo}
        onRedo={redo}
        alert={alert}
      />
      {files.input}
      <Body>
        <MainColumn>
          <EditorPlayer
            editor={editor}
            video={video}
            playerRef={playerRef}
            currentTime={time}
            onTimeUpdate={setTime}
            onSeek={(seconds) => seek(seconds, true)}
            zoom={zoom}
            onZoom={setZoom}
          />
        </MainColumn>
        <SideColumn>
          <Panel aria-labelledby={headingIds.list}>
            <h2 id={headingIds.list} ref={listHeading} tabIndex={-1}>
              Elements ({elements.length})
            </h2>
            <ElementList editor={editor} elements={elements} selection={state.selection} held={saving.held} />
          </Panel>
          <Panel aria-labelledby={headingIds.settings}>
            <h2 id={headingIds.settings}>Element settings</h2>
            <SelectionPanel
              editor={editor}
              state={state}
              duration={duration}
              chooseImage={chooseImage}
              onDuplicate={duplicateSelection}
              onDelete={deleteSelection}
            />
          </Panel>
        </SideColumn>
      </Body>
    </>
  );
}
