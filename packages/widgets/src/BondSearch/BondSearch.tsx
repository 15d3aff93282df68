import type { CSSProperties, ReactNode } from 'react';
import type { Bond } from '@bondkit/core';
import { useWidgetRoot } from '../provider/useWidgetRoot';
import type { Appearance } from '../theme/appearance';
import { formatMarketDate } from '@bondkit/core/calendars';
import { ListboxOption } from '../primitives/Listbox/Listbox';
import { HighlightedText } from '../combobox/HighlightedText';
import { SearchBoxView } from '../combobox/SearchBoxView';
import { useCombobox } from '../combobox/useCombobox';
import { useSearchFeedback } from '../combobox/useSearchFeedback';
import type { BondOption } from './bondOption';
import { useBondSearch } from './useBondSearch';
import type { BondValueChangeDetails } from './useBondSearch';

/** The spec's placeholder. */
const bondSearchPlaceholder = 'Search for Bonds by Name, ISIN, Issuer...';
/** Shown when a search finds nothing (or fails: a failure empties the results). */
const noBondsFoundText = 'No bonds found';

/** What `renderOption` gets besides the option. */
export interface BondOptionRenderState {
  highlighted: boolean;
  selected: boolean;
  /** The query the results answer, for highlighting. */
  query: string;
}

export interface BondSearchProps {
  /** The chosen bond when controlled (null: none). Leave undefined for an uncontrolled search. */
  value?: Bond | null | undefined;
  /** The initially chosen bond when uncontrolled. Default null. */
  defaultValue?: Bond | null | undefined;
  /** Called when a bond is chosen (`reason` 'click' or 'keyboard') or cleared ('clear'). */
  onValueChange?: ((bond: Bond | null, details: BondValueChangeDetails) => void) | undefined;
  /** Default 'Search for Bonds by Name, ISIN, Issuer...'. */
  placeholder?: string | undefined;
  /** The input's accessible name when no `aria-labelledby` is given. Default 'Bond'. */
  label?: string | undefined;
  /** The id of your own visible label. Default: none (`label` is used). */
  'aria-labelledby'?: string | undefined;
  /** Ids of elements that describe the input, such as a form's field message. Default: none. */
  'aria-describedby'?: string | undefined;
  /** Marks the input invalid, as a form does when its field message shows. Default: none. */
  'aria-invalid'?: boolean | 'true' | 'false' | undefined;
  /** The input's id (for a `<label htmlFor>`). Default: generated. */
  id?: string | undefined;
  /** The input's form field name. Default: none. */
  name?: string | undefined;
  /** Disables the box. Default false. */
  disabled?: boolean | undefined;
  /** Focus the box on mount. Default false. */
  autoFocus?: boolean | undefined;
  /** How many results to ask for, 1 to 100 (the API's largest page). Default 20. */
  limit?: number | undefined;
  /** Replaces the content of each option (the option element and its keyboard handling stay). */
  renderOption?: ((option: BondOption, state: BondOptionRenderState) => ReactNode) | undefined;
  /**
   * Called when a search fails (network, CORS, server error); the box shows a failure message, not 'No
   * bonds found'. Default: none.
   */
  onError?: ((error: unknown) => void) | undefined;
  /** Theme of this widget, over the provider's. */
  appearance?: Appearance | undefined;
  /** Class on the root element. */
  className?: string | undefined;
  /** Style on the root element. */
  style?: CSSProperties | undefined;
}

function DefaultBondOption({ option, query }: { option: BondOption; query: string }) {
  const { bond } = option;
  return (
    <>
      <span className="bk-search__option-label">
        {option.prefix === '' ? null : <span className="bk-search__option-flag">{option.prefix}</span>}
        <HighlightedText text={bond.display_name} query={query} />
        {option.suffix === '' ? null : <span className="bk-search__option-flag">{option.suffix}</span>}
      </span>
      <span className="bk-search__option-detail">
        <HighlightedText text={bond.identifiers.ISIN} query={query} />
        {' · '}
        <HighlightedText text={bond.issuer} query={query} />
        {' · '}
        {formatMarketDate(bond.contract_parameters.maturity_date)}
      </span>
    </>
  );
}

/**
 * The bond search box: a WAI-ARIA combobox over the bond search, from 3 characters with a 300 ms
 * debounce. Unlisted, matured and disabled-ISIN bonds are listed with their labels but cannot be chosen.
 */
export function BondSearch({
  value,
  defaultValue,
  onValueChange,
  placeholder = bondSearchPlaceholder,
  label = 'Bond',
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  id,
  name,
  disabled = false,
  autoFocus,
  limit,
  renderOption,
  onError,
  appearance,
  className,
  style,
}: BondSearchProps) {
  const { context, rootProps, layerProps } = useWidgetRoot('BondSearch', 'bk-search bk-bond-search', {
    appearance,
    className,
    style,
  });
  const search = useBondSearch({ value, defaultValue, onValueChange, limit });
  const combobox = useCombobox<BondOption>({
    id,
    items: search.options,
    isItemDisabled: (option) => !option.selectable,
    inputValue: search.inputValue,
    onInputValueChange: (text) => search.setInputValue(text),
    onSelect: (option, { reason }) => search.selectBond(option.bond, reason),
    onBlur: search.restoreInput,
    disabled,
  });

  const { message, announcement } = useSearchFeedback({
    status: search.status,
    error: search.error,
    inputValue: search.inputValue,
    optionCount: search.options.length,
    emptyText: noBondsFoundText,
    onError,
  });

  return (
    <SearchBoxView
      combobox={combobox}
      rootProps={rootProps}
      layerProps={layerProps}
      portalContainer={context.portalContainer}
      placeholder={placeholder}
      label={label}
      labelledBy={labelledBy}
      describedBy={describedBy}
      invalid={invalid}
      name={name}
      autoFocus={autoFocus}
      loading={search.status === 'loading'}
      message={message}
      announcement={announcement}
      hasOptions={search.options.length > 0}
      listboxLabel="Bonds"
    >
      {search.options.map((option, index) => {
        const optionProps = combobox.getOptionState(index);
        const selected = search.selectedBond?.id === option.bond.id;
        return (
          <ListboxOption key={option.bond.id} {...optionProps} selected={selected}>
            {renderOption ? (
              renderOption(option, {
                highlighted: optionProps.highlighted,
                selected,
                query: search.resultsQuery,
              })
            ) : (
              <DefaultBondOption option={option} query={search.resultsQuery} />
            )}
          </ListboxOption>
        );
      })}
    </SearchBoxView>
  );
}
