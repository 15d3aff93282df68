import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent, KeyboardEvent, MouseEvent, RefCallback, RefObject } from 'react';
import { useLatestRef } from '../provider/useLatestRef';
import { mergeProps } from './mergeProps';

/** How an item was chosen. */
export type ComboboxSelectReason = 'click' | 'keyboard';

export interface UseComboboxOptions<Item> {
  /** The options, in display order (flattened across groups). */
  items: readonly Item[];
  /** Items that cannot be chosen: skipped by the arrows, Home and End, ignored on click. Default: none. */
  isItemDisabled?: ((item: Item) => boolean) | undefined;
  /** The text in the input (the caller owns it, so it can also search with it). */
  inputValue: string;
  /** Typing, or Escape clearing the box. */
  onInputValueChange: (value: string, details: { reason: 'input' | 'escape' }) => void;
  /** An item was chosen with Enter or a click. */
  onSelect: (item: Item, details: { reason: ComboboxSelectReason }) => void;
  /** The input lost focus (after the popup closed). Default: none. */
  onBlur?: (() => void) | undefined;
  /** Open the popup when the input gets focus, to show hints such as 'Start typing to search...'. Default true. */
  openOnFocus?: boolean | undefined;
  /** Disables the input. Default false. */
  disabled?: boolean | undefined;
  /** The input's id. Default: generated. */
  id?: string | undefined;
}

/** Props for the `<input>`: the WAI-ARIA 1.2 combobox attributes and the keyboard handling. */
export interface ComboboxInputProps {
  id: string;
  ref: RefCallback<HTMLInputElement>;
  role: 'combobox';
  type: 'text';
  value: string;
  disabled: boolean;
  autoComplete: 'off';
  'aria-autocomplete': 'list';
  'aria-expanded': boolean;
  'aria-controls': string;
  'aria-activedescendant': string | undefined;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
  onFocus(): void;
  onClick(): void;
  onBlur(): void;
}

/** One option's state and handlers, for a styled option component (the widgets' `ListboxOption`). */
export interface ComboboxOptionState {
  id: string;
  highlighted: boolean;
  disabled: boolean;
  onMouseDown(event: MouseEvent): void;
  onMouseMove(): void;
  onClick(): void;
}

/** What `getOptionProps` takes: the option's index, whether it is the chosen value, and your own props. */
export type ComboboxOptionPropsOptions<UserProps extends object> = UserProps & {
  /** The option's index in `items`. */
  index: number;
  /** Whether it is the chosen value (`aria-selected`). Default false. */
  isSelected?: boolean | undefined;
};

/** DOM-safe props for one `role="option"` element (spread them on a `<div>` or `<li>`). */
export interface ComboboxOptionProps {
  id: string;
  role: 'option';
  'aria-selected': boolean;
  'aria-disabled': true | undefined;
  /** Present while keyboard or pointer focus is on it: style `[data-highlighted]`. */
  'data-highlighted': true | undefined;
  onMouseDown(event: MouseEvent): void;
  onMouseMove(): void;
  onClick(): void;
}

/** DOM-safe props for the `role="listbox"` element. */
export interface ComboboxListboxProps {
  id: string;
  role: 'listbox';
  ref: RefCallback<HTMLElement>;
}

