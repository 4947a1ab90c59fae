import { type Video, type VideoUpdate, videoUpdateSchema } from '@reelbase/contract';
import { Button, token } from '@reelbase/ui';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useDebouncedErrors } from '../../forms/useDebouncedErrors.ts';
import { useTouchedErrors } from '../../forms/useTouchedErrors.ts';
import { changedFields } from './videoEdit.ts';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${token('space-3')};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export interface VideoEditPanelProps {
  video: Video;
  /** Saves the changed fields (PUT api/videos/{id}); a 422 rejects with field messages. */
  onSave: (update: VideoUpdate) => Promise<void>;
  /** Field messages of the server (422), shown on their fields. */
  serverErrors?: Record<string, string[]>;
  /** Without the permission to manage the video's library the fields are read-only. */
  isReadOnly?: boolean;
}

interface PanelFormProps {
  label: string;
  saved: VideoUpdate;
  edited: VideoUpdate;
  onSave: (update: VideoUpdate) => Promise<void>;
  isValid: boolean;
  isPending: boolean;
  isReadOnly?: boolean;
  children: ReactNode;
}

/** One panel's form: Save changes sends only what changed, disabled while invalid or unchanged. */
export function PanelForm({ label, saved, edited, onSave, isValid, isPending, isReadOnly, children }: PanelFormProps) {
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const changes = changedFields(saved, edited);
  const unchanged = Object.keys(changes).length === 0;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValid || isPending || unchanged || saving || isReadOnly) return;
    setSaving(true);
    try {
      await onSave(changes);
      // The saved form's button turns disabled; keep the keyboard in the panel on its first field.
      formRef.current?.querySelector<HTMLElement>('input, textarea')?.focus();
    } catch {
      // Field messages come back through serverErrors; other errors were toasted.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form ref={formRef} onSubmit={submit} aria-label={label} noValidate>
      {children}
      {!isReadOnly && (
        <Actions>
          <Button type="submit" size="sm" isDisabled={!isValid || isPending || unchanged} isLoading={saving}>
            Save changes
          </Button>
        </Actions>
      )}
    </Form>
  );
}

/**
 * The values of a panel's form, reset when the saved video changes (other refreshes keep the
 * edits), validated with the contract's schema after the 400 ms pause.
 */
export function usePanelValues<V extends object>(
  saved: V,
  toUpdate: (values: V) => VideoUpdate,
  serverErrors: Record<string, string[]> | undefined,
) {
  const savedKey = JSON.stringify(saved);
  const [values, setValues] = useState<V>(() => JSON.parse(savedKey));
  useEffect(() => setValues(JSON.parse(savedKey)), [savedKey]);
  const edited = toUpdate(values);
  const { errors, isValid, isPending } = useDebouncedErrors(videoUpdateSchema, edited);
  const { touch, errorFor } = useTouchedErrors(errors, serverErrors);
  /** Changes one field; `apiField` names the field in the update (its messages' key). */
  const set = <K extends keyof V>(field: K, value: V[K], apiField = String(field)) => {
    setValues((current) => ({ ...current, [field]: value }));
    touch(apiField);
  };
  /** What the panel's form needs: the saved and edited updates and the validation state. */
  const form = { saved: toUpdate(saved), edited, isValid, isPending };
  return { values, form, errorFor, set };
}
