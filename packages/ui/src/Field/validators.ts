import {
  LONG_TEXT_MAX,
  longTextMessage,
  patternMessage,
  requiredMessage,
  SAFE_TEXT,
  tooLongMessage,
  tooShortMessage,
} from '@reelbase/contract';

/** A validator returns the message to show, or `null` when the value is valid. */
export type Validator<T = string> = (value: T) => string | null;

/** "The {name} is required." when the trimmed value is empty. */
export const required =
  (name: string): Validator<string | null | undefined> =>
  (value) =>
    value == null || value.trim() === '' ? requiredMessage(name) : null;

/** "cannot be longer than N characters". */
export const maxLength =
  (max: number): Validator =>
  (value) =>
    value.length > max ? tooLongMessage(max) : null;

/** "cannot be shorter than N characters"; an empty value is left to `required`. */
export const minLength =
  (min: number): Validator =>
  (value) =>
    value.length > 0 && value.length < min ? tooShortMessage(min) : null;

/** Letters, digits, space, hyphen, underscore and dot only (the spec's set for titles and codes). */
export const safeText: Validator = (value) => (SAFE_TEXT.test(value) ? null : patternMessage);

/** The long-text limit: the field's counter, otherwise 100000 characters. */
export const longText =
  (counter?: number): Validator =>
  (value) => {
    const max = counter ?? LONG_TEXT_MAX;
    return value.length > max ? longTextMessage(max) : null;
  };

/** Runs validators in order and returns the first message. */
export function composeValidators<T>(...validators: Array<Validator<T> | false | null | undefined>): Validator<T> {
  return (value) => {
    for (const validate of validators) {
      if (!validate) continue;
      const message = validate(value);
      if (message) return message;
    }
    return null;
  };
}

export interface TextRules {
  /** The field's name as used in "The {name} is required.". */
  name: string;
  isRequired?: boolean;
  min?: number;
  max?: number;
  safe?: boolean;
}

/** The inline editor rules of the spec as one validator: required, min, max, pattern. */
export function textRules({ name, isRequired, min, max, safe }: TextRules): Validator {
  return composeValidators<string>(
    isRequired && required(name),
    min !== undefined && minLength(min),
    max !== undefined && maxLength(max),
    safe && safeText,
  );
}
