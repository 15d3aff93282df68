import type { CSSProperties, ReactNode } from 'react';
import type { Counterparty } from '@bondkit/core';
import { useWidgetRoot } from '../provider/useWidgetRoot';
import type { Appearance } from '../theme/appearance';
import { ListboxGroup, ListboxOption } from '../primitives/Listbox/Listbox';
import { HighlightedText } from '../combobox/HighlightedText';
import { SearchBoxView } from '../combobox/SearchBoxView';
import { useCombobox } from '../combobox/useCombobox';
import { useSearchFeedback } from '../combobox/useSearchFeedback';
import { counterpartyDetail, counterpartyName, emptyTextForPlaceholder } from './counterpartyOption';
import type { CounterpartyOption } from './counterpartyOption';
import { useCounterpartySearch } from './useCounterpartySearch';
import type { CounterpartyValueChangeDetails } from './useCounterpartySearch';

const counterpartySearchPlaceholder = 'Search for Entities by Name...';
/** The spec's group headings (trading-and-chat section 3): 'Member' for users, 'Company' for clients. */
const membersHeading = 'Member';
const companiesHeading = 'Company';

/** What `renderOption` gets besides the option. */
export interface CounterpartyOptionRenderState {
  highlighted: boolean;
  /** The same party as the chosen one by the spec's rule (user_id or client_id match). */
  selected: boolean;
  query: string;
}

export interface CounterpartySearchProps {
  /** The chosen party when controlled (null: none). Leave undefined for an uncontrolled search. */
  value?: Counterparty | null | undefined;
  /** The initially chosen party when uncontrolled. Default null. */
  defaultValue?: Counterparty | null | undefined;
  /** Called when a party is chosen ('click' or 'keyboard') or cleared ('clear'). */
  onValueChange?: ((party: Counterparty | null, details: CounterpartyValueChangeDetails) => void) | undefined;
  /**
   * Default 'Search for Entities by Name...'. It also picks the no-results text, as the spec says: a
   * placeholder naming buyers gives 'No Buyers Found', sellers 'No Sellers Found', else 'No Entities Found'.
   */
  placeholder?: string | undefined;
  /** The input's accessible name when no `aria-labelledby` is given. Default 'Counterparty'. */
  label?: string | undefined;
  /** The id of your own visible label. Default: none. */
  'aria-labelledby'?: string | undefined;
  /** Ids of elements that describe the input, such as a form's field message. Default: none. */
  'aria-describedby'?: string | undefined;
  /** Marks the input invalid, as a form does when its field message shows. Default: none. */
  'aria-invalid'?: boolean | 'true' | 'false' | undefined;
  /** The input's id. Default: generated. */
  id?: string | undefined;
  /** The input's form field name. Default: none. */
  name?: string | undefined;
  /** Search brokers (the unified search's `broker` flag). Default: not sent. */
  broker?: boolean | undefined;
  /** Disables the box. Default false. */
  disabled?: boolean | undefined;
  /** Focus the box on mount. Default false. */
  autoFocus?: boolean | undefined;
  /** Replaces the content of each option (the option element and its keyboard handling stay). */
  renderOption?:
    ((option: CounterpartyOption, state: CounterpartyOptionRenderState) => ReactNode) | undefined;
  /**
   * Called when a search fails (network, CORS, server error); the box shows a failure message, not 'No
   * Entities Found', and in development names the likely cause. Default: none.
   */
  onError?: ((error: unknown) => void) | undefined;
  /** Theme of this widget, over the provider's. */
  appearance?: Appearance | undefined;
  /** Class on the root element. */
  className?: string | undefined;
  /** Style on the root element. */
  style?: CSSProperties | undefined;
}

function DefaultCounterpartyOption({
  option,
  query,
  selected,
}: {
  option: CounterpartyOption;
  query: string;
  selected: boolean;
}) {
  const detail = counterpartyDetail(option);
  return (
    <>
      <span className="bk-search__option-label">
        <HighlightedText text={counterpartyName(option.party)} query={query} />
        {selected ? (
          <span className="bk-search__option-check">
            <span aria-hidden="true">✓</span>
            <span className="bk-visually-hidden"> (selected)</span>
          </span>
        ) : null}
      </span>
      {detail === '' ? null : (
        <span className="bk-search__option-detail">
          <HighlightedText text={detail} query={query} />
        </span>
      )}
    </>
  );
}

/**
 * The counterparty search box: members (users) and companies (clients) under their headings, from 3
 * characters with a 300 ms debounce, the same combobox keyboard as BondSearch.
 */
export function CounterpartySearch({
  value,
  defaultValue,
  onValueChange,
  placeholder = counterpartySearchPlaceholder,
  label = 'Counterparty',
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  id,
  name,
  broker,
  disabled = false,
  autoFocus,
  renderOption,
  onError,
  appearance,
  className,
  style,
}: CounterpartySearchProps) {
  const { context, rootProps, layerProps } = useWidgetRoot(
    'CounterpartySearch',
    'bk-search bk-counterparty-search',
    { appearance, className, style },
  );
  const search = useCounterpartySearch({ value, defaultValue, onValueChange, broker });
  const combobox = useCombobox<CounterpartyOption>({
    id,
    items: search.options,
    inputValue: search.inputValue,
    onInputValueChange: (text) => search.setInputValue(text),
    onSelect: (option, { reason }) => search.selectParty(option.party, reason),
    onBlur: search.restoreInput,
    disabled,
  });

  const { message, announcement } = useSearchFeedback({
    status: search.status,
    error: search.error,
    inputValue: search.inputValue,
    optionCount: search.options.length,
    emptyText: emptyTextForPlaceholder(placeholder),
    onError,
  });

  const renderGroup = (kind: CounterpartyOption['kind'], heading: string) => {
    const entries = search.options
      .map((option, index) => ({ option, index }))
      .filter((entry) => entry.option.kind === kind);
    if (entries.length === 0) return null;
    return (
      <ListboxGroup id={`${combobox.listboxId}-${kind}`} label={heading}>
        {entries.map(({ option, index }) => {
          const optionProps = combobox.getOptionState(index);
          const selected = search.isSelected(option.party);
          return (
            <ListboxOption
              key={`${kind}-${option.party.user_id ?? ''}-${option.party.client_id ?? ''}`}
              {...optionProps}
              selected={selected}
            >
              {renderOption ? (
                renderOption(option, {
                  highlighted: optionProps.highlighted,
                  selected,
                  query: search.resultsQuery,
                })
              ) : (
                <DefaultCounterpartyOption option={option} query={search.resultsQuery} selected={selected} />
              )}
            </ListboxOption>
          );
        })}
      </ListboxGroup>
    );
  };

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
      listboxLabel="Counterparties"
    >
      {renderGroup('member', membersHeading)}
      {renderGroup('company', companiesHeading)}
    </SearchBoxView>
  );
}
