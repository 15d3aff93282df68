import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../database/connection';
import { rowsOf } from '../database/migrate';
import { ChatServiceError, chatErrorCodes, invalidValue } from './chatErrors';
import type { StoredFile } from './chatViews';

/** Largest chat file: 25 MiB. */
const chatFileMaxBytes = 25 * 1024 * 1024;
/** At most this many thumbnail sizes per file. */
const chatThumbnailMaxCount = 3;

/** A requested thumbnail box (`thumbnailN: "maxWidth,maxHeight"`). */
export interface ThumbnailSize {
  maxWidth: number;
  maxHeight: number;
}

/** Parses `"w,h"`; null when malformed or out of 1..4096. */
export function parseThumbnailSize(value: string): ThumbnailSize | null {
  const match = /^(\d{1,4}),(\d{1,4})$/.exec(value.trim());
  if (!match) return null;
  const maxWidth = Number(match[1]);
  const maxHeight = Number(match[2]);
  if (maxWidth < 1 || maxHeight < 1 || maxWidth > 4096 || maxHeight > 4096) return null;
  return { maxWidth, maxHeight };
}

/** Types a browser may show inline: raster images and video. Anything else (SVG, HTML, …) downloads. */
const inlineTypes = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
  'video/mp4',
  'video/webm',
  'video/quicktime',
]);

/** Whether a stored type is served inline (never an active type such as SVG or HTML). */
export function servedInline(mimeType: string): boolean {
  return inlineTypes.has(mimeType.toLowerCase());
}

/**
 * Chat files on disk under `DATA_DIR/chat-files/` (metadata in `chat_files`). A file's url is absolute, on
 * the API's origin (`https://api.example/sendbird/files/{128-bit id}`), so that it resolves the same in a
 * partner's portal; reading it takes the session's file key (`?auth=`, which the SDK appends: messages say
 * `require_auth`), and only the uploader and members of a channel the file was sent to may.
 */
export class ChatFileStore {
  readonly maxBytes = chatFileMaxBytes;
  readonly #directory: string;

  constructor(
    private readonly db: Db,
    dataDirectory: string,
    private readonly publicPath: string,
    private readonly now: () => number,
  ) {
    this.#directory = join(dataDirectory, 'chat-files');
  }

  #pathOf(id: string, thumbnail?: number): string {
    return join(this.#directory, thumbnail === undefined ? id : `${id}.thumb${thumbnail}`);
  }

  /** The file's absolute url on `origin` (the API's, as the uploading request reached it). */
  urlOf(origin: string, id: string, thumbnail?: number): string {
    return thumbnail === undefined
      ? `${origin}${this.publicPath}/files/${id}`
      : `${origin}${this.publicPath}/files/${id}/thumbnails/${thumbnail}`;
  }

  /** Whether a chat user may read a file: its uploader, or a joined member of a channel it was sent to. */
  async mayRead(chatUserId: string, id: string): Promise<boolean> {
    const rows = rowsOf(
      await this.db.execute(sql`SELECT 1 FROM chat_files WHERE id = ${id} AND owner_id = ${chatUserId}
        UNION ALL
        SELECT 1 FROM chat_messages m JOIN chat_members mm
          ON mm.channel_url = m.channel_url AND mm.chat_user_id = ${chatUserId} AND mm.state = 'joined'
        WHERE m.message_type = 'FILE' AND m.file->>'url' LIKE ${`%/files/${id}`}
        LIMIT 1`),
    );
    return rows.length > 0;
  }

