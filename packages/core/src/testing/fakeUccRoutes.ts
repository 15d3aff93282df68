import * as z from 'zod/mini';
import { fieldLabel } from '../client/fieldLabels';
import type { UccRecord } from '../client/schemas/account';
import { accountEndpoints } from '../contract/accountEndpoints';
import { clientEndpoints } from '../contract/clientEndpoints';
import type { UccRecordPayload } from '../validation/uccUpload';
import {
  normaliseUccRecordFields,
  uccDuplicateMessage,
  uccRecordFields,
  uccRecordPayloadSchema,
  uccTemplateExampleRow,
} from '../validation/uccUpload';
import { zodIssuesToErrorBody } from '../validation/zodIssuesToErrorBody';
import { fakeSignedInEndpoint, fieldProblem, notFoundAnswer } from './fakeAccess';
import type { FakeClientState, FakeUccRecord } from './fakeClientState';
import { fakePage, matchesSearch } from './fakePage';
import type { FakeRoute } from './fakeRouter';
import { uploadRowProblem } from '../validation/uploadRowProblem';
import { uploadedTableOrRefusal } from './fakeUploadedTable';
import type { FakeState } from './fakeState';
import { xlsxWorkbook } from './fakeXlsx';

/** A firm's unique client codes (`api/clients/ucc/…`): each firm sees and changes only its own. */
export function fakeUccRoutes(state: FakeState, clients: FakeClientState): FakeRoute[] {
  const owned = (id: number, firmId: number): FakeUccRecord | undefined =>
    clients.uccRecords.find((entry) => entry.record.id === id && entry.ownerClientId === firmId);

  const codeTaken = (firmId: number, code: string, exchange: string, exceptId?: number) =>
    clients.uccRecords.some(
      ({ ownerClientId, record }) =>
        ownerClientId === firmId &&
        record.client_code === code &&
        record.exchange === exchange &&
        record.id !== exceptId,
    );

  /** A new active record of `fields`, with the fields not given null. */
  function newRecord(fields: UccRecordPayload): UccRecord {
    const now = new Date().toISOString();
    return {
      category: null,
      email: null,
      mobile: null,
      state: null,
      bank_account_number: null,
      ifsc: null,
      dp_id: null,
      bo_id: null,
      ...normaliseUccRecordFields(fields),
      id: state.nextId++,
      client_code: fields.client_code.toUpperCase(),
      name: fields.name,
      exchange: fields.exchange,
      pan: fields.pan,
      client_type: fields.client_type,
      status: 'active',
      created_at: now,
      updated_at: now,
    };
  }

  return [
    // Before `ucc/:id/`, which its path would match.
    fakeSignedInEndpoint(state, clientEndpoints.downloadUccTemplate, () => ({
      ok: new Blob([xlsxWorkbook('UCC', [Object.keys(uccRecordFields), uccTemplateExampleRow])], {
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
    })),
    // As the server: each row of the template checked with the create call's schema (a blank cell is
    // absent), a code already used on the same exchange (stored, or earlier in the file) refused, and the
    // valid rows created together.
    fakeSignedInEndpoint(state, clientEndpoints.uploadUccRecords, ({ upload }, user) => {
      const table = uploadedTableOrRefusal(upload.file, [
        'client_code',
        'name',
        'exchange',
        'pan',
        'client_type',
      ]);
      if ('status' in table) return table;
      const errors: { row: number; message: string }[] = [];
      const taken = new Set(
        clients.uccRecords
          .filter(({ ownerClientId }) => ownerClientId === user.id)
          .map(({ record }) => `${record.exchange}:${record.client_code}`),
      );
      const created: UccRecord[] = [];
      for (const { row, cells } of table.rows) {
        const candidate: Record<string, string | null> = {};
        for (const column of Object.keys(uccRecordFields)) {
          const text = cells[column]?.trim() ?? '';
          candidate[column] = text === '' ? null : text;
        }
        const parsed = z.safeParse(uccRecordPayloadSchema, candidate);
        if (!parsed.success) {
          errors.push({ row, message: uploadRowProblem(zodIssuesToErrorBody(parsed.error.issues)) });
          continue;
        }
        const key = `${parsed.data.exchange}:${parsed.data.client_code.toUpperCase()}`;
        if (taken.has(key)) {
          errors.push({ row, message: `${fieldLabel('client_code')}: ${uccDuplicateMessage}` });
          continue;
        }
        taken.add(key);
        created.push(newRecord(parsed.data));
      }
      for (const record of created) clients.uccRecords.push({ ownerClientId: user.id, record });
      errors.sort((first, second) => first.row - second.row);
      return { ok: { created: created.length, errors } };
    }),
    fakeSignedInEndpoint(state, clientEndpoints.listUcc, ({ query }, user) => {
      const found = clients.uccRecords
        .filter(
          ({ ownerClientId, record }) =>
            ownerClientId === user.id &&
            matchesSearch(query.search, [record.name, record.client_code, record.pan]),
        )
        .map(({ record }) => record);
      return { ok: fakePage('api/clients/ucc/', found, query) };
    }),
    fakeSignedInEndpoint(state, accountEndpoints.createUcc, ({ body }, user) => {
      if (codeTaken(user.id, body.client_code.toUpperCase(), body.exchange))
        return fieldProblem(409, 'client_code', uccDuplicateMessage);
      const record = newRecord(body);
      clients.uccRecords.push({ ownerClientId: user.id, record });
      return { ok: record };
    }),
    fakeSignedInEndpoint(state, clientEndpoints.getUcc, ({ params }, user) => {
      const entry = owned(params.id, user.id);
      return entry === undefined ? notFoundAnswer() : { ok: entry.record };
    }),
    fakeSignedInEndpoint(state, accountEndpoints.updateUcc, ({ params, body }, user) => {
      const entry = owned(params.id, user.id);
      if (entry === undefined) return notFoundAnswer();
      const changed: UccRecord = { ...entry.record, ...normaliseUccRecordFields(body) };
      if (codeTaken(user.id, changed.client_code, changed.exchange, changed.id))
        return fieldProblem(409, 'client_code', uccDuplicateMessage);
      entry.record = { ...changed, updated_at: new Date().toISOString() };
      return { ok: entry.record };
    }),
  ];
}
