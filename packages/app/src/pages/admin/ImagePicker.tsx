import { Button, ConfirmModal, FieldError, Inline, Stack, Text, token } from '@reelbase/ui';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { IMAGE_ACCEPT, imageTypeError, isAcceptedImage } from './images.ts';

const Label = styled.span`
  font-weight: 600;
`;
const Preview = styled.img`
  max-width: 16rem;
  max-height: 8rem;
  object-fit: contain;
  background: ${token('color-surface-sunken')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
`;

export interface ImagePickerProps {
  /** The image's name, e.g. "Logo" or "Viewing page background". */
  label: string;
  /** The current image's address, or null when there is none. */
  imageUrl: string | null;
  /** Whether the current image belongs to this entity and may be removed. */
  canRemove: boolean;
  /** The question asked before removing, e.g. "Remove logo?". */
  removeQuestion: string;
  onUpload: (file: File) => Promise<void>;
  onRemove: () => Promise<void>;
}

/**
 * An image of a landing page: select a jpg, jpeg or png file (preview), save or reset the
 * choice, replace the saved image, or remove it after confirmation.
 */
export function ImagePicker({ label, imageUrl, canRemove, removeQuestion, onUpload, onRemove }: ImagePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const name = label.toLowerCase();

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    if (!isAcceptedImage(chosen.name)) {
      setError(imageTypeError(name));
      return;
    }
    setError(null);
    setFile(chosen);
  };

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
      setFile(null);
    } catch {
      // The API client has shown the error; the choice stays for another try.
    } finally {
      setBusy(false);
    }
  };

  const shown = preview ?? imageUrl;
  return (
    <Stack $gap={2} $align="start" role="group" aria-labelledby={labelId}>
      <Label id={labelId}>{label}</Label>
      {shown ? (
        <Preview src={shown} alt={preview ? `${label} (not saved yet)` : label} />
      ) : (
        <Text tone="muted">No {name}</Text>
      )}
      <input ref={inputRef} type="file" accept={IMAGE_ACCEPT} onChange={choose} hidden aria-label={`${label} file`} />
      {error && <FieldError role="alert">{error}</FieldError>}
      <Inline $gap={2}>
        <Button variant="secondary" size="sm" onPress={() => inputRef.current?.click()} isDisabled={busy}>
          {imageUrl || file ? `Replace ${name}` : `Select ${name}`}
        </Button>
        {file && (
          <>
            <Button size="sm" isLoading={busy} onPress={() => run(() => onUpload(file))}>
              Save {name}
            </Button>
            <Button variant="ghost" size="sm" onPress={() => setFile(null)} isDisabled={busy}>
              Reset
            </Button>
          </>
        )}
        {!file && canRemove && (
          <Button variant="danger" size="sm" onPress={() => setAsking(true)} isDisabled={busy}>
            Remove {name}
          </Button>
        )}
      </Inline>
      <ConfirmModal
        isOpen={asking}
        title={`Remove ${name}`}
        message={removeQuestion}
        confirmLabel="Remove"
        isConfirming={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void run(onRemove);
        }}
      />
    </Stack>
  );
}
