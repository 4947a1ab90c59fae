import { PRIVACY_OPTIONS, VISIBILITY_TYPES, type VideoUpdate } from '@reelbase/contract';
import { DatePicker, RadioGroup, Select, TextField, TimeInput, token } from '@reelbase/ui';
import styled from 'styled-components';
import { useForm } from '../../forms/useForm.ts';
import { PRIVACY_LABELS, type Privacy } from './mediaLibrary.ts';
import { changesSaved, PanelForm, type VideoEditPanelProps } from './PanelForm.tsx';
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

interface PrivacyValues {
  privacy: Privacy;
  visibility: VisibilityValues;
  /** A new privacy password; empty keeps the stored one. */
  password: string;
}

/** Privacy: one of the privacy options (the Status column) and the visibility, scheduled with from and until. */
export function PrivacyPanel({ video, onSave, serverErrors, isReadOnly }: VideoEditPanelProps) {
  const saved = { privacy: video.privacy, visibility: savedVisibility(video.visibility) };
  const toUpdate = ({ privacy, visibility, password }: PrivacyValues): VideoUpdate => ({
    privacy,
    visibility: visibilityUpdate(visibility),
    ...(privacy === 'password' && password !== '' ? { privacy_password: password } : {}),
  });
  const form = useForm({
    // A saved change starts the form again; other refreshes keep the edits.
    initial: { privacy: video.privacy, visibility: visibilityValues(video.visibility), password: '' },
    toInput: toUpdate,
    // The server's rules; dates are entered and "must be after" is shown in the browser's time zone.
    validate: (update) => {
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const now = Math.floor(Date.now() / 1000);
      const visibility = update.visibility as VisibilityUpdate;
      const password = privacyPasswordIssue(
        update.privacy as Privacy,
        update.privacy_password ?? '',
        video.has_privacy_password,
      );
      return {
        ...visibilityIssues(visibility, now, video.visibility, timeZone),
        ...(password ? { privacy_password: [password] } : {}),
      };
    },
    serverErrors,
    isChanged: (values) => changesSaved(saved, toUpdate(values)),
    savesChangesOnly: true,
    // A chosen option saves at once; the dates' messages still wait for the pause.
    awaitsPause: false,
    isReadOnly,
  });
  const { privacy, visibility } = form.values;
  // The dates show their messages once a date or time was changed (each decides the other):
  // choosing Scheduled does not open with "The date is required." before a date could be entered.
  const setVisibility = (change: Partial<VisibilityValues>, field: 'type' | 'dates') =>
    form.update(
      (current) => ({ ...current, visibility: { ...current.visibility, ...change } }),
      ...(field === 'type' ? ['visibility.type'] : ['visibility.from', 'visibility.until']),
    );
  const scheduled = visibility.type === 'scheduled';
  const save = async (update: VideoUpdate) => {
    await onSave(update);
    form.update({ password: '' });
  };
  return (
    <PanelForm label="Privacy" state={form} saved={saved} onSave={save} isReadOnly={isReadOnly}>
      <Select
        label="Privacy"
        options={PRIVACY_OPTIONS.map((option) => ({ id: option, label: PRIVACY_LABELS[option] }))}
        selectedKey={privacy}
        onSelectionChange={(key) => {
          if (key) form.set('privacy', key as Privacy);
        }}
        isDisabled={isReadOnly}
        errorMessage={form.errorFor('privacy')}
      />
      {privacy === 'password' && !isReadOnly && (
        <TextField
          label={video.has_privacy_password ? 'New password' : 'Password'}
          type="password"
          autoComplete="new-password"
          value={form.values.password}
          onChange={(password) => form.update({ password }, 'privacy_password')}
          onBlur={() => form.touch('privacy_password')}
          description={
            video.has_privacy_password
              ? 'A password is set. Type a new one to change it.'
              : 'Viewers enter this password to watch the video.'
          }
          errorMessage={form.errorFor('privacy_password')}
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
            onChange={(type) => setVisibility({ type: type as VisibilityType }, 'type')}
            errorMessage={form.errorFor('visibility.type') ?? form.errorFor('visibility')}
          />
          {scheduled && (
            <Schedule>
              <DatePicker
                label="From"
                value={visibility.fromDate}
                onChange={(fromDate) => setVisibility({ fromDate }, 'dates')}
                errorMessage={form.errorFor('visibility.from')}
              />
              <TimeInput
                label="From time"
                value={visibility.fromTime}
                max={END_OF_DAY}
                onChange={(fromTime) => setVisibility({ fromTime }, 'dates')}
              />
              <DatePicker
                label="Until"
                value={visibility.untilDate}
                onChange={(untilDate) => setVisibility({ untilDate }, 'dates')}
                errorMessage={form.errorFor('visibility.until')}
              />
              <TimeInput
                label="Until time"
                value={visibility.untilTime}
                max={END_OF_DAY}
                onChange={(untilTime) => setVisibility({ untilTime }, 'dates')}
              />
            </Schedule>
          )}
        </>
      )}
    </PanelForm>
  );
}
