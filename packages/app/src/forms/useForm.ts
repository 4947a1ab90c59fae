import { INPUT_DEBOUNCE_MS } from '@reelbase/contract';
import { type FormEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { hasChanges } from './dirtyForms.ts';
import {
  type FieldErrors,
  fieldMessage,
  isWithoutErrors,
  schemaErrors,
  serverFieldErrors,
  shownErrors,
  submitStep,
  withFields,
} from './formRules.ts';
import { useDirtyGuard } from './useDirtyGuard.tsx';

export type { FieldErrors } from './formRules.ts';

export interface FormOptions<V, I> {
  /**
   * The saved record's values (or a new record's empty ones). The form starts from them and
   * starts again whenever they change (a save or another user's change); other refreshes keep
   * the edits.
   */
  initial: V;
  /** What is validated and saved, made from the values (default: the values themselves). */
  toInput?: (values: V) => I;
  /** The contract's schema for the input, checked after the pause in typing. */
  schema?: z.ZodType<unknown>;
  /** Rules beyond the schema, as messages per field (checked with it, after the same pause). */
  validate?: (input: I) => FieldErrors;
  /** Saves the input. A 422 rejection shows its messages on their fields; other rejections were toasted. */
  onSubmit?: (input: I) => Promise<unknown>;
  /** Field messages of a save the owner ran itself (422), shown like the form's own captures. */
  serverErrors?: FieldErrors;
  /** The message key of a value whose key differs (`domains` -> `whitelisted_domains`). */
  fieldOf?: Partial<Record<keyof V, string>>;
  /**
   * For values the owner holds: `initial` is then always the owner's current values, and each
   * change is handed to `onChange` instead of being kept.
   */
  onChange?: (values: V) => void;
  /** Whether the values differ from the saved ones (default: by their content). */
  isChanged?: (values: V, initial: V) => boolean;
  /** Nothing can change or be saved (a viewer without the right to edit). */
  isReadOnly?: boolean;
  /** Saves only when something changed (forms that send only the changes). */
  savesChangesOnly?: boolean;
  /** Ask before unsaved changes are lost (reload, navigation, `confirmDiscard`); default true. */
  guardsChanges?: boolean;
  /** Wait for the pause in typing before saving (default true); false saves at once when valid. */
  awaitsPause?: boolean;
}

/** The props a text field gets from `form.field(name)`. */
export interface FieldProps<T> {
  value: T;
  onChange: (value: T) => void;
  errorMessage: string | undefined;
}

export interface Form<V, I> {
  values: V;
  /** The input made from the values (what is validated and saved). */
  input: I;
  /** Changes one value and marks its field touched. */
  set: <K extends keyof V>(field: K, value: V[K]) => void;
  /** Changes several values (or derives them) and marks the named fields touched. */
  update: (change: Partial<V> | ((current: V) => V), ...touched: string[]) => void;
  /** Value, change handler and message of one field: `<TextField {...form.field('name')} />`. */
  field: <K extends keyof V>(field: K) => FieldProps<V[K]>;
  /** The message a field shows now (its own after a change or a tried save, else the server's). */
  errorFor: (field: string) => string | undefined;
  /** Marks fields touched without changing them (a blur): their own messages show. */
  touch: (...fields: string[]) => void;
  /** The server's messages of the last save, before any change. */
  serverErrors: FieldErrors | undefined;
  isValid: boolean;
  isPending: boolean;
  isSaving: boolean;
  /** The values differ from the saved ones. */
  isChanged: boolean;
  /** The save button's state: valid, checked, changed where that is needed, not saving. */
  canSubmit: boolean;
  /** The save button's props: disabled while the form may not be saved (or is saving), loading while saving. */
  submitButton: { isDisabled: boolean; isLoading: boolean };
  /** The form's submit handler (`onSubmit` of the form, or a button's press); true once saved. */
  submit: (event?: unknown) => Promise<boolean>;
  /** The submit handler for a save given by the form's owner rather than in the options. */
  submitWith: (save: (input: I) => Promise<unknown>) => (event?: unknown) => Promise<boolean>;
  /** Starts again from `values` (default: the saved ones): nothing touched, no server messages. */
  reset: (values?: V) => void;
  /** Counts the resets: fields that keep state of their own are keyed by it. */
  revision: number;
  /** Runs `action` at once, or after asking when there are unsaved changes. */
  confirmDiscard: (action: () => void) => void;
  /** The unsaved-changes question and navigation blocker: render it once inside the form. */
  prompt: ReactNode;
}

const isFormEvent = (event: unknown): event is FormEvent =>
  typeof event === 'object' && event !== null && typeof (event as FormEvent).preventDefault === 'function';

interface Checked {
  key: string;
  errors: FieldErrors;
}

/**
 * The state of one form of the console: its values (started again when the saved record
 * changes), touched fields, the contract's validation after the 400 ms pause, the server's 422
 * messages on their fields, the save with its state, and the unsaved-changes guard.
 *
 * Messages of the form's own rules show once their field was changed or a save was tried; the
 * server's show until their field is changed. A submit saves only when the input is valid and
 * checked and nothing is being saved; an invalid one shows every message.
 */
export function useForm<V, I = V>(options: FormOptions<V, I>): Form<V, I> {
  const { initial, schema, validate, fieldOf } = options;
  const initialKey = JSON.stringify(initial);
  const [values, setValues] = useState<V>(initial);
  const [started, setStarted] = useState({ key: initialKey, revision: 0 });
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [isSaveTried, setSaveTried] = useState(false);
  const [captured, setCaptured] = useState<FieldErrors>();
  const [changed, setChanged] = useState<{ since: FieldErrors | undefined; fields: ReadonlySet<string> }>({
    since: undefined,
    fields: new Set(),
  });
  const [isSaving, setSaving] = useState(false);

  // A new saved record: start again from it (during render, so no frame shows the old values).
  // Values the owner holds are the owner's as given.
  let current = options.onChange ? initial : values;
  if (started.key !== initialKey) {
    current = initial;
    setStarted({ key: initialKey, revision: started.revision + 1 });
    if (!options.onChange) setValues(initial);
  }

  const toInput = options.toInput ?? ((value: V) => value as unknown as I);
  const input = toInput(current);
  const inputKey = JSON.stringify(input) ?? '';
  const errorsNow = { ...(validate?.(input) ?? {}), ...(schema ? schemaErrors(schema, input) : {}) };
  const errorsKey = JSON.stringify(errorsNow);
  const [checked, setChecked] = useState<Checked>({ key: inputKey, errors: {} });
  useEffect(() => {
    const timer = setTimeout(() => setChecked({ key: inputKey, errors: JSON.parse(errorsKey) }), INPUT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [inputKey, errorsKey]);

  const serverErrors = captured ?? options.serverErrors;
  const changedSinceServer = changed.since === serverErrors ? changed.fields : new Set<string>();
  /** Marks fields touched; a change (not a mere visit) also takes their server messages away. */
  const markTouched = useCallback(
    (fields: readonly string[], isChange: boolean) => {
      setTouched((set) => withFields(set, fields));
      if (!isChange) return;
      setChanged((state) => ({
        since: serverErrors,
        fields: withFields(state.since === serverErrors ? state.fields : new Set(), fields),
      }));
    },
    [serverErrors],
  );
  const keyOf = (field: keyof V) => fieldOf?.[field] ?? String(field);

  const isChanged = (options.isChanged ?? hasChanges)(current, initial);
  const isReadOnly = options.isReadOnly ?? false;
  const isValid = isWithoutErrors(errorsNow);
  const isPending = checked.key !== inputKey;
  const submitState = {
    isValid,
    isPending,
    isSaving,
    isBlocked: isReadOnly || (Boolean(options.savesChangesOnly) && !isChanged),
    awaitsPause: options.awaitsPause ?? true,
  };
  const guard = useDirtyGuard((options.guardsChanges ?? true) && !isReadOnly && !isSaving && isChanged);

  const saving = useRef(false);
  const submitWith = (save: ((input: I) => Promise<unknown>) | undefined) => async (event?: unknown) => {
    // A form's submit event; a button's press has nothing to prevent.
    if (isFormEvent(event)) event.preventDefault();
    const step = submitStep({ ...submitState, isSaving: submitState.isSaving || saving.current });
    if (step === 'show-messages') setSaveTried(true);
    if (step !== 'save' || !save) return false;
    saving.current = true;
    setSaving(true);
    try {
      await save(input);
      setCaptured(undefined);
      setTouched(new Set());
      setSaveTried(false);
      return true;
    } catch (error) {
      const errors = serverFieldErrors(error);
      if (errors) setCaptured(errors);
      return false;
    } finally {
      saving.current = false;
      setSaving(false);
    }
  };

  const update = (change: Partial<V> | ((current: V) => V), ...fields: string[]) => {
    const apply = (value: V) => (typeof change === 'function' ? change(value) : { ...value, ...change });
    if (options.onChange) options.onChange(apply(current));
    else setValues(apply);
    if (fields.length) markTouched(fields, true);
  };
  const set = <K extends keyof V>(field: K, value: V[K]) =>
    update((state) => ({ ...state, [field]: value }), keyOf(field));
  const errorFor = (field: string) =>
    fieldMessage(field, {
      errors: shownErrors(checked.errors, errorsNow),
      serverErrors,
      touched,
      changedSinceServer,
      isSaveTried,
    });

  return {
    values: current,
    input,
    set,
    update,
    field: (field) => ({
      value: current[field],
      onChange: (value) => set(field, value),
      errorMessage: errorFor(keyOf(field)),
    }),
    errorFor,
    touch: (...fields) => markTouched(fields, false),
    serverErrors,
    isValid,
    isPending,
    isSaving,
    isChanged,
    canSubmit: submitStep(submitState) === 'save',
    submitButton: { isDisabled: submitStep(submitState) !== 'save', isLoading: isSaving },
    submit: submitWith(options.onSubmit),
    submitWith,
    reset: (next = initial) => {
      setValues(next);
      setTouched(new Set());
      setSaveTried(false);
      setCaptured(undefined);
      setStarted((state) => ({ key: initialKey, revision: state.revision + 1 }));
    },
    revision: started.revision,
    confirmDiscard: guard.confirmDiscard,
    prompt: guard.prompt,
  };
}

/**
 * Rows a form adds on demand (webhooks) show their messages only once something was typed into
 * the row or a save of the enclosing form was tried (its submit, which also brings the server's
 * messages), so "Add" does not open a row full of "is required". Put `ref` on an element inside
 * the form, call `touch(index)` on a change of a row, and ask `shows(index)` before showing its
 * messages; `remove(index)` keeps the marks of the rows below in place.
 */
export function useRowsTouched<E extends HTMLElement = HTMLElement>() {
  const ref = useRef<E>(null);
  const [touched, setTouched] = useState<readonly number[]>([]);
  const [isSaveTried, setSaveTried] = useState(false);

  useEffect(() => {
    const form = ref.current?.closest('form');
    if (!form) return;
    const tried = () => setSaveTried(true);
    form.addEventListener('submit', tried, true);
    return () => form.removeEventListener('submit', tried, true);
  }, []);

  const touch = useCallback(
    (index: number) => setTouched((current) => (current.includes(index) ? current : [...current, index])),
    [],
  );
  const remove = useCallback(
    (index: number) =>
      setTouched((current) => current.flatMap((row) => (row === index ? [] : [row > index ? row - 1 : row]))),
    [],
  );
  const shows = (index: number) => isSaveTried || touched.includes(index);
  return { ref, touch, remove, shows };
}
