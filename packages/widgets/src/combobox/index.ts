export { useCombobox } from './useCombobox';
export type {
  ComboboxInputProps,
  ComboboxListboxProps,
  ComboboxOptionProps,
  ComboboxOptionPropsOptions,
  ComboboxOptionState,
  ComboboxSelectReason,
  ComboboxState,
  UseComboboxOptions,
} from './useCombobox';
export { useDebouncedSearch } from './useDebouncedSearch';
export type { DebouncedSearchOptions, DebouncedSearchState, SearchStatus } from './useDebouncedSearch';
export { HighlightedText } from './HighlightedText';
export { ComboboxStatus } from './ComboboxStatus';
