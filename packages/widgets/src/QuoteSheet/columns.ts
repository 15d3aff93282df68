import { emptyValue, formatMarketDate, formatPrice, formatQuantum, formatYield } from '../format/index';
import { formatQuoteTime } from './formatQuoteTime';
import type { LiveField, QuoteSheetRow } from './quoteSheetRow';
import type { QuoteSheetSortKey } from './sortRows';
import { abbreviateFirmName } from './abbreviateFirmName';

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
  /**
   * What the cell shows in a narrow track, when that is shorter than its text: `format` then stays the cell's
   * accessible text (read by screen readers, visually hidden) and `describe` its tooltip. Undefined: `format`.
   */
  short?: ((row: QuoteSheetRow) => string) | undefined;
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
  // What can still trade ('1.5 Cr'); a partly filled quote says so in its accessible text and tooltip.
  {
    ...column('quantum', 'Quantum', quantumDescription, '4.5rem', true, 'quantum', quantumDescription),
    short: (row) => formatQuantum(row.quantum),
  },
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
  // Their tracks are tight and their cells padded by half (QuoteSheet.css): in a 540 px pane the bond and the
  // firm get what they save.
  column('side', 'Side', (row) => (row.side === 'BID' ? 'Bid' : 'Ask'), '2.125rem'),
  column(
    'quoteYield',
    'Yield',
    (row) => formatYield(row.side === 'BID' ? row.bidYield : row.askYield),
    '3.75rem',
    true,
  ),
  column(
    'quotePrice',
    'Price',
    (row) => formatPrice(row.side === 'BID' ? row.bidPrice : row.askPrice),
    '4.75rem',
    true,
  ),
  column('firmness', 'Terms', (row) => firmnessShortLabels[row.firmness ?? ''] ?? emptyValue, '2.5rem'),
  // A narrow pane's quoting firm: abbreviated ('Konark T.'), the full name its accessible text and tooltip.
  {
    ...column(
      'firm',
      'Firm',
      (row) => row.counterparty ?? emptyValue,
      'minmax(5.5rem, 1fr)',
      false,
      null,
      (row) => row.counterparty ?? emptyValue,
    ),
    short: (row) => (row.counterparty === null ? emptyValue : abbreviateFirmName(row.counterparty)),
  },
];

/**
 * The columns shown when none are chosen: every column but the narrow pane's one-side ones (side, yield, price),
 * which repeat the bid and ask columns in three tracks.
 */
export const quoteSheetDefaultColumns: readonly QuoteSheetColumn[] = quoteSheetColumns.filter(
  (column) => !['side', 'quoteYield', 'quotePrice', 'firm'].includes(column.key),
);
