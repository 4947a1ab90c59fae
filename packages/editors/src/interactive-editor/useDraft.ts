import { useEffect, useState } from 'react';

/** Spec 9: a typed value is checked 400 ms after the last keystroke. */
const INPUT_CHECK_DELAY_MS = 400;

export interface Draft {
  /** What the field shows: the typed text, or the document's value after it changed elsewhere. */
  text: string;
  /** The message of the typed text (shown 400 ms after the last keystroke), or null. */
  error: string | null;
  change(text: string): void;
  /** Shows `text` in the field (e.g. the value a blur normalised). */
  reset(text: string): void;
}

/**
 * A field that keeps what is typed and writes only valid text into the document: `check` gives the
 * message of a text (null when valid), `commit` stores a valid one. An invalid text stays in the
 * field with its message and the document keeps its last valid value, so a save never carries it.
 * When the document's value changes elsewhere (undo, the canvas), the field follows it.
 */
export function useDraft(value: string, check: (text: string) => string | null, commit: (text: string) => void): Draft {
  const [draft, setDraft] = useState({ base: value, text: value });
  let { text } = draft;
  if (draft.base !== value) {
    text = value;
    setDraft({ base: value, text: value });
  }
  const message = check(text);
  const [error, setError] = useState(message);
  useEffect(() => {
    if (message === null) {
      setError(null);
      return;
    }
    const timer = setTimeout(() => setError(message), INPUT_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return {
    text,
    error: message === null ? null : error,
    change(next) {
      setDraft((current) => ({ ...current, text: next }));
      if (check(next) === null) commit(next);
    },
    reset(next) {
      setDraft({ base: value, text: next });
    },
  };
}
