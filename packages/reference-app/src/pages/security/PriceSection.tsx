import { useState } from 'react';
import type { Bond } from '@bondkit/core';
import { yieldFractionToPercent } from '@bondkit/core/pricing';
import type { PricingInputValue } from '@bondkit/core/pricing';
import { PricingInput } from '@bondkit/widgets/pricing-input';
import { useAppServices } from '../../app/AppServices';
import { useAsyncData } from '../../app/useAsyncData';
import { formatMarketDate } from '@bondkit/widgets';
import { CashflowSection } from './CashflowSection';

/** Today's price, a pricing input to work out price from yield (or back) for a quantity, and the cash flows. */
export function PriceSection({ bond }: { bond: Bond }) {
  const { client } = useAppServices();
  const info = useAsyncData(`price:${bond.id}`, () => client.market.getFinstrumentPriceInfo(bond.id));
  // Rupees of face value, as the cashflow and consideration calls take it (quanta are face value too).
  const [quantity, setQuantity] = useState(10_00_000);
  const [value, setValue] = useState<PricingInputValue | null>(null);
  const quantityValid = Number.isInteger(quantity) && quantity > 0;

  return (
    <section className="app-panel app-price" aria-labelledby="price-title">
      <h2 id="price-title">Price</h2>
      {info.status === 'loading' ? <p>Loading…</p> : null}
      {info.status === 'error' ? <p>Price information is not available right now.</p> : null}
      {info.status === 'ready' && !info.data.can_be_priced ? <p>This bond cannot be priced.</p> : null}
      {info.status === 'ready' && info.data.can_be_priced ? (
        <>
          <dl className="app-price__today">
            <div>
              <dt>Clean price</dt>
              <dd data-testid="today-price">{info.data.price.unit_clean_price?.toFixed(4) ?? '—'}</dd>
            </div>
            <div>
              <dt>Yield</dt>
              <dd data-testid="today-yield">
                {info.data.price.bond_yield === null
                  ? '—'
                  : `${yieldFractionToPercent(info.data.price.bond_yield).toFixed(4)}%`}
              </dd>
            </div>
            <div>
              <dt>Settlement</dt>
              <dd>{formatMarketDate(info.data.price.settlement_date)}</dd>
            </div>
          </dl>
          <div className="app-form__row">
            <div className="app-field">
              <label htmlFor="price-quantity">Face value (₹)</label>
              <input
                id="price-quantity"
                type="number"
                min={1}
                step={100}
                value={Number.isNaN(quantity) ? '' : quantity}
                onChange={(event) => setQuantity(event.target.valueAsNumber)}
                aria-invalid={quantityValid ? undefined : true}
              />
              {quantityValid ? null : (
                <p className="app-field__error">Enter a face value in whole rupees above zero.</p>
              )}
            </div>
          </div>
          <PricingInput
            finstrumentId={bond.id}
            disabled={!info.data.allow_price_modification && info.data.price.unit_clean_price === null}
            defaultValue={{
              cleanPrice: info.data.price.unit_clean_price,
              bondYield:
                info.data.price.bond_yield === null
                  ? null
                  : yieldFractionToPercent(info.data.price.bond_yield),
              fixedField: 'yield',
            }}
            onValueChange={(next) => setValue(next)}
          />
        </>
      ) : null}
      {quantityValid ? (
        <CashflowSection
          finstrumentId={bond.id}
          quantity={quantity}
          referenceDate={
            value?.settlementDate ?? (info.status === 'ready' ? info.data.price.settlement_date : null)
          }
        />
      ) : null}
    </section>
  );
}
