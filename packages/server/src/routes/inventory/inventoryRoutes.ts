import { inventoryEndpoints } from '@bondkit/core/contract';
import { uploadFormFlag } from '@bondkit/core/validation';
import type { FastifyRequest } from 'fastify';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { eoiView } from '../../trading/eoiView';
import { importHoldingsUpload } from '../../trading/holdingsUpload';
import {
  confirmFirmHoldings,
  editValuationCost,
  firmHoldings,
  offerHolding,
  recordExternalTrade,
} from '../../trading/inventoryHoldings';
import { readUploadedTable } from '../../trading/uploads/readTable';
import { receiveUpload } from '../../trading/uploads/receiveUpload';
import { createUploadProgressRegistry, type UploadProgress } from '../../trading/uploads/uploadProgress';
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

  /** Receives the file and hands its rows to the import, reporting each step. */
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
    return importHoldingsUpload(
      app.services.db,
      { clientId, rows: table.rows, confirm, report },
      app.services.now(),
    );
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
      const confirmed = await confirmFirmHoldings(app.services.db, principal.client.id, app.services.now());
      return { detail: `Confirmed ${confirmed} holding${confirmed === 1 ? '' : 's'}.` };
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
      const { quote, holdingId } = await offerHolding(context, body, app.services.events);
      const entry = context.catalogue.byId.get(quote.instrumentId);
      return {
        eoi: eoiView(quote, {
          displayName: entry?.row.displayName,
          isin: entry?.row.isin,
          viewerClientId: context.party.clientId,
        }),
        inventory_id: holdingId,
      };
    },
    { premium: 'singleScreenTrading' },
  );
}
