import type { Bond } from '@bondkit/core';
import { BondSearch } from '@bondkit/widgets/bond-search';

/** The terms every trade form asks for: the bond, the side, the face value and the clean price. */
export interface TradeTerms {
  bond: Bond | null;
  side: 'buy' | 'sell';
  quantity: string;
  price: string;
}

/**
 * The bond, side, face value and clean price fields of a trade form (reporting a trade in Transactions,
 * recording one in Inventory), each with its field error by wire name.
 */
export function TradeTermsFields({
  terms,
  onChange,
  errors,
  sideLabels,
}: {
  terms: TradeTerms;
  onChange: (terms: TradeTerms) => void;
  errors: Readonly<Record<string, string>>;
  /** How the side reads in this form. Default 'Buy' and 'Sell'. */
  sideLabels?: { buy: string; sell: string };
}) {
  const labels = sideLabels ?? { buy: 'Buy', sell: 'Sell' };
  const fieldError = (field: string) =>
    errors[field] ? <span className="app-field-error">{errors[field]}</span> : null;
  return (
    <>
      <div className="app-inventory__bond">
        <BondSearch label="Bond" value={terms.bond} onValueChange={(bond) => onChange({ ...terms, bond })} />
        {fieldError('finstrument_id')}
      </div>
      <label>
        Your side
        <select
          value={terms.side}
          onChange={(event) => onChange({ ...terms, side: event.target.value as 'buy' | 'sell' })}
        >
          <option value="buy">{labels.buy}</option>
          <option value="sell">{labels.sell}</option>
        </select>
      </label>
      <label>
        Face value (₹)
        <input
          inputMode="numeric"
          value={terms.quantity}
          onChange={(event) => onChange({ ...terms, quantity: event.target.value })}
        />
        {fieldError('quantity')}
      </label>
      <label>
        Clean price
        <input
          inputMode="decimal"
          value={terms.price}
          onChange={(event) => onChange({ ...terms, price: event.target.value })}
        />
        {fieldError('unit_clean_price')}
      </label>
    </>
  );
}
