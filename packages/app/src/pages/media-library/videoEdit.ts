import {
  dateMustBeAfterMessage,
  PRIVACY_PASSWORD_MAX,
  PRIVACY_PASSWORD_MIN,
  VIDEO_TEXTS,
  type VISIBILITY_TYPES,
  type Video,
  type VideoUpdate,
  visibilityDateIssues,
} from '@reelbase/contract';
import type { Privacy } from './mediaLibrary.ts';

/** The fields of the Basic panel as the form holds them. */
export interface BasicValues {
  name: string;
  description: string;
  tags: string[];
  languages: string[];
  people: string[];
  agency: string;
}

/** The fields of the Project panel as the form holds them. */
export interface ProjectValues {
  projectNumber: string;
  internalNotes: string;
}

export const basicValues = (video: Video): BasicValues => ({
  name: video.title,
  description: video.description ?? '',
  tags: [...video.tags],
  languages: [...video.metadata.languages],
  people: [...video.metadata.people],
  agency: video.metadata.agency ?? '',
});

export const projectValues = (video: Video): ProjectValues => ({
  projectNumber: video.metadata.projectNumber ?? '',
  internalNotes: video.internalNotes ?? '',
});

/** Empty optional texts are sent as null (the API's "no value"). */
const textOrNull = (value: string) => (value.trim() === '' ? null : value);

/** The Basic panel's values as the API reads them. */
export const basicUpdate = (values: BasicValues): VideoUpdate => ({
  name: values.name,
  description: textOrNull(values.description),
  tags: values.tags,
  languages: values.languages as VideoUpdate['languages'],
  people: values.people,
  agency: textOrNull(values.agency),
});

/** The Project panel's values as the API reads them. */
export const projectUpdate = (values: ProjectValues): VideoUpdate => ({
  projectNumber: textOrNull(values.projectNumber),
  internalNotes: textOrNull(values.internalNotes),
});

/** Only the fields whose value differs from the saved one (a PUT changes just those). */
export function changedFields(saved: VideoUpdate, edited: VideoUpdate): VideoUpdate {
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(edited)) {
    if (JSON.stringify(value) !== JSON.stringify(saved[key as keyof VideoUpdate])) changed[key] = value;
  }
  return changed as VideoUpdate;
}

export type VisibilityType = (typeof VISIBILITY_TYPES)[number];

/** The visibility as the Privacy panel holds it: local dates (YYYY-MM-DD) and times of day (seconds). */
export interface VisibilityValues {
  type: VisibilityType;
  fromDate: string | null;
  fromTime: number;
  untilDate: string | null;
  untilTime: number;
}

/** The visibility as PUT api/videos/{id} reads it: private and public carry no dates. */
export type VisibilityUpdate = { type: VisibilityType; from?: number | null; until?: number | null };

const two = (n: number) => String(n).padStart(2, '0');

/** Unix seconds as a local date (YYYY-MM-DD) and the seconds since its midnight. */
export function localDateTime(seconds: number | null): { date: string | null; time: number } {
  if (seconds === null) return { date: null, time: 0 };
  const at = new Date(seconds * 1000);
  return {
    date: `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`,
    time: at.getHours() * 3600 + at.getMinutes() * 60 + at.getSeconds(),
  };
}

/** A local date (YYYY-MM-DD) and time of day (seconds) as whole unix seconds; null without a date. */
export function unixSeconds(date: string | null, time: number): number | null {
  if (!date) return null;
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const whole = Math.floor(time);
  const at = new Date(year, month - 1, day, Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60);
  return Math.floor(at.getTime() / 1000);
}

export const visibilityValues = (visibility: Video['visibility']): VisibilityValues => {
  const from = localDateTime(visibility.from);
  const until = localDateTime(visibility.until);
  return {
    type: visibility.type,
    fromDate: from.date,
    fromTime: from.time,
    untilDate: until.date,
    untilTime: until.time,
  };
};

/** The stored visibility in the shape the form sends, so an untouched one is not sent again. */
export const savedVisibility = (visibility: Video['visibility']): VisibilityUpdate =>
  visibility.type === 'scheduled'
    ? { type: 'scheduled', from: visibility.from, until: visibility.until }
    : { type: visibility.type };

export const visibilityUpdate = (values: VisibilityValues): VisibilityUpdate =>
  values.type === 'scheduled'
    ? {
        type: 'scheduled',
        from: unixSeconds(values.fromDate, values.fromTime),
        until: unixSeconds(values.untilDate, values.untilTime),
      }
    : { type: values.type };

/**
 * The server's rules for a scheduled visibility, keyed like its 422 (`visibility.from`): a date is
 * required, a new or changed date cannot be in the past, and until must be after from (shown in
 * `timeZone`, the zone the dates were entered in).
 */
export function visibilityIssues(
  visibility: VisibilityUpdate,
  nowSeconds: number,
  previous: { from: number | null; until: number | null },
  timeZone = 'UTC',
): Record<string, string[]> {
  if (visibility.type !== 'scheduled') return {};
  const from = visibility.from ?? null;
  const until = visibility.until ?? null;
  if (from === null && until === null) return { 'visibility.from': [VIDEO_TEXTS.dateRequired] };
  const issues = visibilityDateIssues({ type: visibility.type, from, until }, nowSeconds, previous);
  if (from !== null && until !== null && until <= from) {
    issues['visibility.until'] = [dateMustBeAfterMessage(from, timeZone)];
  }
  return issues;
}

/**
 * The message for the privacy password field, or null: a `password` video needs one (a stored one
 * counts), and a typed one must fit the length rule. Other privacy options ignore the field.
 */
export function privacyPasswordIssue(privacy: Privacy, password: string, hasStored: boolean): string | null {
  if (privacy !== 'password') return null;
  if (password === '') return hasStored ? null : VIDEO_TEXTS.privacyPasswordRequired;
  if (password.length < PRIVACY_PASSWORD_MIN) return VIDEO_TEXTS.privacyPasswordTooShort;
  if (password.length > PRIVACY_PASSWORD_MAX) return VIDEO_TEXTS.privacyPasswordTooLong;
  return null;
}
