import type { UccRecord } from '@bondkit/core';
import { uccTemplateExampleRow } from '@bondkit/core/internal';
import type { ApiApp } from '../../http/fastifyTypes';
import { pageAnswer } from '../../http/pagination';
import { buildXlsxWorkbook } from '../../documents/xlsxWorkbook';
import { readUploadedTable } from '../../trading/uploads/readTable';
import { receiveUpload } from '../../trading/uploads/receiveUpload';
import {
  createUccRecord,
  findOwnedUccRecord,
  searchUccRecords,
  uccTemplateColumns,
  updateUccRecord,
  type UccRow,
} from '../../accounts/uccRecords';
import { createUploadedUccRecords } from '../../accounts/uccUpload';
import { registerEndpoint } from '../../http/registerEndpoint';
import { accountEndpoints, clientEndpoints, parseOrdering } from '@bondkit/core/contract';

function uccView(row: UccRow): UccRecord {
  return {
    id: row.id,
    client_code: row.uccCode,
    name: row.name,
    exchange: row.exchange,
    pan: row.pan,
    client_type: row.clientType,
    category: row.category,
    email: row.email,
    mobile: row.mobile,
    state: row.state,
    bank_account_number: row.bankAccountNumber,
    ifsc: row.ifsc,
    dp_id: row.dpId,
    bo_id: row.boId,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Unique client codes of the caller's firm: list, create, read, update, and the upload template. */
export function uccRoutes(app: ApiApp): void {
  registerEndpoint(app, clientEndpoints.listUcc, async ({ query, principal, request }) => {
    const { page, page_size: pageSize } = query;
    const found = await searchUccRecords(app.services.db, principal.client.id, {
      page,
      pageSize,
      search: query.search,
      orderBy: parseOrdering(query.ordering),
    });
    return pageAnswer(request, { page, pageSize, count: found.count, results: found.results.map(uccView) });
  });

  registerEndpoint(app, accountEndpoints.createUcc, async ({ body, principal }) =>
    uccView(await createUccRecord(app.services.db, principal.client.id, body)),
  );

  registerEndpoint(app, clientEndpoints.downloadUccTemplate, () => {
    return {
      fileName: 'ucc-template.xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      content: Buffer.from(buildXlsxWorkbook('UCC', [uccTemplateColumns, uccTemplateExampleRow])),
    };
  });

  const upload = clientEndpoints.uploadUccRecords;
  registerEndpoint(app, upload, async ({ request, principal }) => {
    const ownerClientId = principal.client.id;
    const received = await receiveUpload(request, upload.upload);
    const table = await readUploadedTable(received.bytes, received.fileName, [
      'client_code',
      'name',
      'exchange',
      'pan',
      'client_type',
    ]);
    return createUploadedUccRecords(app.services.db, ownerClientId, table.rows);
  });

  registerEndpoint(app, clientEndpoints.getUcc, async ({ params, principal }) =>
    uccView(await findOwnedUccRecord(app.services.db, params.id, principal.client.id)),
  );

  registerEndpoint(app, accountEndpoints.updateUcc, async ({ params, body, principal }) =>
    uccView(
      await updateUccRecord(
        app.services.db,
        { id: params.id, ownerClientId: principal.client.id },
        body,
        app.services.now(),
      ),
    ),
  );
}
