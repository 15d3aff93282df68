import { faceValueMultipleMessage, isWholeNumberOfBonds } from '../../trading/faceValueMultiple';
import { repeatedIsinMessage, unknownIsinMessage } from '@bondkit/core/internal';
import { uploadFormFlag } from '@bondkit/core/internal';
import { and, eq } from 'drizzle-orm';
import { inventoryEndpoints } from '@bondkit/core/contract';
import { inventoryUploadRowInput, inventoryUploadRowSchema } from '@bondkit/core/internal';
import type { FastifyRequest } from 'fastify';
import { inventoryPositions } from '../../database/schema/index';
import { ApiProblem } from '../../errors/ApiProblem';
import { zodIssuesToErrorBody } from '@bondkit/core/internal';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { createEoi } from '../../trading/eoiService';
import { eoiView } from '../../trading/eoiView';
import { instrumentCatalogue } from '../../trading/instrumentCatalogue';
import { setUploadedHoldings, type UploadedHolding } from '../../trading/inventoryLedger';
import { editValuationCost, firmHoldings, recordExternalTrade } from '../../trading/inventoryHoldings';
import { marketToday } from '../../trading/marketDate';
import { readUploadedTable } from '../../trading/uploads/readTable';
import { receiveUpload } from '../../trading/uploads/receiveUpload';
import { createUploadProgressRegistry, type UploadProgress } from '../../trading/uploads/uploadProgress';
import { uploadRowProblem } from '../../trading/uploadRowProblem';
import { quoteContextOf } from '../quotes/quoteContext';

/** Inventory: list with valuation, upload, external trades, confirmation, valuation cost, offers. */
export function inventoryRoutes(app: ApiApp): void {
  const uploadProgress = createUploadProgressRegistry();

  registerEndpoint(app, inventoryEndpoints.listHoldings, ({ principal }) =>
    firmHoldings(app.services.db, principal.client.id, app.services.now()),
  );

  const upload = inventoryEndpoints.uploadHoldings;
  registerEndpoint(
    app,
    upload,
    async ({ query, request, principal }) => {
      const contentLength = Number(request.headers['content-length']);
      const report = query.upload_id
        ? uploadProgress.start(
            principal.client.id,
            query.upload_id,
            Number.isFinite(contentLength) && contentLength > 0 ? contentLength : null,
          )
        : () => undefined;
      try {
        return await checkAndWriteUpload(request, principal.client.id, query.confirm, report);
      } finally {
        report({ phase: 'done' });
      }
    },
    { premium: 'portfolioManagement' },
  );

  registerEndpoint(
    app,
    inventoryEndpoints.getHoldingsUploadProgress,
    ({ params, principal }) => {
      const progress = uploadProgress.read(principal.client.id, params.uploadId);
      if (!progress) throw ApiProblem.notFound('No upload with this id is in progress.');
      return progress;
    },
    { premium: 'portfolioManagement' },
  );

  /** Reads the file, checks every row, and writes the good ones when allowed, reporting each step. */
  async function checkAndWriteUpload(
    request: FastifyRequest,
    clientId: number,
    confirmQuery: boolean | undefined,
    report: (change: Partial<UploadProgress>) => void,
  ) {
    const received = await receiveUpload(request, upload.upload, (receivedBytes) =>
      report({ received_bytes: receivedBytes }),
    );
    const confirm = confirmQuery ?? uploadFormFlag(received.fields.confirm);
    const table = await readUploadedTable(received.bytes, received.fileName, ['isin', 'quantity']);
    report({ phase: 'checking', total_rows: table.rows.length });
    const now = app.services.now();
    const catalogue = await instrumentCatalogue(app.services.db, now);
    const errors: { row: number; message: string }[] = [];
    const valid: UploadedHolding[] = [];
    const rowOfInstrument = new Map<number, number>();
    for (const [index, { row, cells }] of table.rows.entries()) {
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
    report({ checked_rows: table.rows.length });
    // All or nothing: a file with a bad row writes nothing until the user confirms its good rows.
    if ((errors.length > 0 && !confirm) || valid.length === 0)
      return { created: 0, valid_rows: valid.length, confirmed: false, errors };
    report({ phase: 'writing', rows_to_write: valid.length });
    await app.services.db.transaction((transaction) =>
      setUploadedHoldings(transaction, clientId, valid, marketToday(now), now, (writtenRows) =>
        report({ written_rows: writtenRows }),
      ),
    );
    return { created: valid.length, valid_rows: valid.length, confirmed: true, errors };
  }

  registerEndpoint(
    app,
    inventoryEndpoints.recordExternalTrade,
    ({ body, principal }) =>
      recordExternalTrade(app.services.db, principal.client.id, body, app.services.now()),
    { premium: 'externalTrades' },
  );

  registerEndpoint(
    app,
    inventoryEndpoints.confirmPreviousHoldings,
    async ({ principal }) => {
      const now = app.services.now();
      const confirmed = await app.services.db
        .update(inventoryPositions)
        .set({ confirmedAt: now })
        .where(eq(inventoryPositions.clientId, principal.client.id))
        .returning({ id: inventoryPositions.id });
      return { detail: `Confirmed ${confirmed.length} holding${confirmed.length === 1 ? '' : 's'}.` };
    },
    { premium: 'portfolioManagement' },
  );

  registerEndpoint(
    app,
    inventoryEndpoints.editValuationCost,
    ({ body, principal }) =>
      editValuationCost(app.services.db, principal.client.id, body, app.services.now()),
    { premium: 'portfolioManagement' },
  );

  registerEndpoint(
    app,
    inventoryEndpoints.offerHolding,
    async ({ body, request }) => {
      const context = await quoteContextOf(app, request);
      const [position] = await app.services.db
        .select()
        .from(inventoryPositions)
        .where(
          and(
            eq(inventoryPositions.clientId, context.party.clientId),
            eq(inventoryPositions.instrumentId, body.finstrument_id),
          ),
        );
      if (!position || position.quantity <= 0)
        throw ApiProblem.field('finstrument_id', 'You do not hold this bond.');
      if (body.quantum > position.quantity) {
        throw ApiProblem.field(
          'quantum',
          `You hold only ₹${position.quantity.toLocaleString('en-IN')} of this bond.`,
        );
      }
      const row = await createEoi(
        context,
        { ...body, quote_type: 'ASK', respond_eoi_id: undefined },
        app.services.events,
        'quote',
      );
      const entry = context.catalogue.byId.get(row.instrumentId);
      return {
        eoi: eoiView(row, {
          displayName: entry?.row.displayName,
          isin: entry?.row.isin,
          viewerClientId: context.party.clientId,
        }),
        inventory_id: position.id,
      };
    },
    { premium: 'singleScreenTrading' },
  );
}
