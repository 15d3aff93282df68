import type { FastifyRequest } from 'fastify';
import {
  uploadNotMultipartMessage,
  uploadTooLargeMessage,
  type EndpointUpload,
} from '@bondkit/core/contract';
import { ApiProblem } from '../../errors/ApiProblem';
import { validationMessages } from '@bondkit/core/validation';

/**
 * The uploaded file (the contract's `upload.field`) and the multipart text fields. The file is read from
 * the request stream up to the contract's `upload.maxBytes`; a longer file is refused with a 400 on the
 * field as soon as the limit is crossed, without reading the rest into memory.
 */
export async function receiveUpload(
  request: FastifyRequest,
  upload: EndpointUpload,
  /** Hears the bytes of the file received so far, as they arrive. Default: none. */
  onBytes?: (receivedBytes: number) => void,
): Promise<{ bytes: Uint8Array; fileName: string; contentType: string; fields: Record<string, string> }> {
  const field = upload.field;
  if (!request.isMultipart()) throw ApiProblem.field(field, uploadNotMultipartMessage(upload));
  const part = await request.file({ limits: { fileSize: upload.maxBytes } });
  if (!part || part.fieldname !== field) throw ApiProblem.field(field, validationMessages.required);
  const tooLarge = () => ApiProblem.field(field, uploadTooLargeMessage(upload));
  let bytes: Buffer;
  try {
    if (onBytes) {
      // Chunk by chunk rather than toBuffer, so an upload's progress can be polled while it arrives.
      const chunks: Buffer[] = [];
      let received = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        chunks.push(chunk);
        received += chunk.length;
        onBytes(received);
      }
      bytes = Buffer.concat(chunks);
    } else bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  // busboy may mark the stream truncated only after its last chunk was read, which toBuffer misses.
  if (part.file.truncated) throw tooLarge();
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const field = Array.isArray(value) ? value[0] : value;
    if (field && field.type === 'field' && typeof field.value === 'string') fields[name] = field.value;
  }
  return { bytes: new Uint8Array(bytes), fileName: part.filename, contentType: part.mimetype, fields };
}
