import { useCallback, useState } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { addTag, removeTag } from './tagRules.ts';

export interface TagEditorStateOptions {
  value?: string[];
  defaultValue?: string[];
  onChange?: (tags: string[]) => void;
  counter?: number;
}

/** Tag list state with the spec's rules: adding returns false and sets `error` when the tag is refused. */
export function useTagEditor({ value, defaultValue = [], onChange, counter }: TagEditorStateOptions) {
  const [tags, setTags] = useControlledState<string[]>(value, defaultValue, onChange);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = useCallback(() => {
    const result = addTag(tags, draft, counter);
    setError(result.error);
    if (result.error) return false;
    setTags([...result.tags]);
    setDraft('');
    return true;
  }, [tags, draft, counter, setTags]);

  const remove = useCallback(
    (toRemove: string | readonly string[]) => {
      const list = typeof toRemove === 'string' ? [toRemove] : toRemove;
      setTags(list.reduce<string[]>((rest, tag) => removeTag(rest, tag), [...tags]));
      setError(null);
    },
    [tags, setTags],
  );

  const changeDraft = useCallback((text: string) => {
    setDraft(text);
    setError(null);
  }, []);

  return { tags, draft, error, add, remove, setDraft: changeDraft };
}
