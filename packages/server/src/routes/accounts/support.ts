import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { supportEndpoints } from '@bondkit/core/contract';
import { uploadedFiles } from '../../database/schema/index';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { mailLinkOrigin } from '../../http/origins';
import { enforceLimit } from '../../auth/issueTokens';
import { RateLimiter } from '../../auth/rateLimiter';
import { registerEndpoint } from '../../http/registerEndpoint';
import { fileSupportTicket } from '../../support/supportTickets';

/** Types served inline-safe; anything else is served as a download of unknown type. */
const servedContentTypes = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'text/plain',
]);

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
    const field = upload.upload.field;
    if (!request.isMultipart())
      throw ApiProblem.field(field, `Send the file as multipart/form-data in the field "${field}".`);
    const part = await request.file({ limits: { fileSize: upload.upload.maxBytes, files: 1 } });
    if (!part || part.fieldname !== field) throw ApiProblem.field(field, 'No file was submitted.');
    const content = await part.toBuffer().catch((error: unknown) => {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw ApiProblem.field(field, `The file is larger than ${upload.upload.maxBytes / 1024 / 1024} MB.`);
      }
      throw error;
    });
    if (content.length === 0) throw ApiProblem.field(field, 'The submitted file is empty.');
    const id = randomBytes(16).toString('base64url');
    await app.services.db.insert(uploadedFiles).values({
      id,
      userId: request.principal?.user.id ?? null,
      fileName: part.filename.replace(/[^\w .()-]/g, '_').slice(0, 200) || 'attachment',
      contentType: part.mimetype,
      sizeBytes: content.length,
      contentBase64: content.toString('base64'),
    });
    return { file_url: `${mailLinkOrigin(app.services.config)}/ext/public/files/${id}` };
  });

  registerEndpoint(app, supportEndpoints.downloadSupportAttachment, async ({ params }) => {
    const [file] = await app.services.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.id, params.fileId));
    if (!file) throw ApiProblem.notFound();
    // Always a download (the endpoint's answer is an attachment), so an uploaded HTML or SVG file can never
    // run as a page of this origin; a type outside the safe list is served as one of unknown type.
    return {
      fileName: file.fileName.replace(/"/g, ''),
      contentType: servedContentTypes.has(file.contentType) ? file.contentType : 'application/octet-stream',
      content: Buffer.from(file.contentBase64, 'base64'),
    };
  });

  registerEndpoint(app, supportEndpoints.createSupportTicket, ({ body, principal, request }) => {
    const { services } = app;
    enforceLimit(ticketsPerAddress.consume(request.ip));
    const desk = { db: services.db, forwarder: services.supportForwarder, log: request.log };
    return fileSupportTicket(desk, body, principal?.user.id ?? null);
  });
}
