import { Fragment, useId, useMemo, useState, useSyncExternalStore } from 'react';
import { emptyValue, formatPrice, formatQuantum, formatYield } from '../format/index';
import { consolidateRows } from './consolidateRows';
import type { ConsolidatedBondRow } from './consolidateRows';
import { formatQuoteTime } from './formatQuoteTime';
import type { QuoteSheetRow } from './quoteSheetRow';
import type { QuoteSheetStore } from './quoteSheetStore';

export interface QuoteSheetConsolidatedProps {
  store: QuoteSheetStore;
  /** The table's accessible name. */
  label: string;
  onQuote: ((row: QuoteSheetRow) => void) | undefined;
  /** Height of the scrolling area, in px. */
  height: number;
}

const sideLabel = { BID: 'Bid', ASK: 'Ask' } as const;

function spreadText(bond: ConsolidatedBondRow): string {
  if (bond.spreadBasisPoints !== null) return `${bond.spreadBasisPoints.toFixed(2)} bp`;
  if (bond.spreadPrice !== null) return formatPrice(bond.spreadPrice);
  return emptyValue;
}

/** A yield beside a price in one cell carries its unit, so the two numbers cannot be confused. */
const yieldWithUnit = (value: number | null) => (value === null ? emptyValue : `${formatYield(value)}%`);

/** The level of one quote on its own side: yield and price. */
function levelOf(row: QuoteSheetRow): { yieldPercent: number | null; price: number | null } {
  return row.side === 'BID'
    ? { yieldPercent: row.bidYield, price: row.bidPrice }
    : { yieldPercent: row.askYield, price: row.askPrice };
}

/**
 * The consolidated view: one row per bond (best bid and best ask with their yield and price, the spread, the
 * depth on each side, the latest update) over the same filtered, sorted rows as the quote view; a bond's
 * button opens its individual quotes beneath it, each with the sheet's Quote action. Not virtualised: it
 * holds one row per bond, not per quote, and the scrolling area keeps it to `height`.
 */
export function QuoteSheetConsolidated({ store, label, onQuote, height }: QuoteSheetConsolidatedProps) {
  const states = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const bonds = useMemo(() => consolidateRows(states.map((state) => state.row)), [states]);
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const idBase = useId();
  const toggle = (finstrumentId: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(finstrumentId)) next.delete(finstrumentId);
      else next.add(finstrumentId);
      return next;
    });

  return (
    <div className="bk-quote-sheet__consolidated-scroller" style={{ maxHeight: height }} tabIndex={0}>
      <table className="bk-quote-sheet__consolidated" aria-label={`${label}, by bond`}>
        <thead>
          <tr>
            <th scope="col">Bond</th>
            <th scope="col" data-numeric>
              Best bid
            </th>
            <th scope="col" data-numeric>
              Best ask
            </th>
            <th scope="col" data-numeric>
              Spread
            </th>
            <th scope="col" data-numeric>
              Depth
            </th>
            <th scope="col" data-numeric>
              Updated
            </th>
          </tr>
        </thead>
        <tbody>
          {bonds.map((bond) => {
            const expanded = open.has(bond.finstrumentId);
            const detailsId = `${idBase}-${bond.finstrumentId}`;
            const count = bond.bidCount + bond.askCount;
            return (
              <Fragment key={bond.finstrumentId}>
                <tr data-finstrument-id={bond.finstrumentId}>
                  <th scope="row" className="bk-quote-sheet__consolidated-bond">
                    <button
                      type="button"
                      className="bk-quote-sheet__drill-button"
                      aria-expanded={expanded}
                      aria-controls={detailsId}
                      aria-label={`${bond.bondName}: ${expanded ? 'hide' : 'show'} its ${count} quote${count === 1 ? '' : 's'}`}
                      onClick={() => toggle(bond.finstrumentId)}
                    >
                      <span aria-hidden="true">{expanded ? '\u25BE' : '\u25B8'}</span> {bond.bondName}
                    </button>
                  </th>
                  <td data-numeric data-side="BID">
                    {bond.bestBid === null ? (
                      emptyValue
                    ) : (
                      <>
                        <span>{yieldWithUnit(bond.bestBid.bidYield)}</span>{' '}
                        <span>{formatPrice(bond.bestBid.bidPrice)}</span>
                      </>
                    )}
                  </td>
                  <td data-numeric data-side="ASK">
                    {bond.bestAsk === null ? (
                      emptyValue
                    ) : (
                      <>
                        <span>{yieldWithUnit(bond.bestAsk.askYield)}</span>{' '}
                        <span>{formatPrice(bond.bestAsk.askPrice)}</span>
                      </>
                    )}
                  </td>
                  <td data-numeric>{spreadText(bond)}</td>
                  <td data-numeric aria-label={`${bond.bidCount} bids, ${bond.askCount} asks`}>
                    {bond.bidCount} / {bond.askCount}
                  </td>
                  <td data-numeric>{formatQuoteTime(bond.lastUpdate)}</td>
                </tr>
                {expanded ? (
                  <tr id={detailsId} className="bk-quote-sheet__drill-row">
                    <td colSpan={6}>
                      <table
                        className="bk-quote-sheet__drill-table"
                        aria-label={`Quotes on ${bond.bondName}`}
                      >
                        <thead>
                          <tr>
                            <th scope="col">Side</th>
                            <th scope="col" data-numeric>
                              Yield
                            </th>
                            <th scope="col" data-numeric>
                              Price
                            </th>
                            <th scope="col" data-numeric>
                              Quantum
                            </th>
                            <th scope="col">Counterparty</th>
                            <th scope="col" data-numeric>
                              Time
                            </th>
                            <th scope="col">
                              <span className="bk-visually-hidden">Actions</span>
                            </th>
                          </tr>
                        </thead>
                        <tbody>
                          {bond.quotes.map((row) => {
                            const level = levelOf(row);
                            return (
                              <tr key={row.id} data-side={row.side} data-row-id={row.id}>
                                <td>{sideLabel[row.side]}</td>
                                <td data-numeric>{formatYield(level.yieldPercent)}</td>
                                <td data-numeric>{formatPrice(level.price)}</td>
                                <td data-numeric>{formatQuantum(row.quantum)}</td>
                                <td>{row.counterparty ?? emptyValue}</td>
                                <td data-numeric>{formatQuoteTime(row.updatedAt)}</td>
                                <td>
                                  {onQuote === undefined ? null : (
                                    <button
                                      type="button"
                                      className="bk-quote-sheet__quote-button"
                                      aria-label={`Quote against ${row.bondName} ${row.side === 'BID' ? 'bid' : 'ask'} ${formatYield(level.yieldPercent)}`}
                                      onClick={() => onQuote(row)}
                                    >
                                      Quote
                                    </button>
                                  )}
                                </td>
                              </tr>
                            );
                          })}
                        </tbody>
                      </table>
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
