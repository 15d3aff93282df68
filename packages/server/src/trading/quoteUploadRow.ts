import { yieldPercentToFraction } from '@bondkit/core/pricing';
import { uploadNumberCell } from '@bondkit/core/internal';

/**
 * The create call's input (`eoiCreatePayloadSchema` checks it) from a row of a quotes upload (columns isin,
 * quote_type, quantum, and price or yield in percent; optional settlement_delta and validity), for the bond
 * its ISIN named. Blank cells are left out, so the schema's defaults and its required messages apply.
 */
export function quoteUploadRowInput(
  cells: Readonly<Record<string, string | undefined>>,
  finstrumentId: number,
): Record<string, unknown> {
  const yieldPercent = uploadNumberCell(cells.yield);
  const candidate = {
    finstrument_id: finstrumentId,
    quote_type: (cells.quote_type ?? '').toUpperCase(),
    quantum: uploadNumberCell(cells.quantum),
    unit_price_stored: uploadNumberCell(cells.price),
    yield_stored:
      yieldPercent === undefined || Number.isNaN(yieldPercent)
        ? yieldPercent
        : yieldPercentToFraction(yieldPercent),
    settlement_delta: uploadNumberCell(cells.settlement_delta),
    validity: cells.validity || undefined,
    source: 'UPLOAD',
  };
  return Object.fromEntries(Object.entries(candidate).filter(([, value]) => value !== undefined));
}
