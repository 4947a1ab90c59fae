import { ColorPicker, TextField } from '@reelbase/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { token } from '../react/theme.ts';
import { useDraft } from './useDraft.ts';

const FieldMessage = styled.p`
  margin: ${token('space-1', '0.25rem')} 0 0;
  color: ${token('color-danger', '#c0262d')};
  font-size: ${token('font-size-xs', '0.75rem')};
`;

export interface DraftTextFieldProps {
  label: string;
  /** The document's value. */
  value: string;
  /** The message of a typed text, or null when it may be stored. */
  check?: (text: string) => string | null;
  /** Stores a valid text. */
  commit: (text: string) => void;
  /** The value to store when the field is left (e.g. a number brought into its range), or null to keep the text. */
  onLeave?: (text: string) => string | null;
  /** A message of the document's value from the editor's validation (shown while the field shows that value). */
  errorMessage?: string | null;
  description?: ReactNode;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'url';
  type?: 'text' | 'url';
  isDisabled?: boolean;
}

const valid = () => null;

/** A kit text field over {@link useDraft}: invalid text stays in the field with its message and is not stored. */
export function DraftTextField({
  label,
  value,
  check = valid,
  commit,
  onLeave,
  errorMessage,
  description,
  inputMode,
  type,
  isDisabled,
}: DraftTextFieldProps) {
  const draft = useDraft(value, check, commit);
  const shown = draft.error ?? (draft.text === value ? errorMessage : null) ?? null;
  return (
    <TextField
      label={label}
      value={draft.text}
      onChange={draft.change}
      onBlur={() => {
        const left = onLeave?.(draft.text);
        if (left === null || left === undefined) return;
        commit(left);
        draft.reset(left);
      }}
      errorMessage={shown}
      description={description}
      inputMode={inputMode}
      type={type}
      isDisabled={isDisabled}
    />
  );
}

export interface ColorFieldProps {
  label: string;
  value: string;
  onChange: (hex: string) => void;
  /** The editor's message for the stored colour. */
  errorMessage?: string | null;
}

/** The kit's colour picker (it refuses a bad hex value with the spec's message) and the stored colour's message. */
export function ColorField({ label, value, onChange, errorMessage }: ColorFieldProps) {
  return (
    <div>
      <ColorPicker label={label} value={value} onChange={onChange} />
      {errorMessage && <FieldMessage>{errorMessage}</FieldMessage>}
    </div>
  );
}
