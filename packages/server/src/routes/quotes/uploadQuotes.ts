import { uploadFormFlag } from '@bondkit/core/internal';
import { quoteWriteEndpoints } from '@bondkit/core/contract';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { importQuoteUpload } from '../../trading/quoteUpload';
import { readUploadedTable } from '../../trading/uploads/readTable';
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
    return importQuoteUpload(context, { rows: table.rows, confirm }, app.services.events);
  });
}
