import {
  INPUT_DEBOUNCE_MS,
  PRIVACY_OPTIONS,
  VISIBILITY_TYPES,
  type Video,
  type VideoUpdate,
  videoUpdateSchema,
} from '@reelbase/contract';
import {
  Button,
  Checkbox,
  DatePicker,
  RadioGroup,
  Select,
  TagEditor,
  TextArea,
  TextField,
  TimeInput,
  token,
} from '@reelbase/ui';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useDebouncedErrors } from '../../forms/useDebouncedErrors.ts';
import { useTouchedErrors } from '../../forms/useTouchedErrors.ts';
import { PRIVACY_LABELS, type Privacy } from './mediaLibrary.ts';
import {
  type BasicValues,
  basicUpdate,
  basicValues,
  changedFields,
  localDateTime,
  type ProjectValues,
  projectUpdate,
  projectValues,
  savedVisibility,
  type VisibilityType,
  type VisibilityUpdate,
  type VisibilityValues,
  visibilityIssues,
  visibilityUpdate,
  visibilityValues,
} from './videoEdit.ts';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${token('space-3')};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const LANGUAGES = ['Dutch', 'English'] as const;

const Languages = styled.fieldset`
  display: flex;
  gap: ${token('space-4')};
  margin: 0;
  padding: 0;
  border: none;
  legend {
    padding: 0;
    margin-bottom: ${token('space-1')};
    font-size: ${token('font-size-sm')};
    font-weight: ${token('font-weight-medium')};
  }
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
function PanelForm({ label, saved, edited, onSave, isValid, isPending, isReadOnly, children }: PanelFormProps) {
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
function usePanelValues<V extends object>(
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

/**
 * Basic: title (2 to 200 safe characters), description, tags (the company's tags are offered),
 * languages, people and agency (100).
 */
export function BasicPanel({
  video,
  onSave,
  serverErrors,
  isReadOnly,
  tagSuggestions,
}: VideoEditPanelProps & { tagSuggestions?: readonly string[] }) {
  const { values, form, errorFor, set } = usePanelValues<BasicValues>(basicValues(video), basicUpdate, serverErrors);
  return (
    <PanelForm label="Basic" {...form} onSave={onSave} isReadOnly={isReadOnly}>
      <TextField
        label="Title"
        value={values.name}
        onChange={(value) => set('name', value, 'name')}
        isRequired
        isReadOnly={isReadOnly}
        errorMessage={errorFor('name')}
      />
      <TextArea
        label="Description"
        value={values.description}
        onChange={(value) => set('description', value, 'description')}
        counter={1000}
        isReadOnly={isReadOnly}
        errorMessage={errorFor('description')}
      />
      <TagEditor
        label="Tags"
        value={values.tags}
        suggestions={tagSuggestions}
        onChange={(tags) => set('tags', tags, 'tags')}
        isDisabled={isReadOnly}
        errorMessage={errorFor('tags')}
      />
      <TextField
        label="Agency"
        value={values.agency}
        onChange={(value) => set('agency', value)}
        isReadOnly={isReadOnly}
        errorMessage={errorFor('agency')}
      />
      <Languages>
        <legend>Languages</legend>
        {LANGUAGES.map((language) => (
          <Checkbox
            key={language}
            isSelected={values.languages.includes(language)}
            isDisabled={isReadOnly}
            onChange={(isSelected) =>
              set(
                'languages',
                LANGUAGES.filter((option) => (option === language ? isSelected : values.languages.includes(option))),
              )
            }
          >
            {language}
          </Checkbox>
        ))}
      </Languages>
      <TagEditor
        label="People"
        value={values.people}
        onChange={(people) => set('people', people)}
        isDisabled={isReadOnly}
        errorMessage={errorFor('people')}
      />
    </PanelForm>
  );
}

const VISIBILITY_LABELS: Record<VisibilityType, string> = {
  private: 'Private',
  public: 'Public',
  scheduled: 'Scheduled',
};

/** The last tenth of a day: the latest time of day the time inputs accept. */
const END_OF_DAY = 86399.9;

const Schedule = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${token('space-3')};
`;

const Values = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${token('space-1')} ${token('space-3')};
  margin: 0;
  font-size: ${token('font-size-sm')};
  dt {
    font-weight: ${token('font-weight-medium')};
  }
  dd {
    margin: 0;
  }
