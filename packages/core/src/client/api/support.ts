import { PayloadValidationError } from '../../validation/PayloadValidationError';
import { supportProviderTicketTypeId, supportTicketSchema } from '../../validation/supportTickets';
import type { SupportTicket } from '../../validation/supportTickets';
import type { supportEndpoints } from '../../contract/supportEndpoints';
import { supportHeads } from '../../contract/supportHeads';
import type { RequestFunction } from '../http/createHttpClient';
import { callEndpoint, type BodyOf } from '../http/callEndpoint';
import type { CreatedTicket, UploadedFile } from '../schemas/support';
import { segment } from './pathSegment';

export type { CreatedTicket, UploadedFile } from '../schemas/support';

/**
 * `POST ext/{provider}/ticket/` body, in the support provider's terms: the provider's ticket type id (issue
 * 1, feedback 6, query 5, access 8; the product's ids in dev mode), who raised it, title, description and
 * the uploaded file's URL.
 */
export type SupportTicketRequest = BodyOf<typeof supportEndpoints.createSupportTicket>;

export interface SupportApiOptions {
  /** The support provider's path segment, as in `ext/intercom/ticket/`. Default `'intercom'`. */
  provider?: string | undefined;
  /** Send the product's ticket type ids unmapped, for the provider's dev workspace. Default false. */
  devMode?: boolean | undefined;
}

/** Support calls (trading-and-chat 7 'Support tickets'). */
export function createSupportApi(request: RequestFunction, options: SupportApiOptions = {}) {
  const provider = options.provider ?? 'intercom';

  function uploadFile(file: Blob, fileName?: string): Promise<UploadedFile> {
    return callEndpoint<typeof supportEndpoints.uploadSupportAttachment>(
      request,
      supportHeads.uploadSupportAttachment,
      { file, fileName },
    );
  }

  return {
    /** `POST ext/public/upload/`: uploads a file (multipart field `file`) and answers its `file_url`. */
    uploadFile,
    /**
     * Creates a ticket: checks it with `supportTicketSchema` (a `PayloadValidationError` when it breaks a
     * rule, before anything is sent), uploads the file first when there is one, maps the type to the provider's id and
     * posts `ext/{provider}/ticket/` for the contact `email`.
     */
    async createTicket(ticket: SupportTicket, contact: { email: string }): Promise<CreatedTicket> {
      const parsed = supportTicketSchema.safeParse(ticket);
      if (!parsed.success) throw new PayloadValidationError('support ticket', parsed.error.issues);
      const checked = parsed.data;
      const fileUrl = checked.file === undefined ? undefined : (await uploadFile(checked.file)).file_url;
      const body: SupportTicketRequest = {
        ticket_type_id: supportProviderTicketTypeId(checked.type, { devMode: options.devMode ?? false }),
        contacts: [{ email: contact.email }],
        attributes: {
          _default_title_: checked.title,
          _default_description_: checked.body,
          ...(fileUrl === undefined ? {} : { file_url: fileUrl }),
        },
      };
      // The contract's path names the reference server's provider, Intercom; another provider's path
      // takes the same body and answers the same shape.
      const head = supportHeads.createSupportTicket;
      return request({
        method: head.method,
        path: `ext/${segment(provider)}/ticket/`,
        body,
        schema: head.response,
      });
    },
  };
}

export type SupportApi = ReturnType<typeof createSupportApi>;
