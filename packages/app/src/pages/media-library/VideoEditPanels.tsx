import { Checkbox, TagEditor, TextArea, TextField, token } from '@reelbase/ui';
import styled from 'styled-components';
import { PanelForm, usePanelValues, type VideoEditPanelProps } from './PanelForm.tsx';
import {
  type BasicValues,
  basicUpdate,
  basicValues,
  type ProjectValues,
  projectUpdate,
  projectValues,
} from './videoEdit.ts';

export type { VideoEditPanelProps } from './PanelForm.tsx';
export { PrivacyPanel } from './PrivacyPanel.tsx';

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
  const { values, form, errorFor, set, revision } = usePanelValues<BasicValues>(
    basicValues(video),
    basicUpdate,
    serverErrors,
  );
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
        // A saved form starts afresh: no refused tag's message stays.
        key={`tags-${revision}`}
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
        key={`people-${revision}`}
        label="People"
        value={values.people}
        onChange={(people) => set('people', people)}
        isDisabled={isReadOnly}
        errorMessage={errorFor('people')}
      />
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
