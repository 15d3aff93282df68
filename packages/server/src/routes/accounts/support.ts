import { randomBytes } from 'node:crypto';
import * as z from 'zod';
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

/** Largest support attachment: 5 MiB. */
const maximumUploadBytes = 5 * 1024 * 1024;

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

  app.post('/ext/public/upload/', {
    config: { access: 'public' },
    schema: {
      tags: ['support'],
      summary: 'Upload a support attachment (multipart field "file", at most 5 MiB)',
      consumes: ['multipart/form-data'],
      response: { 201: z.object({ file_url: z.string() }) },
    },
    handler: async (request, reply) => {
      enforceLimit(uploadsPerAddress.consume(request.ip));
      if (!request.isMultipart())
        throw ApiProblem.field('file', 'Send the file as multipart/form-data in the field "file".');
      const part = await request.file({ limits: { fileSize: maximumUploadBytes, files: 1 } });
      if (!part || part.fieldname !== 'file') throw ApiProblem.field('file', 'No file was submitted.');
      const content = await part.toBuffer().catch((error: unknown) => {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw ApiProblem.field('file', `The file is larger than ${maximumUploadBytes / 1024 / 1024} MB.`);
        }
        throw error;
      });
      if (content.length === 0) throw ApiProblem.field('file', 'The submitted file is empty.');
      const id = randomBytes(16).toString('base64url');
      await app.services.db.insert(uploadedFiles).values({
        id,
        userId: request.principal?.user.id ?? null,
        fileName: part.filename.replace(/[^\w .()-]/g, '_').slice(0, 200) || 'attachment',
        contentType: part.mimetype,
        sizeBytes: content.length,
        contentBase64: content.toString('base64'),
      });
      return reply
        .code(201)
        .send({ file_url: `${mailLinkOrigin(app.services.config)}/ext/public/files/${id}` });
    },
  });

  app.get('/ext/public/files/:fileId', {
    config: { access: 'public' },
    schema: {
      tags: ['support'],
      summary: 'Download an uploaded attachment',
      params: z.strictObject({ fileId: z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'Not found.') }),
    },
    handler: async (request, reply) => {
      const [file] = await app.services.db
        .select()
        .from(uploadedFiles)
        .where(eq(uploadedFiles.id, request.params.fileId));
      if (!file) throw ApiProblem.notFound();
      const contentType = servedContentTypes.has(file.contentType)
        ? file.contentType
        : 'application/octet-stream';
      // Always a download, so an uploaded HTML or SVG file can never run as a page of this origin.
      return reply
        .header('content-type', contentType)
        .header('content-disposition', `attachment; filename="${file.fileName.replace(/"/g, '')}"`)
        .send(Buffer.from(file.contentBase64, 'base64'));
    },
  });

  registerEndpoint(app, supportEndpoints.createSupportTicket, ({ body, principal, request }) => {
    const { services } = app;
    enforceLimit(ticketsPerAddress.consume(request.ip));
    const desk = { db: services.db, forwarder: services.supportForwarder, log: request.log };
    return fileSupportTicket(desk, body, principal?.user.id ?? null);
  });
}
