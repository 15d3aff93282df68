import { DepthFeatureRequest } from './DepthFeatureRequest';
import type { Bond } from '@bondkit/core';
import { formatMarketDate } from '@bondkit/widgets';
import { useAppServices } from '../../app/AppServices';
import { useAsyncData } from '../../app/useAsyncData';
import { formatCleanPrice, formatFaceValue, formatYieldFraction } from './marketFormat';
import { numberAt, optionYieldsAt, recordAt, textAt, type OptionYield } from './securityInfo';
import { ScrollRegion } from '../../app/ScrollRegion';

function TermList({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <dl className="app-terms">
      {rows.map(([label, text]) => (
        <div key={label} className="app-terms__row">
          <dt>{label}</dt>
          <dd className="app-number-text">{text}</dd>
        </div>
      ))}
    </dl>
  );
}

function OptionTable({ title, options }: { title: string; options: readonly OptionYield[] }) {
  if (options.length === 0) return null;
  return (
    <>
      <h3>{title}</h3>
      <ScrollRegion label={title}>
        <table className="app-table">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col" className="app-number">
                Price
              </th>
              <th scope="col" className="app-number">
                Yield
              </th>
            </tr>
          </thead>
          <tbody>
            {options.map((option) => (
              <tr key={option.date}>
                <td>{formatMarketDate(option.date)}</td>
                <td className="app-number">{formatCleanPrice(option.price)}</td>
                <td className="app-number">{formatYieldFraction(option.bondYield)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}

/**
 * The market block of the info call: price band, last trade, risk and yields to worst, call and put.
 * A block the answer does not have (a matured bond has no price band) is left out with its heading.
 */
export function MarketSection({ bond }: { bond: Bond }) {
  const { client } = useAppServices();
  const info = useAsyncData(`info:${bond.id}`, () => client.market.getFinstrumentInfo(bond.id));
  if (info.status !== 'ready') return null;
  const data = info.data;
  const band = recordAt(data, 'price_band');
  const low = numberAt(band, 'low');
  const high = numberAt(band, 'high');
  const lastTrade = recordAt(data, 'last_trade');
  const risk = recordAt(data, 'risk');
  const worst = recordAt(data, 'yield_to_worst');
  const accrued = numberAt(data, 'accrued_interest');
  const dirty = numberAt(data, 'dirty_price');
  const riskRows: [string, string][] = risk
    ? [
        ['Macaulay duration', `${numberAt(risk, 'macaulay_duration')?.toFixed(2) ?? '—'} years`],
        ['Modified duration', numberAt(risk, 'modified_duration')?.toFixed(4) ?? '—'],
        ['Convexity', numberAt(risk, 'convexity')?.toFixed(4) ?? '—'],
        ['PV01 (per ₹100)', `₹${numberAt(risk, 'pv01')?.toFixed(4) ?? '—'}`],
      ]
    : [];
  const priceRows: [string, string][] = [
    ...(accrued !== null
      ? ([['Accrued interest (per ₹100)', `₹${accrued.toFixed(4)}`]] as [string, string][])
      : []),
    ...(dirty !== null ? ([['Dirty price', formatCleanPrice(dirty)]] as [string, string][]) : []),
    ...(low !== null && high !== null
      ? ([['Price band', `${formatCleanPrice(low)} – ${formatCleanPrice(high)}`]] as [string, string][])
      : []),
  ];
  const worstDate = textAt(worst, 'date');
  const worstYield = numberAt(worst, 'bond_yield');
  const tradeDate = textAt(lastTrade, 'trade_date');
  return (
    <section className="app-panel" aria-labelledby="market-title">
      <h2 id="market-title">Market</h2>
      {priceRows.length > 0 ? <TermList rows={priceRows} /> : null}
      {worstDate !== null && worstYield !== null ? (
        <>
          <h3>Yield to worst</h3>
          <TermList
            rows={[
              ['Yield', formatYieldFraction(worstYield)],
              [
                'Redeemed',
                `${textAt(worst, 'redemption') === 'call' ? 'At call' : 'At maturity'}, ${formatMarketDate(worstDate)}`,
              ],
            ]}
          />
        </>
      ) : null}
      {lastTrade !== null && tradeDate !== null ? (
        <>
          <h3>Last trade</h3>
          <TermList
            rows={[
              ['Date', formatMarketDate(tradeDate)],
              ['Price', formatCleanPrice(numberAt(lastTrade, 'unit_clean_price'))],
              ['Yield', formatYieldFraction(numberAt(lastTrade, 'bond_yield'))],
              ['Face value traded', formatFaceValue(numberAt(lastTrade, 'quantity'))],
              ['Exchange', textAt(lastTrade, 'exchange') ?? '—'],
            ]}
          />
        </>
      ) : null}
      {riskRows.length > 0 ? (
        <>
          <h3>Risk</h3>
          <TermList rows={riskRows} />
        </>
      ) : null}
      <OptionTable title="Yield to call" options={optionYieldsAt(data, 'yield_to_call')} />
      <OptionTable title="Yield to put" options={optionYieldsAt(data, 'yield_to_put')} />
      <DepthFeatureRequest bond={bond} />
    </section>
  );
}
