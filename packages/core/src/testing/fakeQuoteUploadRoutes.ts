import * as z from 'zod/mini';
import { quoteWriteEndpoints } from '../contract/quoteWriteEndpoints';
import { eoiCreatePayloadSchema } from '../validation/eoiCreatePayload';
import { quoteUploadRowInput } from '../validation/quoteUploadRow';
import { zodIssuesToErrorBody } from '../validation/zodIssuesToErrorBody';
import { fakeSignedInEndpoint } from './fakeAccess';
import { bondRefusal, placeQuote } from './fakeQuoteBook';
import type { QuoteTerms } from './fakeQuoteBook';
import type { FakeRoute } from './fakeRouter';
import { uploadRowProblem } from '../validation/uploadRowProblem';
import type { FakeState } from './fakeState';
import { unknownIsinMessage, uploadFormFlag } from '../validation/uploadedTable';
import { uploadedTableOrRefusal } from './fakeUploadedTable';

/**
 * `POST api/eoi/upload/`, as the server checks it: columns isin, quote_type, quantum, and price or yield
 * (in percent), optional settlement_delta and validity. Each row is checked with the create call's schema
 * and the fake's quoting rules; without `confirm` nothing is stored, with it the valid rows become quotes as
 * `createQuote` places them.
 */
export function fakeQuoteUploadRoutes(state: FakeState): FakeRoute[] {
  return [
    fakeSignedInEndpoint(state, quoteWriteEndpoints.uploadQuotes, ({ query, upload }, author) => {
      const confirm = query.confirm ?? uploadFormFlag(upload.fields.confirm);
      const table = uploadedTableOrRefusal(upload.file, ['isin', 'quote_type', 'quantum']);
      if ('status' in table) return table;
      const errors: { row: number; message: string }[] = [];
      const valid: { row: number; terms: QuoteTerms }[] = [];
      for (const { row, cells } of table.rows) {
        const isin = (cells.isin ?? '').toUpperCase();
        const bond = state.bonds.find((candidate) => candidate.identifiers.ISIN.toUpperCase() === isin);
        if (bond === undefined) {
          errors.push({ row, message: unknownIsinMessage(cells.isin) });
          continue;
        }
        const parsed = z.safeParse(eoiCreatePayloadSchema, quoteUploadRowInput(cells, bond.id), {
          reportInput: true,
        });
        if (!parsed.success) {
          errors.push({ row, message: uploadRowProblem(zodIssuesToErrorBody(parsed.error.issues)) });
          continue;
        }
        const refusal = bondRefusal(bond);
        if (refusal !== undefined) {
          errors.push({ row, message: uploadRowProblem(refusal.body) });
          continue;
        }
        valid.push({ row, terms: parsed.data });
      }
      if (!confirm || valid.length === 0)
        return { ok: { created: 0, valid_rows: valid.length, confirmed: false, errors } };
      const createdIds: number[] = [];
      for (const { row, terms } of valid) {
        const placed = placeQuote(state, author, terms, 'quote');
        if ('refusal' in placed) errors.push({ row, message: uploadRowProblem(placed.refusal.body) });
        else createdIds.push(placed.quote.id);
      }
      return {
        ok: {
          created: createdIds.length,
          valid_rows: valid.length,
          confirmed: true,
          created_ids: createdIds,
          errors,
        },
      };
    }),
  ];
}
