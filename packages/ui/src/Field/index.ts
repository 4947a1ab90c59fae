export { Counter, FieldError, FieldHelp, FieldLabel, Input, inputBox } from './Field.styles.ts';
export { Field, type FieldProps } from './Field.tsx';
export { type FieldValidation, type FieldValidationOptions, useFieldValidation } from './useFieldValidation.ts';
export {
  composeValidators,
  longText,
  maxLength,
  minLength,
  required,
  safeText,
  type TextRules,
  textRules,
  type Validator,
} from './validators.ts';
