import * as z from 'zod/mini';
import type { InventoryUploadProgress } from '../client/schemas/inventory';
import { inventoryEndpoints } from '../contract/inventoryEndpoints';
import { faceValueMultipleMessage, isWholeNumberOfBonds } from '../validation/faceValueMultiple';
import { inventoryUploadRowInput, inventoryUploadRowSchema } from '../validation/inventoryPayloads';
import { zodIssuesToErrorBody } from '../validation/zodIssuesToErrorBody';
import { fakeSignedInEndpoint, notFoundAnswer } from './fakeAccess';
import { faceValueOf } from './fakeInventoryRoutes';
import type { FakeRoute } from './fakeRouter';
import { uploadRowProblem } from '../validation/uploadRowProblem';
import type { FakeState } from './fakeState';
import { repeatedIsinMessage, unknownIsinMessage, uploadFormFlag } from '../validation/uploadedTable';
import { uploadedTableOrRefusal } from './fakeUploadedTable';

/** A holding an upload sets: the bond, its face value held, and its valuation cost when the file gives one. */
interface UploadedHolding {
  finstrumentId: number;
  quantity: number;
  valuationCost: number | null;
}

/**
 * `POST api/inventory/upload/` and its progress, as the server checks them: rows `isin, quantity, optional
 * valuation_cost` (`inventoryUploadRowSchema`, a whole number of bonds, each bond once); a file with a bad
 * row writes nothing unless `confirm`; the good rows set the firm's holdings to the uploaded quantities (a
 * row without a cost keeps the holding's cost; each is confirmed now). An upload sent with `upload_id` keeps
 * its progress for its firm to poll. The fake answers synchronously, so a poll only ever sees a finished
 * upload (`phase: 'done'`); `total_bytes` is the request's Content-Length, null when it has none.
 */
export function fakeHoldingsUploadRoutes(state: FakeState): FakeRoute[] {
  const progressByUpload = new Map<string, InventoryUploadProgress>();
  const keyOf = (firmId: number, uploadId: string) => `${firmId}:${uploadId}`;

  function setHoldings(firmId: number, holdings: readonly UploadedHolding[]): void {
    const now = new Date().toISOString();
    for (const uploaded of holdings) {
      const holding = state.holdings.find(
        (candidate) => candidate.client_id === firmId && candidate.finstrument_id === uploaded.finstrumentId,
      );
      if (holding === undefined) {
        state.holdings.push({
          id: state.nextId++,
          client_id: firmId,
          finstrument_id: uploaded.finstrumentId,
          quantity: uploaded.quantity,
          valuation_cost: uploaded.valuationCost,
          confirmed_at: now,
          updated_at: now,
        });
        continue;
      }
      holding.quantity = uploaded.quantity;
      holding.valuation_cost = uploaded.valuationCost ?? holding.valuation_cost;
      holding.confirmed_at = now;
      holding.updated_at = now;
    }
  }

  return [
    fakeSignedInEndpoint(state, inventoryEndpoints.uploadHoldings, ({ query, upload, request }, viewer) => {
      const contentLength = Number(request.headers.get('Content-Length'));
      const progress: InventoryUploadProgress = {
        phase: 'done',
        received_bytes: upload.file.bytes.length,
        total_bytes: Number.isFinite(contentLength) && contentLength > 0 ? contentLength : null,
        checked_rows: 0,
        total_rows: null,
        written_rows: 0,
        rows_to_write: null,
      };
      if (query.upload_id !== undefined) progressByUpload.set(keyOf(viewer.id, query.upload_id), progress);
      const confirm = query.confirm ?? uploadFormFlag(upload.fields.confirm);
      const table = uploadedTableOrRefusal(upload.file, ['isin', 'quantity']);
      if ('status' in table) return table;
      progress.total_rows = table.rows.length;
      const errors: { row: number; message: string }[] = [];
      const valid: UploadedHolding[] = [];
      const rowOfBond = new Map<number, number>();
      for (const { row, cells } of table.rows) {
        const isin = (cells.isin ?? '').trim().toUpperCase();
        const bond = state.bonds.find((candidate) => candidate.identifiers.ISIN.toUpperCase() === isin);
        if (bond === undefined) {
          errors.push({ row, message: unknownIsinMessage(cells.isin) });
          continue;
        }
        const parsed = z.safeParse(inventoryUploadRowSchema, inventoryUploadRowInput(cells), {
          reportInput: true,
        });
        if (!parsed.success) {
          errors.push({ row, message: uploadRowProblem(zodIssuesToErrorBody(parsed.error.issues)) });
          continue;
        }
        const faceValue = faceValueOf(bond);
        if (!isWholeNumberOfBonds(parsed.data.quantity, faceValue)) {
          errors.push({ row, message: `Quantity: ${faceValueMultipleMessage(faceValue)}` });
          continue;
        }
        const earlier = rowOfBond.get(bond.id);
        if (earlier !== undefined) {
          errors.push({ row, message: repeatedIsinMessage(bond.identifiers.ISIN, earlier) });
          continue;
        }
        rowOfBond.set(bond.id, row);
        valid.push({
          finstrumentId: bond.id,
          quantity: parsed.data.quantity,
          valuationCost: parsed.data.valuation_cost,
        });
      }
      progress.checked_rows = table.rows.length;
      // All or nothing: a file with a bad row writes nothing until the user confirms its good rows.
      if ((errors.length > 0 && !confirm) || valid.length === 0)
        return { ok: { created: 0, valid_rows: valid.length, confirmed: false, errors } };
      setHoldings(viewer.id, valid);
      progress.rows_to_write = valid.length;
      progress.written_rows = valid.length;
      return { ok: { created: valid.length, valid_rows: valid.length, confirmed: true, errors } };
    }),
    fakeSignedInEndpoint(state, inventoryEndpoints.getHoldingsUploadProgress, ({ params }, viewer) => {
      const progress = progressByUpload.get(keyOf(viewer.id, params.uploadId));
      return progress === undefined
        ? notFoundAnswer('No upload with this id is in progress.')
        : { ok: { ...progress } };
    }),
  ];
}
