// What the client needs of each endpoint: where to send it and how to read the answer. The request's
// schemas (which the server and the testing fake validate with) stay in the endpoint's module, so a client
// that only calls an endpoint does not load them.
import { blobSchema } from '../client/schemas/common';
import { createdTicketSchema, uploadedFileSchema } from '../client/schemas/support';
import type { EndpointHead } from './endpoint';
import { supportAttachmentUpload } from './uploads';

export const supportHeads = {
  uploadSupportAttachment: {
    method: 'POST',
    path: '/ext/public/upload/',
    response: uploadedFileSchema,
    status: 201,
    upload: supportAttachmentUpload,
  },
  downloadSupportAttachment: {
    method: 'GET',
    path: '/ext/public/files/:fileId',
    response: blobSchema,
    responseType: 'blob',
  },
  createSupportTicket: {
    method: 'POST',
    path: '/ext/intercom/ticket/',
    response: createdTicketSchema,
    status: 201,
  },
} as const satisfies Record<string, EndpointHead>;
