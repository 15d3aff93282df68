import { unknownIsinMessage } from '@bondkit/core/internal';
import { uploadFormFlag } from '@bondkit/core/internal';
import { quoteWriteEndpoints } from '@bondkit/core/contract';
import { eoiCreatePayloadSchema } from '@bondkit/core/internal';
import { quoteUploadRowInput } from '../../trading/quoteUploadRow';
import { ApiProblem } from '../../errors/ApiProblem';
import { zodIssuesToErrorBody } from '@bondkit/core/internal';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { persistEoi, prepareEoi, type PreparedEoi } from '../../trading/eoiService';
import { publishQuoteChange } from '../../trading/tradingEvents';
import { readUploadedTable } from '../../trading/uploads/readTable';
import { uploadRowProblem } from '../../trading/uploadRowProblem';
import { receiveUpload } from '../../trading/uploads/receiveUpload';
import { quoteContextFor } from './quoteContext';

/**
 * `POST api/eoi/upload/`: a CSV or XLSX of quotes (columns isin, quote_type, quantum, and price or
 * yield in percent; optional settlement_delta, validity). Every row is checked; without `confirm` nothing
 * is stored and the answer lists the row errors and how many rows are valid; with `confirm=true` the
 * valid rows are stored and the invalid ones reported.
 */
export function uploadQuoteRoutes(app: ApiApp): void {
  const endpoint = quoteWriteEndpoints.uploadQuotes;
  registerEndpoint(app, endpoint, async ({ query, request, principal }) => {
    const upload = await receiveUpload(request, endpoint.upload);
    const confirm = query.confirm ?? uploadFormFlag(upload.fields.confirm);
    const table = await readUploadedTable(upload.bytes, upload.fileName, ['isin', 'quote_type', 'quantum']);
    const context = await quoteContextFor(app, principal);
    const errors: { row: number; message: string }[] = [];
    const valid: PreparedEoi[] = [];
    for (const { row, cells } of table.rows) {
      const entry = context.catalogue.byIsin.get(cells.isin!.toUpperCase());
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
    if (!confirm || valid.length === 0)
      return { created: 0, valid_rows: valid.length, confirmed: false, errors };
    const rows = await app.services.db.transaction(async (transaction) => {
      const inserted = [];
      for (const prepared of valid) inserted.push(await persistEoi(transaction, prepared, context.now));
      return inserted;
    });
    for (const row of rows) publishQuoteChange(app.services.events, context.now, row, 'created');
    return {
      created: rows.length,
      valid_rows: valid.length,
      confirmed: true,
      created_ids: rows.map((row) => row.id),
      errors,
    };
  });
}
