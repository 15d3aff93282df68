import { supportEndpoints } from '@bondkit/core/contract';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { mailLinkOrigin } from '../../http/origins';
import { enforceLimit } from '../../auth/issueTokens';
import { RateLimiter } from '../../auth/rateLimiter';
import { registerEndpoint } from '../../http/registerEndpoint';
import { receiveUpload } from '../../trading/uploads/receiveUpload';
import { findAttachment, storeAttachment } from '../../support/supportAttachments';
import { fileSupportTicket } from '../../support/supportTickets';

/**
 * Support: `POST ext/public/upload/` stores a file (multipart field `file`) and answers its `file_url`;
 * `POST ext/intercom/ticket/` stores a ticket and forwards it to Intercom when configured.
 */
export function supportRoutes(app: ApiApp): void {
  const uploadsPerAddress = new RateLimiter({
    limit: 20,
    windowMilliseconds: 60 * 60 * 1000,
    now: () => app.services.now().getTime(),
  });
  const ticketsPerAddress = new RateLimiter({
    limit: 20,
    windowMilliseconds: 60 * 60 * 1000,
    now: () => app.services.now().getTime(),
  });

  const upload = supportEndpoints.uploadSupportAttachment;
  registerEndpoint(app, upload, async ({ request }) => {
    enforceLimit(uploadsPerAddress.consume(request.ip));
    const received = await receiveUpload(request, upload.upload);
    if (received.bytes.length === 0)
      throw ApiProblem.field(upload.upload.field, 'The submitted file is empty.');
    const id = await storeAttachment(app.services.db, {
      userId: request.principal?.user.id ?? null,
      fileName: received.fileName,
      contentType: received.contentType,
      content: Buffer.from(received.bytes),
    });
    return { file_url: `${mailLinkOrigin(app.services.config)}/ext/public/files/${id}` };
  });

  registerEndpoint(app, supportEndpoints.downloadSupportAttachment, async ({ params }) => {
    const file = await findAttachment(app.services.db, params.fileId);
    if (!file) throw ApiProblem.notFound();
    return file;
  });

  registerEndpoint(app, supportEndpoints.createSupportTicket, ({ body, principal, request }) => {
    const { services } = app;
    enforceLimit(ticketsPerAddress.consume(request.ip));
    const desk = { db: services.db, forwarder: services.supportForwarder, log: request.log };
    return fileSupportTicket(desk, body, principal?.user.id ?? null);
  });
}
