import type { SearchableInstrument } from './bondSearchIndex';
import { instrumentAliases } from './searchAliases';

/** The instrument fields the search reads (a catalogue row, or a generated universe's seed). */
export interface InstrumentSearchFields {
  id: number;
  isin: string;
  displayName: string;
  instrumentType: string;
  isListed: boolean;
  isDisabledIsin: boolean;
  maturityDate: string;
  isLiquid: boolean;
}

/** An instrument as the search index holds it on `today` (available: listed, ISIN enabled, not matured). */
export function searchableInstrument(
  instrument: InstrumentSearchFields,
  issuerName: string,
  today: string,
): SearchableInstrument {
  return {
    id: instrument.id,
    isin: instrument.isin,
    displayName: instrument.displayName,
    issuerName,
    available: instrument.isListed && !instrument.isDisabledIsin && instrument.maturityDate > today,
    isLiquid: instrument.isLiquid,
    kind: instrument.instrumentType,
    aliases: instrumentAliases(instrument.instrumentType, issuerName),
  };
}
