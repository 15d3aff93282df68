import { supportAttachmentServedTypes } from '@bondkit/core/contract';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../database/connection';
import { uploadedFiles } from '../database/schema/index';

/**
 * Stores a support ticket's attachment and answers its id: 16 random bytes in base64url, unguessable, as the
 * file is public to whoever has its link (a visitor who cannot sign in asks for help too).
 */
export async function storeAttachment(
  db: Db,
  attachment: { userId: number | null; fileName: string; contentType: string; content: Buffer },
): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  await db.insert(uploadedFiles).values({
    id,
    userId: attachment.userId,
    fileName: attachment.fileName.replace(/[^\w .()-]/g, '_').slice(0, 200) || 'attachment',
    contentType: attachment.contentType,
    sizeBytes: attachment.content.length,
    contentBase64: attachment.content.toString('base64'),
  });
  return id;
}

/**
 * An attachment as it is served: always as a download (the endpoint's answer is an attachment), so an
 * uploaded HTML or SVG file can never run as a page of this origin; a type outside the safe list is served
 * as one of unknown type. Undefined for an unknown id.
 */
export async function findAttachment(
  db: Db,
  id: string,
): Promise<{ fileName: string; contentType: string; content: Buffer } | undefined> {
  const [file] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id));
  if (!file) return undefined;
  return {
    fileName: file.fileName.replace(/"/g, ''),
    contentType: supportAttachmentServedTypes.has(file.contentType)
      ? file.contentType
      : 'application/octet-stream',
    content: Buffer.from(file.contentBase64, 'base64'),
  };
}
