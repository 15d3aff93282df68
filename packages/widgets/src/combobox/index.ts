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
export { useDebouncedSearch, minimumSearchLength, searchDebounceMs } from './useDebouncedSearch';
export type { DebouncedSearchOptions, DebouncedSearchState, SearchStatus } from './useDebouncedSearch';
export { HighlightedText } from './HighlightedText';
export { ComboboxStatus, resultCountMessage } from './ComboboxStatus';
export { searchingText, startTypingText } from './searchTexts';
export { searchFailedText, searchFailureText } from './searchFailureText';
export { mergeProps, mergeRefs } from './mergeProps';
