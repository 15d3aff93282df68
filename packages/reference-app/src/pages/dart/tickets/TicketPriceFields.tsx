import { quotePriceSchema, quoteYieldSchema } from '@bondkit/core/validation';
import { roundCleanPrice, yieldPercentToFraction } from '@bondkit/core/pricing';
import type { TradeTicketPrice } from '@bondkit/core/validation';
import { firstMessage } from '../../../forms/fieldErrors';

/** What the price fields hold while typed: the fixed field and its text. */
export interface TicketPriceInput {
  fixed: 'yield' | 'price';
  text: string;
}

/** The field message of the typed level (the quote form's rules), or null. */
export function ticketPriceMessage(input: TicketPriceInput): string | null {
  return firstMessage(input.fixed === 'yield' ? quoteYieldSchema : quotePriceSchema, input.text);
}

/** The wire price: a clean price to 4 decimals, or a yield percent as a fraction to 6 (never both). */
export function ticketPriceBody(input: TicketPriceInput): TradeTicketPrice {
  const level = Number(input.text);
  return input.fixed === 'yield'
    ? { fixed_field: 'yield', bond_yield: yieldPercentToFraction(level) }
    : { fixed_field: 'price', unit_clean_price: roundCleanPrice(level) };
}

/**
 * A price or a yield for a ticket, chosen with a two-option toggle that has no empty selection, and the
 * level's field with its message (the typed rule's, else the server's).
 */
export function TicketPriceFields({
  idBase,
  value,
  onChange,
  error,
  label = 'Price by',
}: {
  idBase: string;
  value: TicketPriceInput;
  onChange: (value: TicketPriceInput) => void;
  error: string | null;
  /** The toggle's accessible name. Default 'Price by'. */
  label?: string;
}) {
  return (
    <>
      <div className="app-toggle" role="radiogroup" aria-label={label}>
        {(['price', 'yield'] as const).map((option) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={value.fixed === option}
            className={
              value.fixed === option ? 'app-toggle__option app-toggle__option--on' : 'app-toggle__option'
            }
            onClick={() => onChange({ fixed: option, text: '' })}
          >
            {option === 'yield' ? 'Yield' : 'Price'}
          </button>
        ))}
      </div>
      <div className="app-field">
        <label htmlFor={`${idBase}-level`}>{value.fixed === 'yield' ? 'Yield (%)' : 'Clean price'}</label>
        <input
          id={`${idBase}-level`}
          inputMode="decimal"
          value={value.text}
          onChange={(event) => onChange({ ...value, text: event.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${idBase}-level-error` : undefined}
        />
        {error ? (
          <p className="app-field__error" id={`${idBase}-level-error`}>
            {error}
          </p>
        ) : null}
      </div>
    </>
  );
}
