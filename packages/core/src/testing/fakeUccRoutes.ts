import type { UccRecord } from '../client/schemas/account';
import { accountEndpoints } from '../contract/accountEndpoints';
import { clientEndpoints } from '../contract/clientEndpoints';
import type { UccRecordPayload } from '../validation/uccUpload';
import { uccRecordFields, uccTemplateExampleRow } from '../validation/uccUpload';
import { fakeSignedInEndpoint, fieldProblem, notFoundAnswer } from './fakeAccess';
import type { FakeClientState, FakeUccRecord } from './fakeClientState';
import { fakePage, matchesSearch } from './fakePage';
import type { FakeRoute } from './fakeRouter';
import type { FakeState } from './fakeState';
import { xlsxWorkbook } from './fakeXlsx';

const uccDuplicateMessage = 'A UCC with this client code already exists on this exchange.';

/** The stored form of a record's fields as given: client code and IFSC upper-case, e-mail lower-case. */
function storedFields(input: Partial<UccRecordPayload>): Partial<UccRecord> {
  const fields: Partial<UccRecord> = {};
  for (const [key, value] of Object.entries(input)) if (value !== undefined) fields[key] = value;
  if (input.client_code !== undefined) fields.client_code = input.client_code.toUpperCase();
  if (input.email !== undefined) fields.email = input.email?.toLowerCase() ?? null;
  if (input.ifsc !== undefined) fields.ifsc = input.ifsc?.toUpperCase() ?? null;
  return fields;
}

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

  return [
    // Before `ucc/:id/`, which its path would match.
    fakeSignedInEndpoint(state, clientEndpoints.downloadUccTemplate, () => ({
      ok: new Blob([xlsxWorkbook('UCC', [Object.keys(uccRecordFields), uccTemplateExampleRow])], {
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
    })),
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
      const code = body.client_code.toUpperCase();
      if (codeTaken(user.id, code, body.exchange))
        return fieldProblem(409, 'client_code', uccDuplicateMessage);
      const now = new Date().toISOString();
      const record: UccRecord = {
        category: null,
        email: null,
        mobile: null,
        state: null,
        bank_account_number: null,
        ifsc: null,
        dp_id: null,
        bo_id: null,
        ...storedFields(body),
        id: state.nextId++,
        client_code: code,
        name: body.name,
        exchange: body.exchange,
        pan: body.pan,
        client_type: body.client_type,
        status: 'active',
        created_at: now,
        updated_at: now,
      };
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
      const changed: UccRecord = { ...entry.record, ...storedFields(body) };
      if (codeTaken(user.id, changed.client_code, changed.exchange, changed.id))
        return fieldProblem(409, 'client_code', uccDuplicateMessage);
      entry.record = { ...changed, updated_at: new Date().toISOString() };
      return { ok: entry.record };
    }),
  ];
}
