import { useRef } from 'react';
import { useId } from 'react-aria';
import { Button } from '../Button/index.ts';
import { Area, Hint, Status, Title } from './FileDrop.styles.ts';
import { type UseFileDropOptions, useFileDrop } from './useFileDrop.ts';

export interface FileDropProps extends UseFileDropOptions {
  /** Main text of the area. */
  title?: string;
  /** Text of the button that opens the file chooser. */
  chooseLabel?: string;
  /** Text under the title; by default the accepted types. Pass `''` to hide it. */
  hint?: string;
  /** Shows the last rejection or misplaced-drop text inside the area. */
  showMessages?: boolean;
}

const describeAccept = (accept: UseFileDropOptions['accept']) =>
  accept?.length ? `Accepted: ${accept.join(', ')}` : '';

/**
 * The upload area: drop files or whole folders, or use "Or choose files". Files are checked
 * against `accept` (MIME patterns and extensions) and size bounds and reported as accepted or
 * rejected with the page's message; drops outside the area are reported too.
 */
export function FileDrop({
  title = 'Drag and drop your files or folders here',
  chooseLabel = 'Or choose files',
  hint,
  showMessages = true,
  ...options
}: FileDropProps) {
  const areaRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const { isDropTarget, lastMessage, dropProps, inputProps } = useFileDrop(options, areaRef);
  const hintText = hint ?? describeAccept(options.accept);
  return (
    <Area
      ref={areaRef}
      role="group"
      aria-labelledby={titleId}
      data-drop-target={isDropTarget || undefined}
      data-disabled={options.isDisabled || undefined}
      {...dropProps}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M12 16V4m0 0L7 9m5-5l5 5M4 16v3a1 1 0 001 1h14a1 1 0 001-1v-3"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <Title id={titleId}>{title}</Title>
      {hintText && <Hint>{hintText}</Hint>}
      <input {...inputProps} ref={inputRef} hidden tabIndex={-1} aria-label={chooseLabel} data-testid="file-input" />
      <Button variant="secondary" isDisabled={options.isDisabled} onPress={() => inputRef.current?.click()}>
        {chooseLabel}
      </Button>
      {showMessages && <Status role="status">{lastMessage}</Status>}
    </Area>
  );
}
