import type { Video, VideoUpdate } from '@reelbase/contract';

/** The fields of the Basic panel as the form holds them. */
export interface BasicValues {
  name: string;
  description: string;
  tags: string[];
}

/** The fields of the Project panel as the form holds them. */
export interface ProjectValues {
  projectNumber: string;
  agency: string;
  languages: string[];
  people: string[];
  internalNotes: string;
}

export const basicValues = (video: Video): BasicValues => ({
  name: video.title,
  description: video.description ?? '',
  tags: [...video.tags],
});

export const projectValues = (video: Video): ProjectValues => ({
  projectNumber: video.metadata.projectNumber ?? '',
  agency: video.metadata.agency ?? '',
  languages: [...video.metadata.languages],
  people: [...video.metadata.people],
  internalNotes: video.internalNotes ?? '',
});

/** Empty optional texts are sent as null (the API's "no value"). */
const textOrNull = (value: string) => (value.trim() === '' ? null : value);

/** The Basic panel's values as the API reads them. */
export const basicUpdate = (values: BasicValues): VideoUpdate => ({
  name: values.name,
  description: textOrNull(values.description),
  tags: values.tags,
});

/** The Project panel's values as the API reads them. */
export const projectUpdate = (values: ProjectValues): VideoUpdate => ({
  projectNumber: textOrNull(values.projectNumber),
  agency: textOrNull(values.agency),
  languages: values.languages as VideoUpdate['languages'],
  people: values.people,
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
