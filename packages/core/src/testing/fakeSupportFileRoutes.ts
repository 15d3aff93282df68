import { supportEndpoints } from '../contract/supportEndpoints';
import { supportAttachmentServedTypes } from '../contract/uploads';
import { notFoundAnswer } from './fakeAccess';
import type { FakeAdministrationState } from './fakeAdministrationState';
import { fakeEndpoint } from './fakeEndpoint';
import { json } from './fakeRouter';
import type { FakeRoute } from './fakeRouter';

/** A file id as the server makes one: 16 random bytes in base64url (22 characters). */
function newFileId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * Support attachments, public as on the server: `POST ext/public/upload/` keeps the file (refusing an empty
 * one) and answers its URL on the request's origin; `GET ext/public/files/{id}` serves it back. The fake
 * does not rate-limit uploads per address, as the server does.
 */
export function fakeSupportFileRoutes(administration: FakeAdministrationState): FakeRoute[] {
  const upload = supportEndpoints.uploadSupportAttachment;
  return [
    fakeEndpoint(upload, ({ upload: received, request }) => {
      if (received.file.bytes.length === 0)
        return json(400, { [upload.upload.field]: ['The submitted file is empty.'] });
      const id = newFileId();
      administration.supportFiles.set(id, {
        name: received.file.name,
        type: received.file.type || 'application/octet-stream',
        bytes: received.file.bytes,
      });
      return { ok: { file_url: `${request.origin}/ext/public/files/${id}` } };
    }),
    fakeEndpoint(supportEndpoints.downloadSupportAttachment, ({ params }) => {
      const file = administration.supportFiles.get(params.fileId);
      if (file === undefined) return notFoundAnswer();
      const type = supportAttachmentServedTypes.has(file.type) ? file.type : 'application/octet-stream';
      return { ok: new Blob([new Uint8Array(file.bytes)], { type }) };
    }),
  ];
}