export interface ComboboxState {
  /** Whether the popup (options or a message) is shown. */
  isOpen: boolean;
  /** The highlighted option's index, or -1. */
  highlightedIndex: number;
  /** The listbox's id. */
  listboxId: string;
  /** Attach to the listbox element (for scrolling the highlighted option into view). */
  listboxRef: RefObject<HTMLDivElement | null>;
  /** The input element, once rendered (the popover's anchor). */
  inputElement: HTMLInputElement | null;
  inputProps: ComboboxInputProps;
  /**
   * The input's props with yours merged in (Downshift's prop-getter contract): your `on*` handlers run
   * before the combobox's (set `event.nativeEvent.preventBondkitDefault = true` to skip its own), your
   * `ref` is combined with its, other props of yours win.
   */
  getInputProps<UserProps extends object = object>(userProps?: UserProps): ComboboxInputProps & UserProps;
  /** The listbox's props (`id`, `role`, `ref`) with yours merged in. */
  getListboxProps<UserProps extends object = object>(userProps?: UserProps): ComboboxListboxProps & UserProps;
  /** One option's DOM-safe props (`role`, `id`, `aria-selected`, `aria-disabled`, handlers) with yours merged in. */
  getOptionProps<UserProps extends object = object>(
    options: ComboboxOptionPropsOptions<UserProps>,
  ): ComboboxOptionProps & Omit<UserProps, 'index' | 'isSelected'>;
  /** One option's state (`highlighted`, `disabled`) and handlers, for a styled option component. */
  getOptionState(index: number): ComboboxOptionState;
  /** The id of the option at `index`. */
  getOptionId(index: number): string;
  openPopup(): void;
  closePopup(): void;
}

/**
 * A headless WAI-ARIA 1.2 combobox with a listbox popup (list autocomplete, no automatic selection):
 * DOM focus stays in the input and `aria-activedescendant` names the highlighted option; ArrowDown and
 * ArrowUp move (opening the popup when closed, wrapping at the ends), Home and End jump to the first and
 * last option while the popup is open, Enter chooses, Escape closes and then clears, Tab leaves, and
 * disabled options are skipped. Modelled on Downshift's `useCombobox`.
 */
