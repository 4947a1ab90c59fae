export { MultiSelect, type MultiSelectOption, type MultiSelectProps, multiSelectSummary } from './MultiSelect.tsx';