  /** Stores an upload; images get thumbnails that fit each requested box (never enlarged). */
  async store(
    ownerId: string,
    upload: { fileName: string; mimeType: string; content: Buffer },
    thumbnailSizes: readonly ThumbnailSize[],
    origin: string,
  ): Promise<StoredFile> {
    if (upload.content.length === 0) throw invalidValue('file');
    if (upload.content.length > this.maxBytes)
      throw new ChatServiceError(chatErrorCodes.invalidValue, 'The file is larger than 25 MiB.');
    const id = randomBytes(16).toString('base64url');
    await mkdir(this.#directory, { recursive: true });
    await writeFile(this.#pathOf(id), upload.content);
    const thumbnails: StoredFile['thumbnails'] = [];
    if (upload.mimeType.startsWith('image/') && thumbnailSizes.length > 0) {
      try {
        const image = sharp(upload.content, { failOn: 'error' });
        const { width = 0, height = 0 } = await image.metadata();
        for (const [index, size] of thumbnailSizes.slice(0, chatThumbnailMaxCount).entries()) {
          const output = await sharp(upload.content)
            .rotate()
            .resize({ width: size.maxWidth, height: size.maxHeight, fit: 'inside', withoutEnlargement: true })
            .jpeg({ quality: 80 })
            .toBuffer({ resolveWithObject: true });
          await writeFile(this.#pathOf(id, index + 1), output.data);
          thumbnails.push({
            url: this.urlOf(origin, id, index + 1),
            width: size.maxWidth,
            height: size.maxHeight,
            real_width: output.info.width || width,
            real_height: output.info.height || height,
          });
        }
      } catch {
        // Not a decodable image: stored as a plain file without thumbnails.
      }
    }
    await this.db
      .execute(sql`INSERT INTO chat_files (id, owner_id, file_name, mime_type, size_bytes, thumbnails, created_at)
      VALUES (${id}, ${ownerId}, ${upload.fileName}, ${upload.mimeType}, ${upload.content.length},
        ${JSON.stringify(thumbnails)}::jsonb, ${this.now()})`);
    return {
      url: this.urlOf(origin, id),
      name: upload.fileName,
      type: upload.mimeType,
      size: upload.content.length,
      thumbnails,
    };
  }

  /** A stored file (or one of its thumbnails) for download, or null. */
  async read(
    id: string,
    thumbnail?: number,
  ): Promise<{ content: Buffer; mimeType: string; fileName: string } | null> {
    if (!/^[A-Za-z0-9_-]{22}$/.test(id)) return null;
    const rows = rowsOf(
      await this.db.execute(sql`SELECT file_name, mime_type FROM chat_files WHERE id = ${id}`),
    );
    const row = rows[0];
    if (!row) return null;
    try {
      const content = await readFile(this.#pathOf(id, thumbnail));
      return {
        content,
        mimeType: thumbnail === undefined ? String(row.mime_type) : 'image/jpeg',
        fileName: String(row.file_name),
      };
    } catch {
      return null;
    }
  }

  /**
   * The file a `FILE` command names: the caller's own upload (by its url), described as stored. A url
   * that is not one of the caller's uploads is refused, so that nobody forwards another user's file.
   */
  async fileForMessage(
    ownerId: string,
    payload: Record<string, unknown>,
    origin: string,
  ): Promise<StoredFile> {
    const url = typeof payload.url === 'string' ? payload.url : '';
    const marker = '/files/';
    const index = url.lastIndexOf(marker);
    const id = index >= 0 ? (url.slice(index + marker.length).split(/[/?]/)[0] ?? '') : '';
    const rows = rowsOf(
      await this.db.execute(
        sql`SELECT id, file_name, mime_type, size_bytes, thumbnails FROM chat_files WHERE id = ${id} AND owner_id = ${ownerId}`,
      ),
    );
    const row = rows[0];
    if (!row) throw invalidValue('url');
    const thumbnails = (
      typeof row.thumbnails === 'string' ? JSON.parse(row.thumbnails) : row.thumbnails
    ) as StoredFile['thumbnails'];
    return {
      url: this.urlOf(origin, id),
      name: typeof payload.name === 'string' && payload.name ? payload.name : String(row.file_name),
      type: String(row.mime_type),
      size: Number(row.size_bytes),
      thumbnails,
    };
  }
}
