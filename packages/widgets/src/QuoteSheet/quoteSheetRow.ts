import type { QuoteFirmness, QuoteType } from '@bondkit/core/validation';

/** The live fields of a row: the ones price updates change and that flash when they do. */
export const liveFields = [
  'bidYield',
  'bidPrice',
  'askYield',
  'askPrice',
  'quantum',
  'marketYield',
  'marketPrice',
] as const;
export type LiveField = (typeof liveFields)[number];

/**
 * One line of the quote sheet: a quote (EOI) in the market with the bond it is for. Yields are percent
 * (7.25 for 7.25 %), prices clean per 100 of face value, quantum the face value in rupees.
 */
export interface QuoteSheetRow {
  /** The quote's id: the row's key and what price updates address. */
  id: number;
  finstrumentId: number;
  /** The bond's display name, for example '7.18% GS 2033'. */
  bondName: string;
  isin: string;
  /** `YYYY-MM-DD`, or null when the bond has no maturity on record. */
  maturityDate: string | null;
  rating: string | null;
  /** The quote's side: a BID fills the bid columns, an ASK the ask columns. */
  side: QuoteType;
  bidYield: number | null;
  bidPrice: number | null;
  askYield: number | null;
  askPrice: number | null;
  /**
   * The bond's market level (the trade stream's `price_update`, percent and clean price): the reference a
   * dealer reads a quote against. Null until the first update or when the list does not carry it.
   */
  marketYield: number | null;
  marketPrice: number | null;
  /** Face value in rupees (shown in lakh or crore): what can still trade, once part of a firm quote has. */
  quantum: number;
  /**
   * The quote's full size when part of it has already traded (a partly filled firm quote, `quantum` being what
   * is left); undefined when nothing of it has traded. The Quantum cell then reads '1.5 Cr left'.
   */
  quotedQuantum?: number | undefined;
  /** Who quoted: the member's or the firm's name. */
  counterparty: string | null;
  /** ISO date-time of the quote or of its last update. */
  updatedAt: string | null;
  /** The partner's preferred-bond flag (the sheet's `preferred` filter). */
  preferred: boolean;
  /**
   * Whether the viewer's own firm quoted it (the list's `is_mine`), for the "my quotes" filter. Default false
   * when a partner's rows leave it out.
   */
  mine?: boolean | undefined;
  /**
   * 'FIRM': tradable at once at its level up to its size; 'INDICATIVE': a hit or lift is a request the
   * quoting firm confirms. Undefined when a partner's rows leave it out (shown as nothing).
   */
  firmness?: QuoteFirmness | undefined;
  /** ISO date-time when the quote expires, or null/undefined when it stands until withdrawn. */
  expiresAt?: string | null | undefined;
  /** The finstrument type; the sheet shows only 'Bond' (spec section 2), so other types are filtered out. */
  finstrumentType: string;
}

type PatchFields = Partial<Pick<QuoteSheetRow, LiveField | 'updatedAt'>>;

/**
 * A change to rows: to one quote (`id`, from a refetch) or to every quote of one bond (`finstrumentId`, from
 * a price update), with the fields that changed.
 */
export type QuoteSheetPatch = ({ id: number } | { finstrumentId: number }) & PatchFields;
