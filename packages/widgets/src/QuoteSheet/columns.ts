import { emptyValue, formatMarketDate, formatPrice, formatQuantum, formatYield } from '../format/index';
import { formatQuoteTime } from './formatQuoteTime';
import type { LiveField, QuoteSheetRow } from './quoteSheetRow';
import type { QuoteSheetSortKey } from './sortRows';

/** A column of the sheet. */
export interface QuoteSheetColumn {
  key: QuoteSheetSortKey;
  /** The header text. */
  label: string;
  /** The cell's text. */
  format: (row: QuoteSheetRow) => string;
  /** Right-aligned in the numeric font. */
  numeric: boolean;
  /** A live field flashes when it changes. */
  live: LiveField | null;
  /** The CSS grid track. */
  width: string;
  /**
   * The cell's whole text as its tooltip (`title`), for a cell a narrow track may cut short or that says more
   * on hover: the bond, the firm, a partly filled size. Undefined: no tooltip.
   */
  describe?: ((row: QuoteSheetRow) => string) | undefined;
}

function column(
  key: QuoteSheetSortKey,
  label: string,
  format: (row: QuoteSheetRow) => string,
  width: string,
  numeric = false,
  live: LiveField | null = null,
  describe?: (row: QuoteSheetRow) => string,
): QuoteSheetColumn {
  return { key, label, format, numeric, live, width, ...(describe === undefined ? {} : { describe }) };
}

/** What can still trade: '2 Cr', or '1.5 Cr left' once part of a firm quote has traded. */
function quantumCellText(row: QuoteSheetRow): string {
  const size = formatQuantum(row.quantum);
  return row.quotedQuantum === undefined ? size : `${size} left`;
}

/** The size in full: '1.5 Cr left of 2 Cr' for a partly filled quote. */
function quantumDescription(row: QuoteSheetRow): string {
  const size = formatQuantum(row.quantum);
  return row.quotedQuantum === undefined ? size : `${size} left of ${formatQuantum(row.quotedQuantum)}`;
}

/** How a quote's terms read everywhere: a firm price, or an indicative one its firm confirms. */
export const firmnessLabels: Readonly<Record<string, string>> = { FIRM: 'Firm', INDICATIVE: 'Indicative' };

/** The sheet's narrow Terms column: 'Firm' or 'Ind.' (the row's Quote button names the terms in full). */
const firmnessShortLabels: Readonly<Record<string, string>> = { FIRM: 'Firm', INDICATIVE: 'Ind.' };

/** The columns a dealer expects, in the order a dealer reads them: what, the bid, the ask, the market, who. */
export const quoteSheetColumns: readonly QuoteSheetColumn[] = [
  column(
    'bondName',
    'Bond',
    (row) => row.bondName,
    'minmax(7.5rem, 2fr)',
    false,
    null,
    (row) => row.bondName,
  ),
  column('isin', 'ISIN', (row) => row.isin, '8rem'),
  column('maturityDate', 'Maturity', (row) => formatMarketDate(row.maturityDate), '7rem'),
  column('rating', 'Rating', (row) => row.rating ?? emptyValue, '5rem'),
  column('bidYield', 'Bid yield', (row) => formatYield(row.bidYield), '5.5rem', true, 'bidYield'),
  column('bidPrice', 'Bid price', (row) => formatPrice(row.bidPrice), '6rem', true, 'bidPrice'),
  column('askYield', 'Ask yield', (row) => formatYield(row.askYield), '5.5rem', true, 'askYield'),
  column('askPrice', 'Ask price', (row) => formatPrice(row.askPrice), '6rem', true, 'askPrice'),
  column('quantum', 'Quantum', quantumCellText, '4.5rem', true, 'quantum', quantumDescription),
  column('marketYield', 'Market yield', (row) => formatYield(row.marketYield), '7.5rem', true, 'marketYield'),
  column('marketPrice', 'Market price', (row) => formatPrice(row.marketPrice), '7.5rem', true, 'marketPrice'),
  column(
    'counterparty',
    'Counterparty',
    (row) => row.counterparty ?? emptyValue,
    'minmax(6rem, 1fr)',
    false,
    null,
    (row) => row.counterparty ?? emptyValue,
  ),
  column('updatedAt', 'Time', (row) => formatQuoteTime(row.updatedAt), '7rem', true),
  // A narrow pane's columns: one row is one side, so its side, yield and price take three tracks, not four.
  column('side', 'Side', (row) => (row.side === 'BID' ? 'Bid' : 'Ask'), '2.5rem'),
  column(
    'quoteYield',
    'Yield',
    (row) => formatYield(row.side === 'BID' ? row.bidYield : row.askYield),
    '4.25rem',
    true,
  ),
  column(
    'quotePrice',
    'Price',
    (row) => formatPrice(row.side === 'BID' ? row.bidPrice : row.askPrice),
    '5.25rem',
    true,
  ),
  column('firmness', 'Terms', (row) => firmnessShortLabels[row.firmness ?? ''] ?? emptyValue, '3.25rem'),
];

/**
 * The columns shown when none are chosen: every column but the narrow pane's one-side ones (side, yield, price),
 * which repeat the bid and ask columns in three tracks.
 */
export const quoteSheetDefaultColumns: readonly QuoteSheetColumn[] = quoteSheetColumns.filter(
  (column) => !['side', 'quoteYield', 'quotePrice'].includes(column.key),
);
