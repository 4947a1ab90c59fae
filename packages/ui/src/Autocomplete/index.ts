export { Autocomplete, type AutocompleteOption, type AutocompleteProps } from './Autocomplete.tsx';
export { type OptionsLoader, useAsyncOptions } from './useAsyncOptions.ts';
