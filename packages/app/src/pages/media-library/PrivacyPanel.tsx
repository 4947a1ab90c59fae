import { INPUT_DEBOUNCE_MS, PRIVACY_OPTIONS, VISIBILITY_TYPES, type Video, type VideoUpdate } from '@reelbase/contract';
import { DatePicker, RadioGroup, Select, TextField, TimeInput, token } from '@reelbase/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useTouchedErrors } from '../../forms/useTouchedErrors.ts';
import { PRIVACY_LABELS, type Privacy } from './mediaLibrary.ts';
import { PanelForm, type VideoEditPanelProps } from './PanelForm.tsx';
import {
  localDateTime,
  privacyPasswordIssue,
  savedVisibility,
  type VisibilityType,
  type VisibilityUpdate,
  type VisibilityValues,
  visibilityIssues,
  visibilityUpdate,
  visibilityValues,
} from './videoEdit.ts';

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
  const { touch, touchAll, reset, errorFor } = useTouchedErrors(errors, serverErrors);
  // The dates show their messages once a date or time was changed (each decides the other):
  // choosing Scheduled does not open with "The date is required." before a date could be entered.
  const set = (change: Partial<VisibilityValues>, field: 'type' | 'dates') => {
    setVisibility((current) => ({ ...current, ...change }));
    if (field === 'type') touch('visibility.type');
    else touch('visibility.from', 'visibility.until');
  };
  const scheduled = visibility.type === 'scheduled';
  const [password, setPassword] = useState('');
  const [passwordTouched, setPasswordTouched] = useState(false);
  const passwordIssue = privacyPasswordIssue(privacy, password, video.has_privacy_password);
  const passwordError =
    (passwordTouched ? passwordIssue : null) ?? serverErrors?.privacy_password?.join('\n') ?? undefined;
  const save = async (update: VideoUpdate) => {
    await onSave(update);
    setPassword('');
    setPasswordTouched(false);
  };
  const saveTried = () => {
    touchAll();
    setPasswordTouched(true);
  };
  return (
    <PanelForm
      label="Privacy"
      saved={{ privacy: video.privacy, visibility: savedVisibility(video.visibility) }}
      edited={{
        privacy,
        visibility: edited,
        ...(privacy === 'password' && password !== '' ? { privacy_password: password } : {}),
      }}
      onSave={save}
      isValid={isValid && passwordIssue === null}
      isPending={isPending}
      isReadOnly={isReadOnly}
      onSaveTried={saveTried}
      onSaved={reset}
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
      {privacy === 'password' && !isReadOnly && (
        <TextField
          label={video.has_privacy_password ? 'New password' : 'Password'}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            setPasswordTouched(true);
          }}
          onBlur={() => setPasswordTouched(true)}
          description={
            video.has_privacy_password
              ? 'A password is set. Type a new one to change it.'
              : 'Viewers enter this password to watch the video.'
          }
          errorMessage={passwordError}
        />
      )}
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
            onChange={(type) => set({ type: type as VisibilityType }, 'type')}
            errorMessage={errorFor('visibility.type') ?? errorFor('visibility')}
          />
          {scheduled && (
            <Schedule>
              <DatePicker
                label="From"
                value={visibility.fromDate}
                onChange={(fromDate) => set({ fromDate }, 'dates')}
                errorMessage={errorFor('visibility.from')}
              />
              <TimeInput
                label="From time"
                value={visibility.fromTime}
                max={END_OF_DAY}
                onChange={(fromTime) => set({ fromTime }, 'dates')}
              />
              <DatePicker
                label="Until"
                value={visibility.untilDate}
                onChange={(untilDate) => set({ untilDate }, 'dates')}
                errorMessage={errorFor('visibility.until')}
              />
              <TimeInput
                label="Until time"
                value={visibility.untilTime}
                max={END_OF_DAY}
                onChange={(untilTime) => set({ untilTime }, 'dates')}
              />
            </Schedule>
          )}
        </>
      )}
    </PanelForm>
  );
}
