import { Button, RadioGroup, Select, TextArea, TimeInput } from '@reelbase/ui';
import type { UploadedImage } from '../adapter.ts';
import { MAX_AREA_TEXT } from '../core/defaults.ts';
import { type AreaType, type InteractiveElement, START_ACTIONS, type StartAction } from '../core/document.ts';
import type { InteractiveEditor } from '../core/editor.ts';
import { isEndLocked } from '../core/element-rules.ts';
import { ActionFields } from './ActionFields.tsx';
import { Buttons, Form, Group, Pair, ReadOnly } from './ElementForm.styles.ts';
import { DraftTextField } from './fields.tsx';
import { areaTextMessage, nameMessage } from './form-rules.ts';
import { AreaIcon } from './icons.tsx';
import { AREA_LABELS, CHANGEABLE_AREAS, START_ACTION_LABELS } from './labels.ts';
import { StyleFields } from './StyleFields.tsx';
import { useDraft } from './useDraft.ts';

export interface ElementFormProps {
  editor: InteractiveEditor;
  element: InteractiveElement;
  /** The video's length in seconds: start, end and skip times stay within it. */
  duration: number;
  chooseImage: () => Promise<UploadedImage | null>;
  onDuplicate: () => void;
  onDelete: () => void;
}

function AreaTextField({ editor, element }: { editor: InteractiveEditor; element: InteractiveElement }) {
  const draft = useDraft(element.area.text, areaTextMessage, (text) => editor.update(element._id, { area: { text } }));
  return (
    <TextArea
      label="Text"
      counter={MAX_AREA_TEXT}
      rows={3}
      value={draft.text}
      onChange={draft.change}
      errorMessage={draft.error}
    />
  );
}

/**
 * The settings of one element: name, start and end (within the video; a pause at the start locks
 * the end to the start), start action, area, action and the look of both states, with Duplicate
 * and Delete. Every change is one editor update; the editor's validation messages show on their
 * fields, and typed values that are not valid stay in their field without being stored.
 */
export function ElementForm({ editor, element, duration, chooseImage, onDuplicate, onDelete }: ElementFormProps) {
  const id = element._id;
  const area = element.area.type;
  const errors = new Map(editor.validate(id).map((error) => [error.field, error.message]));
  const endLocked = isEndLocked(element);
  return (
    <Form aria-label={`Settings of ${element.name || 'the element'}`} onSubmit={(event) => event.preventDefault()}>
      <DraftTextField
        label="Name"
        value={element.name}
        check={nameMessage}
        commit={(name) => editor.update(id, { name })}
      />
      <Group>
        <legend>Timing</legend>
        <Pair>
          <TimeInput
            label="Start"
            value={element.start}
            max={duration}
            onChange={(start) => editor.update(id, { start })}
            errorMessage={errors.get('start')}
          />
          <TimeInput
            label="End"
            value={element.end}
            max={duration}
            onChange={(end) => editor.update(id, { end })}
            errorMessage={errors.get('end')}
            isDisabled={endLocked}
            description={endLocked ? 'The video pauses at the start: the end is the start.' : undefined}
          />
        </Pair>
        <RadioGroup
          label="Start action"
          orientation="horizontal"
          options={START_ACTIONS.map((value) => ({ value, label: START_ACTION_LABELS[value] }))}
          value={element.startAction}
          onChange={(value) => editor.update(id, { startAction: value as StartAction })}
        />
      </Group>
      <Group>
        <legend>Area</legend>
        {CHANGEABLE_AREAS.includes(area) ? (
          <Select
            label="Area type"
            options={CHANGEABLE_AREAS.map((type) => ({ id: type, label: AREA_LABELS[type] }))}
            selectedKey={area}
            onSelectionChange={(key) => {
              if (key && key !== area) editor.update(id, { area: { type: key as AreaType } });
            }}
          />
        ) : (
          <ReadOnly>
            <span>Area type</span>
            <AreaIcon type={area} />
            <strong>{AREA_LABELS[area]}</strong>
          </ReadOnly>
        )}
        {area === 'text' && <AreaTextField editor={editor} element={element} />}
      </Group>
      <ActionFields editor={editor} element={element} duration={duration} errors={errors} />
      {area !== 'playeraction' && (
        <StyleFields editor={editor} element={element} errors={errors} chooseImage={chooseImage} />
      )}
      <Buttons>
        <Button variant="secondary" onPress={onDuplicate}>
          Duplicate
        </Button>
        <Button variant="danger" onPress={onDelete}>
          Delete
        </Button>
      </Buttons>
    </Form>
  );
}
