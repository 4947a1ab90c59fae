import { RadioGroup, Select, Switch, TimeInput } from '@reelbase/ui';
import type { ActionType, ElementAction, InteractiveElement, LinkTarget } from '../core/document.ts';
import type { InteractiveEditor } from '../core/editor.ts';
import { allowedActionTypes } from '../core/element-rules.ts';
import { Group } from './ElementForm.styles.ts';
import { DraftTextField } from './fields.tsx';
import { linkMessage } from './form-rules.ts';
import { ACTION_LABELS, TARGET_LABELS } from './labels.ts';

const TARGETS: readonly LinkTarget[] = ['_blank', '_top'];

export interface ActionFieldsProps {
  editor: InteractiveEditor;
  element: InteractiveElement;
  duration: number;
  errors: ReadonlyMap<string, string>;
}

/** What a click on the element does: the action type (only those its area may use) and that type's fields. */
export function ActionFields({ editor, element, duration, errors }: ActionFieldsProps) {
  const { action } = element;
  const id = element._id;
  const set = (patch: Partial<ElementAction>) => editor.update(id, { action: patch });
  const type = action.type;
  const linked = type === 'openLink' || type === 'openDownload';
  return (
    <Group>
      <legend>Action</legend>
      <Select
        label="Action type"
        options={allowedActionTypes(element.area.type).map((option) => ({
          id: option,
          label: ACTION_LABELS[option],
        }))}
        selectedKey={type}
        onSelectionChange={(key) => {
          if (key && key !== type) set({ type: key as ActionType });
        }}
      />
      {linked && (
        <DraftTextField
          label="Link"
          type="url"
          inputMode="url"
          value={action.link}
          check={(text) => linkMessage(type, text)}
          commit={(text) => set({ link: text.trim() })}
          errorMessage={errors.get('action.link')}
          description="An address starting with http:// or https://"
        />
      )}
      {type === 'openVideo' && (
        <DraftTextField label="Video id" value={action.videoId} commit={(text) => set({ videoId: text.trim() })} />
      )}
      {(linked || type === 'openVideo') && (
        <RadioGroup
          label="Open in"
          orientation="horizontal"
          options={TARGETS.map((target) => ({ value: target, label: TARGET_LABELS[target] }))}
          value={action.target}
          onChange={(value) => set({ target: value as LinkTarget })}
        />
      )}
      {type === 'openVideo' && (
        <>
          <TimeInput
            label="Start at"
            value={action.startAt}
            max={null}
            onChange={(seconds) => set({ startAt: seconds })}
            errorMessage={errors.get('action.startAt')}
          />
          <Switch isSelected={action.autoPlay} onChange={(autoPlay) => set({ autoPlay })}>
            Autoplay
          </Switch>
          <Switch isSelected={action.mute} onChange={(mute) => set({ mute })}>
            Mute
          </Switch>
        </>
      )}
      {(type === 'skipTo' || type === 'skipToAndPause') && (
        <TimeInput
          label="Time index"
          value={action.timeIndex}
          max={duration}
          onChange={(seconds) => set({ timeIndex: seconds })}
          errorMessage={errors.get('action.timeIndex')}
        />
      )}
    </Group>
  );
}
