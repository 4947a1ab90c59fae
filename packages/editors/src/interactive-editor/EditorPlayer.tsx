import { usePlayer, VideoPlayer } from '@reelbase/player';
import { Select } from '@reelbase/ui';
import { type Ref, useRef } from 'react';
import styled from 'styled-components';
import type { EditorVideo } from '../adapter.ts';
import type { InteractiveEditor } from '../core/editor.ts';
import { OverlayStage } from '../interactive/OverlayStage.tsx';
import type { EditorPlayerHandle as VideoPlayerHandle } from '../react/player-handle.ts';
import { useEditorState } from '../react/useEditorState.ts';
import { ScrubBar } from '../scrub/ScrubBar.tsx';
import { formatScrubTime } from '../scrub/time.ts';
import { useElementWidth } from '../scrub/useElementWidth.ts';
import { BelowPlayer, StageBox, TimeText, Viewport, Zoomed } from './InteractiveEditor.styles.ts';
import { ZOOM_LEVELS, zoomLabel } from './labels.ts';

const STAGE_LABEL = 'Interactive elements on the video';
/**
 * The player in the editor: no title over the picture, no share, no autoplay, and no scrub bar of
 * its own (the editor's, with the elements' markers, is under it), so the control bar covers less
 * of the picture.
 */
const PLAYER_TEMPLATE = { show_title: false, social_share: false, autoplay: false, scrub_bar: false };

/** The stage over the picture, sized to it, at the player's time. */
function PlayerStage({ editor }: { editor: InteractiveEditor }) {
  const { frame, currentTime } = usePlayer();
  if (!(frame.width > 0) || !(frame.height > 0)) return null;
  return (
    <StageBox>
      <OverlayStage
        width={frame.width}
        height={frame.height}
        currentTime={currentTime}
        mode="edit"
        editor={editor}
        label={STAGE_LABEL}
      />
    </StageBox>
  );
}

const Blank = styled.div`
  position: relative;
  width: 100%;
  background: #1b1f27;
  p {
    position: absolute;
    left: 0.75rem;
    bottom: 0.5rem;
    margin: 0;
    color: #eef0f4;
    font-size: 0.875rem;
    pointer-events: none;
  }
`;

/** A video that cannot be played yet still gets its frame, so its elements can be placed. */
function BlankFrame({ editor, ratio, currentTime }: { editor: InteractiveEditor; ratio: number; currentTime: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref);
  const height = width / ratio;
  return (
    <Blank ref={ref} style={{ aspectRatio: String(ratio) }}>
      {width > 0 && (
        <OverlayStage
          width={width}
          height={height}
          currentTime={currentTime}
          mode="edit"
          editor={editor}
          label={STAGE_LABEL}
        />
      )}
      <p>This video cannot be played yet.</p>
    </Blank>
  );
}

export interface EditorPlayerProps {
  editor: InteractiveEditor;
  video: EditorVideo;
  playerRef: Ref<VideoPlayerHandle>;
  /** The playhead in seconds. */
  currentTime: number;
  onTimeUpdate: (seconds: number) => void;
  /** The scrub bar chose a time: seek there and pause. */
  onSeek: (seconds: number) => void;
  zoom: number;
  onZoom: (zoom: number) => void;
}

/** Width / height of the video (16:9 when not known). */
export function videoRatio(video: Pick<EditorVideo, 'width' | 'height'>): number {
  const { width, height } = video;
  return width && height && width > 0 && height > 0 ? width / height : 16 / 9;
}

/**
 * The video with the elements over its picture (zoomable, the box scrolls), the scrub bar with the
 * elements as markers, the playhead and the zoom.
 */
export function EditorPlayer({
  editor,
  video,
  playerRef,
  currentTime,
  onTimeUpdate,
  onSeek,
  zoom,
  onZoom,
}: EditorPlayerProps) {
  const state = useEditorState(editor);
  const { elements, duration } = state.document;
  const playable = video.sources.some((source) => Boolean(source.url));
  return (
    <>
      <Viewport
        data-testid="player-viewport"
        tabIndex={zoom > 1 ? 0 : undefined}
        role={zoom > 1 ? 'region' : undefined}
        aria-label={zoom > 1 ? `Video at ${zoomLabel(zoom)}` : undefined}
      >
        <Zoomed style={{ width: `${zoom * 100}%` }}>
          {playable ? (
            <VideoPlayer
              ref={playerRef}
              title={video.title}
              sources={video.sources}
              poster={video.poster}
              width={video.width}
              height={video.height}
              template={PLAYER_TEMPLATE}
              chapterList={false}
              onTimeUpdate={onTimeUpdate}
              overlay={<PlayerStage editor={editor} />}
            />
          ) : (
            <BlankFrame editor={editor} ratio={videoRatio(video)} currentTime={currentTime} />
          )}
        </Zoomed>
      </Viewport>
      <ScrubBar
        duration={duration}
        currentTime={currentTime}
        elements={elements}
        selectedIds={state.selection}
        onSeek={onSeek}
        onSelectElement={(id) => editor.select(id)}
        label="Video position"
      />
      <BelowPlayer>
        <TimeText aria-live="off">
          {formatScrubTime(currentTime)} / {formatScrubTime(duration)}
        </TimeText>
        <Select
          label="Zoom"
          options={ZOOM_LEVELS.map((level) => ({ id: String(level), label: zoomLabel(level) }))}
          selectedKey={String(zoom)}
          onSelectionChange={(key) => {
            if (key) onZoom(Number(key));
          }}
        />
      </BelowPlayer>
    </>
  );
}