`;

const two = (n: number) => String(n).padStart(2, '0');

/** Unix seconds as a local YYYY-MM-DD HH:mm, or a dash for none. */
function formatLocalDateTime(seconds: number | null): string {
  const { date, time } = localDateTime(seconds);
  return date ? `${date} ${two(Math.floor(time / 3600))}:${two(Math.floor((time % 3600) / 60))}` : '–';
}

/**
 * The visibility's messages after the input pause, with the server's rules; dates are entered and
 * the "must be after" date is shown in the browser's time zone.
 */
function useVisibilityErrors(edited: VisibilityUpdate, stored: Video['visibility']) {
  const key = JSON.stringify(edited);
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const issues = visibilityIssues(edited, Math.floor(Date.now() / 1000), stored, timeZone);
  const issuesKey = JSON.stringify(issues);
  const [shown, setShown] = useState<{ key: string; errors: Record<string, string[]> }>({ key, errors: {} });
  useEffect(() => {
    const timer = setTimeout(() => setShown({ key, errors: JSON.parse(issuesKey) }), INPUT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key, issuesKey]);
  return { errors: shown.errors, isValid: issuesKey === '{}', isPending: shown.key !== key };
}

/** Privacy: one of the privacy options (the Status column) and the visibility, scheduled with from and until. */
export function PrivacyPanel({ video, onSave, serverErrors, isReadOnly }: VideoEditPanelProps) {
  const [privacy, setPrivacy] = useState<Privacy>(video.privacy);
  useEffect(() => setPrivacy(video.privacy), [video.privacy]);
  const savedKey = JSON.stringify(video.visibility);
  const [visibility, setVisibility] = useState<VisibilityValues>(() => visibilityValues(JSON.parse(savedKey)));
  // A saved change resets the visibility; other refreshes keep edits.
  useEffect(() => setVisibility(visibilityValues(JSON.parse(savedKey))), [savedKey]);
  const edited = visibilityUpdate(visibility);
  const { errors, isValid, isPending } = useVisibilityErrors(edited, video.visibility);
  const { touch, errorFor } = useTouchedErrors(errors, serverErrors);
  const set = (change: Partial<VisibilityValues>) => {
    setVisibility((current) => ({ ...current, ...change }));
    touch('visibility');
  };
  const scheduled = visibility.type === 'scheduled';
  return (
    <PanelForm
      label="Privacy"
      saved={{ privacy: video.privacy, visibility: savedVisibility(video.visibility) }}
      edited={{ privacy, visibility: edited }}
      onSave={onSave}
      isValid={isValid}
      isPending={isPending}
      isReadOnly={isReadOnly}
    >
      <Select
        label="Privacy"
        options={PRIVACY_OPTIONS.map((option) => ({ id: option, label: PRIVACY_LABELS[option] }))}
        selectedKey={privacy}
        onSelectionChange={(key) => {
          if (key) setPrivacy(key as Privacy);
        }}
        isDisabled={isReadOnly}
        errorMessage={serverErrors?.privacy?.join('\n')}
      />
      {isReadOnly ? (
        <Values>
          <dt>Visibility</dt>
          <dd>{VISIBILITY_LABELS[video.visibility.type]}</dd>
          {video.visibility.type === 'scheduled' && (
            <>
              <dt>From</dt>
              <dd>{formatLocalDateTime(video.visibility.from)}</dd>
              <dt>Until</dt>
              <dd>{formatLocalDateTime(video.visibility.until)}</dd>
            </>
          )}
        </Values>
      ) : (
        <>
          <RadioGroup
            label="Visibility"
            orientation="horizontal"
            options={VISIBILITY_TYPES.map((type) => ({ value: type, label: VISIBILITY_LABELS[type] }))}
            value={visibility.type}
            onChange={(type) => set({ type: type as VisibilityType })}
            errorMessage={errorFor('visibility.type') ?? errorFor('visibility')}
          />
          {scheduled && (
            <Schedule>
              <DatePicker
                label="From"
                value={visibility.fromDate}
                onChange={(fromDate) => set({ fromDate })}
                errorMessage={errorFor('visibility.from')}
              />
              <TimeInput
                label="From time"
                value={visibility.fromTime}
                max={END_OF_DAY}
                onChange={(fromTime) => set({ fromTime })}
              />
              <DatePicker
                label="Until"
                value={visibility.untilDate}
                onChange={(untilDate) => set({ untilDate })}
                errorMessage={errorFor('visibility.until')}
              />
              <TimeInput
                label="Until time"
                value={visibility.untilTime}
                max={END_OF_DAY}
                onChange={(untilTime) => set({ untilTime })}
              />
            </Schedule>
          )}
        </>
      )}
    </PanelForm>
  );
}

/** Project: project number (50) and internal notes (1000). */
export function ProjectPanel({ video, onSave, serverErrors, isReadOnly }: VideoEditPanelProps) {
  const { values, form, errorFor, set } = usePanelValues<ProjectValues>(
    projectValues(video),
    projectUpdate,
    serverErrors,
  );
  return (
    <PanelForm label="Project" {...form} onSave={onSave} isReadOnly={isReadOnly}>
      <TextField
        label="Project number"
        value={values.projectNumber}
        onChange={(value) => set('projectNumber', value)}
        isReadOnly={isReadOnly}
        errorMessage={errorFor('projectNumber')}
      />
      <TextArea
        label="Internal notes"
        value={values.internalNotes}
        onChange={(value) => set('internalNotes', value)}
        counter={1000}
        isReadOnly={isReadOnly}
        errorMessage={errorFor('internalNotes')}
      />
    </PanelForm>
  );
}
