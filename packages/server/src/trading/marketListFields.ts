// The spec names the quote sheet's filters (a preferred flag, finstrument_type Bond) but not where the
// flag and the type come from. The reference server derives both from the instrument master:
// - finstrument_type: T-bills are money-market instruments, 'T-Bill'; every other instrument is a 'Bond'.
// - is_preferred: the liquid bonds (traded often, with live prices and simulated quotes), the stand-in for
//   a partner's preferred list, which the universe does not model.

import type { finstrumentTypes } from '@bondkit/core/contract';

/** The finstrument types the market list reports and filters by (declared in the contract). */
export type FinstrumentType = (typeof finstrumentTypes)[number];

/** The finstrument type of an instrument, by its `instrument_type`. */
function finstrumentTypeOf(instrumentType: string): FinstrumentType {
  return instrumentType === 'TBILL' ? 'T-Bill' : 'Bond';
}

/** The bond fields each market-list row carries beside the quote. */
export interface MarketRowBondFields {
  maturity_date: string | null;
  rating: string | null;
  finstrument_type: FinstrumentType | null;
  is_preferred: boolean;
}

/** The bond fields of a row, from its catalogue entry (nulls when the instrument is unknown). */
function marketRowBondFields(
  instrument:
    { maturityDate: string; rating: string | null; instrumentType: string; isLiquid: boolean } | undefined,
): MarketRowBondFields {
  if (instrument === undefined)
    return { maturity_date: null, rating: null, finstrument_type: null, is_preferred: false };
  return {
    maturity_date: instrument.maturityDate,
    rating: instrument.rating,
    finstrument_type: finstrumentTypeOf(instrument.instrumentType),
    is_preferred: instrument.isLiquid,
  };
}

/** What the catalogue knows of a quote's bond, for its list row. */
type RowInstrument = Parameters<typeof marketRowBondFields>[0] & { displayName: string; isin: string };

/**
 * The fields every quote list row carries beside the quote (the contract's `quoteListRowSchema`): the
 * bond's name, ISIN, maturity, rating, type and preferred flag (null when the catalogue lacks the bond),
 * the quoting firm's name and whether the quote is the viewer's firm's own.
 */
export function quoteListRowFields(
  instrument: RowInstrument | undefined,
  firmName: string | null,
  isMine: boolean,
) {
  return {
    display_name: instrument?.displayName ?? null,
    isin: instrument?.isin ?? null,
    client_name: firmName,
    is_mine: isMine,
    ...marketRowBondFields(instrument),
  };
}
