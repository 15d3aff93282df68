/** A file of a multipart form as the fake received it, read whole (the fake's handlers are synchronous). */
export interface FakeUploadedFile {
  /** The name the file was sent under (`blob` when the sender gave none). */
  name: string;
  /** Its MIME type as sent; empty when the sender gave none. */
  type: string;
  /** The file's content. */
  bytes: Uint8Array;
}

/** A multipart form as the fake's routes read it: its text fields and its files, by field name. */
export interface FakeUploadedForm {
  /** The text fields (a form's `confirm`, for example), by name. */
  fields: Record<string, string>;
  /** The files, by field name. */
  files: Record<string, FakeUploadedFile>;
}

// A class, so that a JSON body that happens to look like `{ fields, files }` is never taken for a form.
class ReceivedForm implements FakeUploadedForm {
  readonly fields: Record<string, string> = {};
  readonly files: Record<string, FakeUploadedFile> = {};
}

/**
 * Reads a multipart form's files into bytes before routing: `Blob.arrayBuffer()` is asynchronous, and the
 * fake's routes answer synchronously. The first value of a repeated field wins.
 */
export async function readUploadedForm(form: FormData): Promise<FakeUploadedForm> {
  const received = new ReceivedForm();
  for (const [name, value] of form.entries()) {
    if (name in received.fields || name in received.files) continue;
    if (typeof value === 'string') received.fields[name] = value;
    else
      received.files[name] = {
        name: value.name,
        type: value.type,
        bytes: new Uint8Array(await value.arrayBuffer()),
      };
  }
  return received;
}

/** Whether a request body is a multipart form the fake read, rather than JSON or nothing. */
export function isUploadedForm(body: unknown): body is FakeUploadedForm {
  return body instanceof ReceivedForm;
}
