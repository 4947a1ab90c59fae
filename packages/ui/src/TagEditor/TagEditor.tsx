import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { type AriaButtonProps, mergeProps, useButton, useFocusRing, useTag, useTagGroup } from 'react-aria';
import { Item, type ListState, type Node, useListState } from 'react-stately';
import { Button } from '../Button/Button.tsx';
import { Counter } from '../Field/Field.styles.ts';
import { Field } from '../Field/Field.tsx';
import { AddRow, BareInput, RemoveButton, TagBox, TagChip, TagList } from './TagEditor.styles.ts';
import { tagsLength } from './tagRules.ts';
import { useTagEditor } from './useTagEditor.ts';

export interface TagEditorProps {
  label: ReactNode;
  value?: string[];
  defaultValue?: string[];
  onChange?: (tags: string[]) => void;
  /** Maximum characters of all tags joined by commas (e.g. 5000); shows a counter. */
  counter?: number;
  description?: ReactNode;
  /** An error from outside; the editor's own messages take precedence while shown. */
  errorMessage?: string | null;
  placeholder?: string;
  addLabel?: string;
  /** Tags offered while typing (e.g. the company's tags); those already added are left out. */
  suggestions?: readonly string[];
  isDisabled?: boolean;
  className?: string;
}

interface TagValue {
  id: string;
}

/**
 * Edits a list of tags: type and press Enter (or Add); empty and duplicate tags are refused with
 * "Can't add an empty item" / "Can't add an item twice". Tags are a grid: arrows move, Delete removes.
 */
export function TagEditor({
  label,
  counter,
  description,
  errorMessage,
  placeholder = 'Add a tag',
  addLabel = 'Add',
  suggestions,
  isDisabled = false,
  className,
  ...options
}: TagEditorProps) {
  const editor = useTagEditor({ ...options, counter });
  const inputId = useId();
  const shown = editor.error ?? errorMessage ?? undefined;
  const items = editor.tags.map((tag) => ({ id: tag }));
  const listProps = {
    'aria-label': typeof label === 'string' ? label : 'Tags',
    items,
    children: (item: TagValue) => <Item key={item.id}>{item.id}</Item>,
    onRemove: isDisabled ? undefined : (keys: Set<string | number>) => editor.remove([...keys].map(String)),
  };
  const state = useListState<TagValue>(listProps);
  const gridRef = useRef<HTMLDivElement>(null);
  const { gridProps } = useTagGroup(listProps, state, gridRef);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      editor.add();
    }
  };
  const errorId = useId();
  const suggestionsId = useId();
  const added = new Set(editor.tags.map((tag) => tag.toLowerCase()));
  const offered = (suggestions ?? []).filter((tag) => !added.has(tag.toLowerCase()));
  return (
    <Field
      className={className}
      label={label}
      labelProps={{ htmlFor: inputId }}
      description={description}
      descriptionProps={{ id: `${errorId}-help` }}
      errorMessage={shown}
      errorMessageProps={{ id: errorId, role: 'alert' }}
      footerEnd={
        counter !== undefined && (
          <Counter $over={tagsLength(editor.tags) > counter}>{`${tagsLength(editor.tags)} / ${counter}`}</Counter>
        )
      }
    >
      <TagBox $invalid={Boolean(shown)} data-disabled={isDisabled || undefined}>
        {items.length > 0 && (
          <TagList {...gridProps} ref={gridRef}>
            {[...state.collection].map((item) => (
              <Tag key={item.key} item={item} state={state} isDisabled={isDisabled} />
            ))}
          </TagList>
        )}
        <AddRow>
          <BareInput
            id={inputId}
            value={editor.draft}
            placeholder={placeholder}
            disabled={isDisabled}
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? errorId : description ? `${errorId}-help` : undefined}
            onChange={(event) => editor.setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            list={offered.length > 0 ? suggestionsId : undefined}
            autoComplete="off"
          />
          {offered.length > 0 && (
            <datalist id={suggestionsId}>
              {offered.map((tag) => (
                <option key={tag} value={tag} />
              ))}
            </datalist>
          )}
          <Button size="sm" variant="secondary" onPress={editor.add} isDisabled={isDisabled}>
            {addLabel}
          </Button>
        </AddRow>
      </TagBox>
    </Field>
  );
}

function Tag({ item, state, isDisabled }: { item: Node<TagValue>; state: ListState<TagValue>; isDisabled: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const { rowProps, gridCellProps, removeButtonProps, allowsRemoving } = useTag({ item }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing({ within: true });
  return (
    <TagChip {...mergeProps(rowProps, focusProps)} ref={ref} data-focus-visible={isFocusVisible || undefined}>
      <div {...gridCellProps} style={{ display: 'contents' }}>
        {item.rendered}
        {allowsRemoving && !isDisabled && <RemoveTagButton {...removeButtonProps} />}
      </div>
    </TagChip>
  );
}

function RemoveTagButton(props: AriaButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton(props, ref);
  return (
    <RemoveButton {...buttonProps} ref={ref}>
      <span aria-hidden="true">✕</span>
    </RemoveButton>
  );
}
