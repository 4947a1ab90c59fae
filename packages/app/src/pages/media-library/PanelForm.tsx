import { type Video, type VideoUpdate, videoUpdateSchema } from '@reelbase/contract';
import { Button, token } from '@reelbase/ui';
import { type ReactNode, useRef } from 'react';
import styled from 'styled-components';
import { type Form as FormState, useForm } from '../../forms/useForm.ts';
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

/** What the panel's form reads of the form state (`usePanelValues`, or the panel's own `useForm`). */
type PanelFormState = Pick<
  FormState<unknown, VideoUpdate>,
  'isValid' | 'isSaving' | 'isChanged' | 'submitButton' | 'submitWith' | 'prompt'
>;

interface PanelFormProps {
  label: string;
  state: PanelFormState;
  /** The saved video as an update: only the fields that differ from it are sent. */
  saved: VideoUpdate;
  onSave: (update: VideoUpdate) => Promise<void>;
  isReadOnly?: boolean;
  children: ReactNode;
}

/** Whether an edited update differs from the saved one in any field. */
export const changesSaved = (saved: VideoUpdate, edited: VideoUpdate) =>
  Object.keys(changedFields(saved, edited)).length > 0;

/**
 * One panel's form: Save changes sends only what changed, disabled while invalid or unchanged.
 * Unsaved changes count toward the panel's guard (closing, Back and reload ask first).
 */
export function PanelForm({ label, state, saved, onSave, isReadOnly, children }: PanelFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const unchanged = !state.isChanged;
  const submit = state.submitWith(async (edited) => {
    await onSave(changedFields(saved, edited));
    // The saved form's button turns disabled; keep the keyboard in the panel on its first field.
    formRef.current?.querySelector<HTMLElement>('input, textarea')?.focus();
  });
  return (
    <Form
      ref={formRef}
      onSubmit={(event) => {
        event.preventDefault();
        if (!isReadOnly) void submit();
      }}
      aria-label={label}
      noValidate
    >
      {children}
      {state.prompt}
      {!isReadOnly && (
        <Actions>
          <Button
            type="submit"
            size="sm"
            // With invalid changes it only looks disabled: a press (or Enter in a field) is a tried
            // save, which shows every message, and saves nothing.
            isDisabled={unchanged || (state.isValid && state.submitButton.isDisabled)}
            aria-disabled={!unchanged && !state.isValid ? true : undefined}
            isLoading={state.isSaving}
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
  const savedUpdate = toUpdate(saved);
  const form = useForm({
    initial: saved,
    toInput: toUpdate,
    schema: videoUpdateSchema,
    serverErrors,
    isChanged: (values) => changesSaved(savedUpdate, toUpdate(values)),
    savesChangesOnly: true,
  });
  /** Changes one field; `apiField` names the field in the update (its messages' key). */
  const set = <K extends keyof V>(field: K, value: V[K], apiField = String(field)) =>
    form.update((current) => ({ ...current, [field]: value }), apiField);
  return {
    values: form.values,
    form: { state: form, saved: savedUpdate },
    errorFor: form.errorFor,
    set,
    revision: form.revision,
  };
}
