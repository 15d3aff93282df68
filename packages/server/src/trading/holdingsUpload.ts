import {
  faceValueMultipleMessage,
  isWholeNumberOfBonds,
  inventoryUploadRowInput,
  inventoryUploadRowSchema,
  repeatedIsinMessage,
  unknownIsinMessage,
  uploadRowProblem,
  zodIssuesToErrorBody,
  type UploadedTable,
} from '@bondkit/core/validation';
import type { Db } from '../database/connection';
import { instrumentCatalogue } from './instrumentCatalogue';
import { setUploadedHoldings, type UploadedHolding } from './inventoryLedger';
import { marketToday } from './marketDate';
import type { UploadProgress } from './uploads/uploadProgress';

/** What an upload did: the holdings written, the rows that were good, whether it was written, each bad row. */
export type HoldingsUploadAnswer = {
  created: number;
  valid_rows: number;
  confirmed: boolean;
  errors: { row: number; message: string }[];
};

/**
 * A firm's holdings file, checked row by row and written all or nothing. Each row names a bond of the
 * catalogue by ISIN (once per file) and a quantity in whole bonds of its face value, optionally with a
 * valuation cost. A file with a bad row writes nothing until the user confirms its good rows (`confirm`); a
 * file without a good row writes nothing. `report` hears each step (checking, writing, rows done).
 */
export async function importHoldingsUpload(
  db: Db,
  upload: {
    clientId: number;
    rows: UploadedTable['rows'];
    confirm: boolean;
    report: (change: Partial<UploadProgress>) => void;
  },
  now: Date,
): Promise<HoldingsUploadAnswer> {
  const { rows, report } = upload;
  report({ phase: 'checking', total_rows: rows.length });
  const catalogue = await instrumentCatalogue(db, now);
  const errors: { row: number; message: string }[] = [];
  const valid: UploadedHolding[] = [];
  const rowOfInstrument = new Map<number, number>();
  for (const [index, { row, cells }] of rows.entries()) {
    if (index % 250 === 0) report({ checked_rows: index });
    const entry = catalogue.byIsin.get((cells.isin ?? '').trim().toUpperCase());
    if (!entry) {
      errors.push({ row, message: unknownIsinMessage(cells.isin) });
      continue;
    }
    const parsed = inventoryUploadRowSchema.safeParse(inventoryUploadRowInput(cells), {
      reportInput: true,
    });
    if (!parsed.success) {
      errors.push({ row, message: uploadRowProblem(zodIssuesToErrorBody(parsed.error.issues)) });
      continue;
    }
    if (!isWholeNumberOfBonds(parsed.data.quantity, entry.row.faceValue)) {
      errors.push({ row, message: `Quantity: ${faceValueMultipleMessage(entry.row.faceValue)}` });
      continue;
    }
    const earlier = rowOfInstrument.get(entry.row.id);
    if (earlier !== undefined) {
      errors.push({ row, message: repeatedIsinMessage(entry.row.isin, earlier) });
      continue;
    }
    rowOfInstrument.set(entry.row.id, row);
    valid.push({
      instrumentId: entry.row.id,
      quantity: parsed.data.quantity,
      valuationCost: parsed.data.valuation_cost,
    });
  }
  report({ checked_rows: rows.length });
  if ((errors.length > 0 && !upload.confirm) || valid.length === 0)
    return { created: 0, valid_rows: valid.length, confirmed: false, errors };
  report({ phase: 'writing', rows_to_write: valid.length });
  await db.transaction((transaction) =>
    setUploadedHoldings(transaction, upload.clientId, valid, marketToday(now), now, (writtenRows) =>
      report({ written_rows: writtenRows }),
    ),
  );
  return { created: valid.length, valid_rows: valid.length, confirmed: true, errors };
}
