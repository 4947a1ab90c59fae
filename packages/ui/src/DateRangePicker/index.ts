export { DateRangePicker, type DateRangePickerProps, type IsoDateRange } from './DateRangePicker.tsx';
export {
  clampRange,
  type DateRange,
  EARLIEST_DATE,
  formatRange,
  matchPreset,
  presetRange,
  RANGE_PRESETS,
  type RangePreset,
  type RangePresetId,
  rangeToInstants,
  todayIn,
} from './dateRange.ts';
