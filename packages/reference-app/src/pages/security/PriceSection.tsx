import { useMemo, useState } from 'react';
import { createServerPricer, type Bond } from '@bondkit/core';
import { yieldFractionToPercent, type PricingInputValue } from '@bondkit/core/pricing';
import { PricingInput } from '@bondkit/widgets/pricing-input';
import { formatMarketDate } from '@bondkit/widgets';
import { useAppServices } from '../../app/AppServices';
import { useAsyncData } from '../../app/useAsyncData';
import { CashflowSection } from './CashflowSection';
import { defaultFaceValue, readFaceValue } from './faceValueField';
import { formatRupees } from './formatRupees';
import { formatCleanPrice, formatFaceValue, formatYieldFraction } from './marketFormat';
import { numberAt } from './securityInfo';
import { SupportRequestButton } from '../error/SupportRequestButton';

/**
 * Today's price, a pricing input to work out the price from a yield (or back) with the consideration
 * (principal + accrued) for a face value, and the cash flows of that face value.
 */
export function PriceSection({ bond }: { bond: Bond }) {
  const { client } = useAppServices();
  const info = useAsyncData(`price:${bond.id}`, () => client.market.getFinstrumentPriceInfo(bond.id));
  const unitFaceValue = numberAt(bond.contract_parameters, 'face_value') ?? 100;
  // Rupees of face value, as the cashflow and consideration calls take it (quanta are face value too).
  const [faceValueText, setFaceValueText] = useState(() =>
    defaultFaceValue(unitFaceValue).toLocaleString('en-IN'),
  );
  const faceValue = readFaceValue(faceValueText, unitFaceValue);
  const [value, setValue] = useState<PricingInputValue | null>(null);
  const pricer = useMemo(
    () => createServerPricer(client, bond.id, { faceValue: unitFaceValue }),
    [client, bond.id, unitFaceValue],
  );
  const amounts = value?.considerationDetails ?? null;

  return (
    <section className="app-panel app-price" aria-labelledby="price-title">
      <h2 id="price-title">Price</h2>
      {info.status === 'loading' ? <p>Loading…</p> : null}
      {info.status === 'error' ? <p>Price information is not available right now.</p> : null}
      {info.status === 'ready' && !info.data.can_be_priced ? (
        <p className="app-muted">This bond cannot be priced (it has matured or its terms are incomplete).</p>
      ) : null}
      {info.status === 'ready' && info.data.can_be_priced ? (
        <>
          <dl className="app-price__today">
            <div>
              <dt>Clean price</dt>
              <dd data-testid="today-price">{formatCleanPrice(info.data.price.unit_clean_price)}</dd>
            </div>
            <div>
              <dt>Yield</dt>
              <dd data-testid="today-yield">{formatYieldFraction(info.data.price.bond_yield)}</dd>
            </div>
            <div>
              <dt>Settlement</dt>
              <dd>{formatMarketDate(info.data.price.settlement_date)}</dd>
            </div>
          </dl>
          <div className="app-price__inputs">
            <div className="app-field">
              <label htmlFor="price-quantity">Face value (₹)</label>
              <input
                id="price-quantity"
                inputMode="decimal"
                autoComplete="off"
                value={faceValueText}
                onChange={(event) => setFaceValueText(event.target.value)}
                aria-invalid={faceValue.ok ? undefined : true}
                aria-describedby="price-quantity-help"
              />
              {faceValue.ok ? (
                <p id="price-quantity-help" className="app-field__help">
                  {formatFaceValue(faceValue.rupees)} · type 10 L or 2.5 Cr
                </p>
              ) : (
                <p id="price-quantity-help" className="app-field__error" role="alert">
                  {faceValue.message}
                </p>
              )}
            </div>
            <PricingInput
              finstrumentId={bond.id}
              pricer={pricer}
              {...(faceValue.ok ? { quantity: faceValue.rupees / unitFaceValue } : {})}
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
          </div>
          {faceValue.ok && amounts !== null ? (
            <dl className="app-consideration" aria-label="Consideration">
              <div>
                <dt>Principal</dt>
                <dd>{formatRupees(amounts.principal)}</dd>
              </div>
              <div>
                <dt>Accrued interest</dt>
                <dd>{formatRupees(amounts.accrued)}</dd>
              </div>
              <div>
                <dt>Consideration</dt>
                <dd data-testid="consideration">{formatRupees(amounts.total)}</dd>
              </div>
            </dl>
          ) : null}
        </>
      ) : null}
      {faceValue.ok ? (
        <CashflowSection
          finstrumentId={bond.id}
          quantity={faceValue.rupees}
          referenceDate={
            value?.settlementDate ?? (info.status === 'ready' ? info.data.price.settlement_date : null)
          }
        />
      ) : null}
      <p className="app-request-links">
        <SupportRequestButton
          requestType="REQUEST_PRICING"
          label="Request pricing"
          title={`Request pricing for ${bond.display_name}`}
        />
        <SupportRequestButton
          requestType="REPORT_ISSUE_FOR_PRICING_AND_CASHFLOW"
          label="Report a price or cash-flow issue"
          title={`Pricing or cash-flow issue on ${bond.display_name}`}
        />
      </p>
    </section>
  );
}
