import { type Video, type VideoUpdate, videoUpdateSchema } from '@reelbase/contract';
import { Button, token } from '@reelbase/ui';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import styled from 'styled-components';
import { useDebouncedErrors } from '../../forms/useDebouncedErrors.ts';
import { useDirtyGuard } from '../../forms/useDirtyGuard.tsx';
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
  /** A save was tried while the form is invalid (Enter in a field): every message shows. */
  onSaveTried?: () => void;
  /** The changes were saved: messages wait for the next change again. */
  onSaved?: () => void;
  children: ReactNode;
}

/**
 * One panel's form: Save changes sends only what changed, disabled while invalid or unchanged.
 * Unsaved changes count toward the panel's guard (closing, Back and reload ask first).
 */
export function PanelForm({
  label,
  saved,
  edited,
  onSave,
  isValid,
  isPending,
  isReadOnly,
  onSaveTried,
  onSaved,
  children,
}: PanelFormProps) {
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const changes = changedFields(saved, edited);
  const unchanged = Object.keys(changes).length === 0;
  const guard = useDirtyGuard(!isReadOnly && !unchanged);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isReadOnly || saving || unchanged) return;
    if (!isValid) onSaveTried?.();
    if (!isValid || isPending) return;
    setSaving(true);
    try {
      await onSave(changes);
      onSaved?.();
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
      {guard.prompt}
      {!isReadOnly && (
        <Actions>
          <Button
            type="submit"
            size="sm"
            // With invalid changes it only looks disabled: a press (or Enter in a field) is a tried
            // save, which shows every message, and saves nothing.
            isDisabled={unchanged || (isValid && isPending)}
            aria-disabled={!unchanged && !isValid ? true : undefined}
            isLoading={saving}
          >
            Save changes
          </Button>
        </Actions>
      )}
    </Form>
  );
}

/**
 * The values of a panel's form, reset when the saved video changes (other refreshes keep the
 * edits), validated with the contract's schema after the 400 ms pause. `revision` counts the
 * resets: fields that keep messages of their own (the tag editors) are keyed by it, so a saved
 * form shows no message left from before.
 */
export function usePanelValues<V extends object>(
  saved: V,
  toUpdate: (values: V) => VideoUpdate,
  serverErrors: Record<string, string[]> | undefined,
) {
  const savedKey = JSON.stringify(saved);
  const [values, setValues] = useState<V>(() => JSON.parse(savedKey));
  const [shown, setShown] = useState({ savedKey, revision: 0 });
  if (shown.savedKey !== savedKey) {
    setShown({ savedKey, revision: shown.revision + 1 });
    setValues(JSON.parse(savedKey));
  }
  const { revision } = shown;
  const edited = toUpdate(values);
  const { errors, isValid, isPending } = useDebouncedErrors(videoUpdateSchema, edited);
  const { touch, touchAll, reset, errorFor } = useTouchedErrors(errors, serverErrors);
  /** Changes one field; `apiField` names the field in the update (its messages' key). */
  const set = <K extends keyof V>(field: K, value: V[K], apiField = String(field)) => {
    setValues((current) => ({ ...current, [field]: value }));
    touch(apiField);
  };
  /** What the panel's form needs: the saved and edited updates and the validation state. */
  const form = { saved: toUpdate(saved), edited, isValid, isPending, onSaveTried: touchAll, onSaved: reset };
  return { values, form, errorFor, set, revision };
}
