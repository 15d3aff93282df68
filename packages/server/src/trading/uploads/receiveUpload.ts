import type { FastifyRequest } from 'fastify';
import { ApiProblem } from '../../errors/ApiProblem';

/** The uploaded file (multipart field `file`) and the multipart text fields. */
export async function receiveUpload(
  request: FastifyRequest,
): Promise<{ bytes: Uint8Array; fileName: string; fields: Record<string, string> }> {
  if (!request.isMultipart())
    throw ApiProblem.field('file', 'Send the file as multipart/form-data in the field "file".');
  const part = await request.file();
  if (!part) throw ApiProblem.field('file', 'This field is required');
  const bytes = await part.toBuffer();
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const field = Array.isArray(value) ? value[0] : value;
    if (field && field.type === 'field' && typeof field.value === 'string') fields[name] = field.value;
  }
  return { bytes: new Uint8Array(bytes), fileName: part.filename, fields };
}
