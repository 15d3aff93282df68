import { yieldFractionToPercent } from '@bondkit/core/pricing';
import { useAppServices } from '../../app/AppServices';
import { useAsyncData } from '../../app/useAsyncData';
import { quantumText } from './quoteLevelText';

/** The bond's market depth: bids and asks by price level, best first. */
export function MarketDepth({ finstrumentId, refreshKey }: { finstrumentId: number; refreshKey: number }) {
  const { client } = useAppServices();
  const depth = useAsyncData(`depth:${finstrumentId}:${refreshKey}`, () =>
    client.quotes.getQuoteDepth({ finstrument_id: finstrumentId }),
  );
  if (depth.status === 'loading') return <p>Loading market depth…</p>;
  if (depth.status === 'error') return <p>Market depth is not available right now.</p>;
  const rows = Math.max(depth.data.bids.length, depth.data.asks.length);
  if (rows === 0) return <p>No bids or asks in the market for this bond.</p>;
  const level = (
    value: { unit_clean_price: number | null; bond_yield: number | null; quantum: number } | undefined,
  ) =>
    value === undefined
      ? ['', '', '']
      : [
          value.bond_yield === null ? '—' : `${yieldFractionToPercent(value.bond_yield).toFixed(4)}%`,
          value.unit_clean_price?.toFixed(4) ?? '—',
          quantumText(value.quantum),
        ];
  return (
    <table className="app-table app-depth">
      <caption>Market depth</caption>
      <thead>
        <tr>
          <th scope="col">Bid yield</th>
          <th scope="col">Bid price</th>
          <th scope="col">Bid size</th>
          <th scope="col">Ask yield</th>
          <th scope="col">Ask price</th>
          <th scope="col">Ask size</th>
        </tr>
      </thead>
      <tbody>
        {/* Sides by convention: bid cells in the bid colour, ask cells in the ask colour. */}
        {Array.from({ length: rows }, (_, index) => (
          <tr key={index}>
            {[...level(depth.data.bids[index]), ...level(depth.data.asks[index])].map((cell, cellIndex) => (
              <td key={cellIndex} className={`app-number app-side--${cellIndex < 3 ? 'bid' : 'ask'}`}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
