import {
  eoiCreatePayloadSchema,
  unknownIsinMessage,
  zodIssuesToErrorBody,
  type UploadedTable,
} from '@bondkit/core/internal';
import { quoteUploadRowInput } from './quoteUploadRow';
import { uploadRowProblem } from './uploadRowProblem';
import { ApiProblem } from '../errors/ApiProblem';
import type { EventPublisher } from '../events/eventPublisher';
import { persistEoi, prepareEoi, type PreparedEoi, type QuoteContext } from './eoiService';
import { publishQuoteChange } from './tradingEvents';

/** What a quote upload did: the quotes stored (with their ids), the rows that were good, each bad row. */
export type QuoteUploadAnswer = {
  created: number;
  valid_rows: number;
  confirmed: boolean;
  created_ids?: number[];
  errors: { row: number; message: string }[];
};

/**
 * A file of quotes (rows with isin, quote_type, quantum, and price or yield), each row checked as a quote of
 * the caller's firm would be. Without `confirm` nothing is stored and the answer lists the row errors and how
 * many rows are valid; with it the valid rows are stored in one transaction, announced on the stream, and the
 * invalid ones reported.
 */
export async function importQuoteUpload(
  context: QuoteContext,
  upload: { rows: UploadedTable['rows']; confirm: boolean },
  events: EventPublisher,
): Promise<QuoteUploadAnswer> {
  const errors: { row: number; message: string }[] = [];
  const valid: PreparedEoi[] = [];
  for (const { row, cells } of upload.rows) {
    const entry = context.catalogue.byIsin.get((cells.isin ?? '').toUpperCase());
    if (!entry) {
      errors.push({ row, message: unknownIsinMessage(cells.isin) });
      continue;
    }
    const parsed = eoiCreatePayloadSchema.safeParse(quoteUploadRowInput(cells, entry.row.id), {
      reportInput: true,
    });
    if (!parsed.success) {
      errors.push({ row, message: uploadRowProblem(zodIssuesToErrorBody(parsed.error.issues)) });
      continue;
    }
    try {
      valid.push(await prepareEoi(context, parsed.data, 'quote'));
    } catch (error) {
      if (!(error instanceof ApiProblem)) throw error;
      errors.push({ row, message: uploadRowProblem(error.body) });
    }
  }
  if (!upload.confirm || valid.length === 0)
    return { created: 0, valid_rows: valid.length, confirmed: false, errors };
  const rows = await context.db.transaction(async (transaction) => {
    const inserted = [];
    for (const prepared of valid) inserted.push(await persistEoi(transaction, prepared, context.now));
    return inserted;
  });
  for (const row of rows) publishQuoteChange(events, context.now, row, 'created');
  return {
    created: rows.length,
    valid_rows: valid.length,
    confirmed: true,
    created_ids: rows.map((row) => row.id),
    errors,
  };
}