export function useCombobox<Item>(options: UseComboboxOptions<Item>): ComboboxState {
  const { items, inputValue, disabled = false, openOnFocus = true } = options;
  const generatedId = useId();
  const inputId = options.id ?? `bk-combobox-${generatedId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const listboxId = `${inputId}-listbox`;
  const getOptionId = useCallback((index: number) => `${inputId}-option-${index}`, [inputId]);

  const [isOpen, setIsOpen] = useState(false);
  const [highlightedIndex, setHighlightedIndex] = useState(-1);
  const [trackedItems, setTrackedItems] = useState(items);
  const [inputElement, setInputElement] = useState<HTMLInputElement | null>(null);
  const listboxRef = useRef<HTMLDivElement | null>(null);
  const latest = useLatestRef(options);

  // New results invalidate the highlight (index 2 of the old list means nothing in the new one).
  if (trackedItems !== items) {
    setTrackedItems(items);
    setHighlightedIndex(-1);
  }
  if (disabled && isOpen) setIsOpen(false);

  const isEnabled = (index: number): boolean => {
    const item = items[index];
    return item !== undefined && !(latest.current.isItemDisabled?.(item) ?? false);
  };

  /** The next enabled index from `start` in `direction`, wrapping; -1 when none is enabled. */
  const findEnabled = (start: number, direction: 1 | -1, wrap: boolean): number => {
    const count = items.length;
    for (let step = 0; step < count; step += 1) {
      let index = start + direction * step;
      if (wrap) index = (index + count) % count;
      if (index < 0 || index >= count) return -1;
      if (isEnabled(index)) return index;
    }
    return -1;
  };

  const choose = (index: number, reason: ComboboxSelectReason) => {
    const item = items[index];
    if (item === undefined || !isEnabled(index)) return;
    setIsOpen(false);
    setHighlightedIndex(-1);
    latest.current.onSelect(item, { reason });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (disabled) return;
    const count = items.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const direction = event.key === 'ArrowDown' ? 1 : -1;
        if (!isOpen) setIsOpen(true);
        if (count === 0) return;
        // Alt+ArrowDown only opens, as the APG pattern says.
        if (event.altKey && direction === 1) return;
        const start =
          !isOpen || highlightedIndex < 0 ? (direction === 1 ? 0 : count - 1) : highlightedIndex + direction;
        setHighlightedIndex(findEnabled(start, direction, true));
        return;
      }
      case 'Home':
      case 'End': {
        if (!isOpen || count === 0) return; // Closed: the keys move the caret in the text.
        event.preventDefault();
        setHighlightedIndex(
          event.key === 'Home' ? findEnabled(0, 1, false) : findEnabled(count - 1, -1, false),
        );
        return;
      }
      case 'Enter': {
        if (!isOpen || highlightedIndex < 0) return;
        event.preventDefault();
        choose(highlightedIndex, 'keyboard');
        return;
      }
      case 'Escape': {
        if (isOpen) {
          event.preventDefault();
          setIsOpen(false);
          setHighlightedIndex(-1);
        } else if (inputValue !== '') {
          event.preventDefault();
          latest.current.onInputValueChange('', { reason: 'escape' });
        }
        return;
      }
      case 'Tab': {
        setIsOpen(false);
        setHighlightedIndex(-1);
        return;
      }
      default:
    }
  };

  useEffect(() => {
    if (!isOpen || highlightedIndex < 0) return;
    const id = getOptionId(highlightedIndex);
    const option = [...(listboxRef.current?.querySelectorAll('[role="option"]') ?? [])].find(
      (element) => element.id === id,
    );
    // jsdom has no scrollIntoView; the popup's 180px cap makes it matter in browsers.
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [isOpen, highlightedIndex, getOptionId]);

  const listboxShown = isOpen && items.length > 0;
  const inputProps: ComboboxInputProps = {
    id: inputId,
    ref: setInputElement,
    role: 'combobox',
    type: 'text',
    value: inputValue,
    disabled,
    autoComplete: 'off',
    'aria-autocomplete': 'list',
    'aria-expanded': listboxShown,
    'aria-controls': listboxId,
    'aria-activedescendant':
      listboxShown && highlightedIndex >= 0 ? getOptionId(highlightedIndex) : undefined,
    onChange(event) {
      setIsOpen(true);
      setHighlightedIndex(-1);
      latest.current.onInputValueChange(event.target.value, { reason: 'input' });
    },
    onKeyDown,
    onFocus() {
      if (openOnFocus && !disabled) setIsOpen(true);
    },
    onClick() {
      if (!disabled) setIsOpen(true);
    },
    onBlur() {
      setIsOpen(false);
      setHighlightedIndex(-1);
      latest.current.onBlur?.();
    },
  };

  const getOptionState = (index: number): ComboboxOptionState => {
    const enabled = isEnabled(index);
    return {
      id: getOptionId(index),
      highlighted: index === highlightedIndex,
      disabled: !enabled,
      onMouseDown(event) {
        // Keeps DOM focus in the input: a click on an option must not blur the combobox.
        event.preventDefault();
      },
      onMouseMove() {
        if (enabled && index !== highlightedIndex) setHighlightedIndex(index);
      },
      onClick() {
        choose(index, 'click');
      },
    };
  };

  return {
    isOpen,
    highlightedIndex,
    listboxId,
    listboxRef,
    inputElement,
    inputProps,
    getOptionId,
    getInputProps: (userProps) => mergeProps(inputProps, userProps ?? ({} as never)),
    getListboxProps: (userProps) =>
      mergeProps(
        {
          id: listboxId,
          role: 'listbox' as const,
          ref: (element: HTMLElement | null) => {
            listboxRef.current = element as HTMLDivElement | null;
          },
        },
        userProps ?? ({} as never),
      ),
    getOptionProps({ index, isSelected = false, ...userProps }) {
      const { id, highlighted, disabled, onMouseDown, onMouseMove, onClick } = getOptionState(index);
      const own: ComboboxOptionProps = {
        id,
        role: 'option',
        'aria-selected': isSelected,
        'aria-disabled': disabled ? true : undefined,
        'data-highlighted': highlighted ? true : undefined,
        onMouseDown,
        onMouseMove,
        onClick,
      };
      return mergeProps(own, userProps);
    },
    getOptionState,
    openPopup: () => {
      if (!disabled) setIsOpen(true);
    },
    closePopup: () => setIsOpen(false),
  };
}
