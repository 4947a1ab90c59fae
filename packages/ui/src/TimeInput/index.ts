export { TimeInput, type TimeInputProps } from './TimeInput.tsx';
export {
  FIELD_LIMITS,
  formatTime,
  isTimeInRange,
  joinTime,
  outOfRangeMessage,
  parseField,
  splitTime,
  type TimeParts,
} from './time.ts';
export { type TimeField, type TimeInputStateOptions, useTimeInput } from './useTimeInput.ts';
