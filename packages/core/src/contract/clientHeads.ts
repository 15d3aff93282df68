// What the client needs of each endpoint: where to send it and how to read the answer. The request's
// schemas (which the server validates with) stay in `clientEndpoints.ts`, so a client that only calls an
// endpoint does not load them.
import {
  clientProfileSchema,
  clientSummarySchema,
  signedInClientSchema,
  uccRecordSchema,
  userAccountSchema,
} from '../client/schemas/account';
import { blobSchema } from '../client/schemas/common';
import { pageSchema } from '../client/schemas/pagination';
import { onboardedClientSchema } from '../validation/clientOnboarding';
import type { EndpointHead } from './endpoint';
import { spreadsheetUpload } from './uploads';
import { uccUploadResultSchema } from '../validation/uccUpload';

export const clientHeads = {
  uploadUccRecords: {
    method: 'POST',
    path: '/api/clients/ucc/upload/',
    response: uccUploadResultSchema,
    upload: spreadsheetUpload,
  },
  getClient: {
    method: 'GET',
    path: '/api/client/',
    response: signedInClientSchema,
  },
  getClientByWebsite: {
    method: 'GET',
    path: '/api/client/by-website/',
    response: clientSummarySchema,
  },
  listClients: {
    method: 'GET',
    path: '/api/clients/',
    response: pageSchema(clientProfileSchema),
  },
  listUserAccounts: {
    method: 'GET',
    path: '/api/useraccounts/',
    response: pageSchema(userAccountSchema),
  },
  onboardClient: {
    method: 'POST',
    path: '/api/clients/',
    response: onboardedClientSchema,
    status: 201,
  },
  getManagedClient: {
    method: 'GET',
    path: '/api/clients/:id/',
    response: onboardedClientSchema,
  },
  replaceManagedClient: {
    method: 'PUT',
    path: '/api/clients/:id/',
    response: onboardedClientSchema,
  },
  listUcc: {
    method: 'GET',
    path: '/api/clients/ucc/',
    response: pageSchema(uccRecordSchema),
  },
  getUcc: {
    method: 'GET',
    path: '/api/clients/ucc/:id/',
    response: uccRecordSchema,
  },
  downloadUccTemplate: {
    method: 'GET',
    path: '/api/clients/ucc/download-template/',
    response: blobSchema,
    responseType: 'blob',
  },
} as const satisfies Record<string, EndpointHead>;
