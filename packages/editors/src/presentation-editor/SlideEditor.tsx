import { Button, TextField, TimeInput, token } from '@reelbase/ui';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import type { Slide } from '../core/document.ts';
import { HiddenInput } from './PresentationEditor.styles.ts';
import { SLIDE_IMAGE_ACCEPT, slideFileProblem } from './slide-files.ts';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-3')};
  min-width: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-2')};
`;

const StartBox = styled.div`
  min-width: 0;
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${token('color-danger')};
  font-size: ${token('font-size-sm')};
`;

const SLIDE_TEXTS = {
  replaceFailed: 'The image could not be replaced. Please try again.',
} as const;

export interface SlideActions {
  rename(id: string, name: string): void;
  retime(id: string, start: number): void;
  activate(id: string): void;
  duplicate(id: string): void;
  remove(id: string): void;
  replace(id: string, file: File): Promise<unknown>;
}

export interface SlideEditorProps {
  slide: Slide;
  /** Seconds: the latest start. */
  duration: number;
  /** The image is still being uploaded: it cannot be replaced or copied yet. */
  uploading: boolean;
  actions: SlideActions;
}

/**
 * The start of a slide, as hours, minutes, seconds and tenths within the video. The slide moves
 * (and the list re-sorts) when the field is left or Enter is pressed, not at every digit.
 */
function StartField({
  slide,
  duration,
  onCommit,
}: {
  slide: Slide;
  duration: number;
  onCommit: (start: number) => void;
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  const draft = useRef<number | null>(null);
  const commit = () => {
    const value = draft.current;
    draft.current = null;
    // A value out of range is shown as such and not applied.
    if (boxRef.current?.querySelector('[aria-invalid="true"]')) return;
    if (value !== null && value !== slide.start) onCommit(value);
  };
  return (
    <StartBox
      ref={boxRef}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) commit();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        commit();
      }}
    >
      <TimeInput
        label="Start"
        value={slide.start}
        max={duration}
        onChange={(seconds) => {
          draft.current = seconds;
        }}
      />
    </StartBox>
  );
}

/** A slide's fields and actions: rename, retime, activate, replace its image, duplicate, delete. */
export function SlideEditor({ slide, duration, uploading, actions }: SlideEditorProps) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [replacing, setReplacing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = slide._id;

  const replace = async (file: File) => {
    const problem = slideFileProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setReplacing(true);
    try {
      await actions.replace(id, file);
    } catch {
      setError(SLIDE_TEXTS.replaceFailed);
    } finally {
      setReplacing(false);
    }
  };

  return (
    <Panel>
      <TextField label="Name" value={slide.name} onChange={(name) => actions.rename(id, name)} />
      <StartField slide={slide} duration={duration} onCommit={(start) => actions.retime(id, start)} />
      <Actions>
        <Button size="sm" variant="secondary" onPress={() => actions.activate(id)}>
          Activate
        </Button>
        <Button
          size="sm"
          variant="secondary"
          isDisabled={uploading}
          isLoading={replacing}
          loadingLabel="Replacing the image"
          onPress={() => fileRef.current?.click()}
        >
          Replace image
        </Button>
        <Button size="sm" variant="secondary" isDisabled={uploading} onPress={() => actions.duplicate(id)}>
          Duplicate
        </Button>
        <Button size="sm" variant="danger" onPress={() => actions.remove(id)}>
          Delete
        </Button>
      </Actions>
      <HiddenInput
        ref={fileRef}
        type="file"
        accept={SLIDE_IMAGE_ACCEPT}
        aria-label="New image of the slide"
        data-testid="replace-image-input"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void replace(file);
        }}
      />
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </Panel>
  );
}
