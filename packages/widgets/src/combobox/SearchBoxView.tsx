import type { CSSProperties, ReactNode } from 'react';
import type { PortalContainer } from '../provider/BondkitContext';
import { Listbox } from '../primitives/Listbox/Listbox';
import { Popover } from '../primitives/Popover/Popover';
import { Spinner } from '../primitives/Spinner/Spinner';
import { ComboboxStatus } from './ComboboxStatus';
import type { ComboboxState } from './useCombobox';

export interface SearchBoxViewProps {
  combobox: ComboboxState;
  rootProps: { className: string; style: CSSProperties };
  layerProps: { className: string | undefined; style: CSSProperties };
  portalContainer: PortalContainer | undefined;
  placeholder: string;
  /** The input's accessible name, unless `labelledBy` is given. */
  label: string;
  labelledBy: string | undefined;
  /** Ids of the elements describing the input (a form's field message, a hint). */
  describedBy: string | undefined;
  /** Marks the input invalid for assistive technology (a form's field message applies). */
  invalid: boolean | 'true' | 'false' | undefined;
  /** The input's form field name. */
  name: string | undefined;
  autoFocus: boolean | undefined;
  /** Shows the spinner in the input. */
  loading: boolean;
  /** The popup's text when there are no options to list (a hint, 'Searching...', an empty text). */
  message: string | null;
  /** What the live region says. */
  announcement: string;
  /** Whether `children` holds options (else the message shows). */
  hasOptions: boolean;
  /** The listbox's accessible name. */
  listboxLabel: string;
  /** The options (and groups). */
  children: ReactNode;
}

/** The styled shell shared by BondSearch and CounterpartySearch: input, spinner, live region, popup. */
export function SearchBoxView({
  combobox,
  rootProps,
  layerProps,
  portalContainer,
  placeholder,
  label,
  labelledBy,
  describedBy,
  invalid,
  name,
  autoFocus,
  loading,
  message,
  announcement,
  hasOptions,
  listboxLabel,
  children,
}: SearchBoxViewProps) {
  const popupOpen = combobox.isOpen && (hasOptions || message !== null);
  return (
    <div {...rootProps}>
      <input
        {...combobox.inputProps}
        className="bk-search__input"
        placeholder={placeholder}
        aria-label={labelledBy === undefined ? label : undefined}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        aria-busy={loading || undefined}
        name={name}
        // Partners opt in; the widget never steals focus on its own.
        autoFocus={autoFocus}
      />
      {loading ? <Spinner className="bk-search__spinner" label="Searching" size={14} /> : null}
      <ComboboxStatus message={combobox.isOpen ? announcement : ''} />
      <Popover
        open={popupOpen}
        anchor={combobox.inputElement}
        portalContainer={portalContainer}
        layerClassName={layerProps.className}
        layerStyle={layerProps.style}
      >
        {hasOptions ? (
          <Listbox
            id={combobox.listboxId}
            ref={combobox.listboxRef}
            aria-label={listboxLabel}
            // A press on the scrollbar or a group heading must not take focus from the input.
            onMouseDown={(event) => event.preventDefault()}
          >
            {children}
          </Listbox>
        ) : (
          <p className="bk-popover__message">{message}</p>
        )}
      </Popover>
    </div>
  );
}
