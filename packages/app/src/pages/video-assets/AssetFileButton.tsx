import { Button, FieldError } from '@reelbase/ui';
import { type ChangeEvent, useRef, useState } from 'react';
import { type AssetKind, acceptFor, fileRefusal } from './videoAssets.ts';

export interface AssetFileButtonProps {
  kind: AssetKind;
  /** The button's text, e.g. "Upload thumbnail". */
  label: string;
  /** The accessible name of the file input, e.g. "Thumbnail file". */
  inputLabel: string;
  /** Gets a file of an accepted type and size. */
  onFile: (file: File) => void;
  isDisabled?: boolean;
  isLoading?: boolean;
}

/**
 * Opens the file chooser for one kind of asset. A file of another type or over the limit is
 * refused with its message under the button; an accepted one goes to `onFile`.
 */
export function AssetFileButton({ kind, label, inputLabel, onFile, isDisabled, isLoading }: AssetFileButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    const message = fileRefusal(file, kind);
    setRefusal(message);
    if (!message) onFile(file);
  };
  return (
    <>
      <input ref={inputRef} type="file" accept={acceptFor(kind)} onChange={choose} hidden aria-label={inputLabel} />
      <div>
        <Button
          variant="secondary"
          size="sm"
          isDisabled={isDisabled}
          isLoading={isLoading}
          onPress={() => inputRef.current?.click()}
        >
          {label}
        </Button>
      </div>
      {refusal && <FieldError role="alert">{refusal}</FieldError>}
    </>
  );
}
