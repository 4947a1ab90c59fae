import { Button, Select, Tabs } from '@reelbase/ui';
import type { UploadedImage } from '../adapter.ts';
import { MAX_BORDER_WIDTH, MIN_FONT_SIZE } from '../core/defaults.ts';
import { FONT_FAMILIES, type InteractiveElement } from '../core/document.ts';
import type { InteractiveEditor } from '../core/editor.ts';
import type { LookPatch } from '../core/patch.ts';
import { FONT_REFERENCE_WIDTH } from '../interactive/geometry.ts';
import { Buttons, Group, Hint, Preview } from './ElementForm.styles.ts';
import { ColorField, DraftTextField } from './fields.tsx';
import { borderWidthMessage, borderWidthOnLeave, fontSizeMessage, fontSizeOnLeave } from './form-rules.ts';

type State = 'default' | 'hover';

export interface StyleFieldsProps {
  editor: InteractiveEditor;
  element: InteractiveElement;
  errors: ReadonlyMap<string, string>;
  /** Asks for a jpg, jpeg or png file and uploads it; null when none was chosen or the upload failed. */
  chooseImage: () => Promise<UploadedImage | null>;
}

interface LookFieldsProps extends StyleFieldsProps {
  state: State;
}

function LookFields({ editor, element, errors, chooseImage, state }: LookFieldsProps) {
  const id = element._id;
  const look = element.style[state];
  const type = element.area.type;
  const set = (patch: LookPatch) => editor.update(id, { style: { [state]: patch } });
  const error = (field: string) => errors.get(`style.${state}.${field}`);
  const upload = async () => {
    const image = await chooseImage();
    if (!image || !editor.getElement(id)) return;
    const background = { path: image.path, url: image.url };
    // A new picture of the default look also shows on hover until the hover look has its own.
    const hoverToo = state === 'default' && !editor.getElement(id)?.style.hover.background.url;
    editor.update(id, {
      style: hoverToo ? { default: { background }, hover: { background } } : { [state]: { background } },
    });
  };
  return (
    <Group>
      <legend>{state === 'default' ? 'Default look' : 'Look under the pointer'}</legend>
      {type === 'image' ? (
        <div>
          {look.background.url ? (
            <Preview src={look.background.url} alt={`Picture of ${element.name}`} />
          ) : (
            <Hint>No picture yet.</Hint>
          )}
          <Buttons style={{ marginTop: '0.5rem' }}>
            <Button variant="secondary" size="sm" onPress={upload}>
              {look.background.url ? 'Replace image' : 'Upload image'}
            </Button>
            {look.background.url && (
              <Button variant="ghost" size="sm" onPress={() => set({ background: { path: '', url: '' } })}>
                Remove image
              </Button>
            )}
          </Buttons>
        </div>
      ) : (
        <ColorField
          label="Background colour"
          value={look.background.color}
          onChange={(color) => set({ background: { color } })}
          errorMessage={error('background.color')}
        />
      )}
      <DraftTextField
        label="Border width"
        inputMode="numeric"
        value={String(look.border.width)}
        check={borderWidthMessage}
        commit={(text) => set({ border: { width: Number(text) } })}
        onLeave={(text) => String(borderWidthOnLeave(text))}
        description={`0 to ${MAX_BORDER_WIDTH} px`}
      />
      <ColorField
        label="Border colour"
        value={look.border.color}
        onChange={(color) => set({ border: { color } })}
        errorMessage={error('border.color')}
      />
      {(type === 'text' || type === 'input') && (
        <>
          <Select
            label="Font family"
            options={FONT_FAMILIES.map((font) => ({ id: font.value, label: font.label }))}
            selectedKey={look.font.family}
            onSelectionChange={(family) => {
              if (family) set({ font: { family } });
            }}
          />
          <DraftTextField
            label="Font size"
            inputMode="numeric"
            value={String(look.font.size)}
            check={fontSizeMessage}
            commit={(text) => set({ font: { size: Number(text) } })}
            onLeave={(text) => String(fontSizeOnLeave(text))}
            description={`Pixels on a ${FONT_REFERENCE_WIDTH} px wide picture, scaled with the player; at least ${MIN_FONT_SIZE}`}
          />
          <ColorField
            label="Font colour"
            value={look.font.color}
            onChange={(color) => set({ font: { color } })}
            errorMessage={error('font.color')}
          />
        </>
      )}
    </Group>
  );
}

/** The element's look in its two states, on Default and Hover tabs. */
export function StyleFields(props: StyleFieldsProps) {
  return (
    <Tabs
      aria-label="Look of the element"
      items={[
        { id: 'default', title: 'Default', content: <LookFields {...props} state="default" /> },
        { id: 'hover', title: 'Hover', content: <LookFields {...props} state="hover" /> },
      ]}
    />
  );
}
