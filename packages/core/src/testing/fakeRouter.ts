import type { AnyEndpoint } from '../contract/endpoint';

/** A request as the fake backend sees it. */
export interface FakeRequest {
  method: string;
  /** The origin the request was sent to, for example `https://fake`. */
  origin: string;
  /** The path without the leading slash, for example `api/token/`. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /**
   * Parsed JSON; a multipart body's text fields and files (bytes read) as `{ fields, files }`
   * (`FakeUploadedForm`); or undefined.
   */
  body: unknown;
  /** The bearer token sent, if any. */
  bearer: string | undefined;
}

/** What a fake route answers. */
export interface FakeResponse {
  status: number;
  /** JSON to send; a `Blob` (a file) or a string (a stream's events) goes out as it is, with `headers`. */
  body?: unknown;
  headers?: Record<string, string>;
}

export type FakeHandler = (request: FakeRequest, parameters: string[]) => FakeResponse;

export interface FakeRoute {
  method: string;
  pattern: RegExp;
  handler: FakeHandler;
  /** The contract endpoint the route implements (`fakeEndpoint`); absent for the build files. */
  endpoint?: AnyEndpoint;
}

export function route(method: string, pattern: RegExp, handler: FakeHandler): FakeRoute {
  return { method, pattern, handler };
}

export function json(status: number, body?: unknown): FakeResponse {
  return { status, body };
}

export const notFound = (): FakeResponse => json(404, { detail: 'Not found.' });

export function toResponse(answer: FakeResponse): Response {
  const headers = new Headers(answer.headers);
  if (answer.status === 204 || answer.body === undefined)
    return new Response(null, { status: answer.status, headers });
  // A file endpoint's answer (a PDF, a spreadsheet) goes out as its bytes with its own content type.
  if (answer.body instanceof Blob) {
    headers.set('Content-Type', answer.body.type || 'application/octet-stream');
    return new Response(answer.body, { status: answer.status, headers });
  }
  // A stream's events (a UI message stream) go out as the text they are, with the route's headers.
  if (typeof answer.body === 'string') return new Response(answer.body, { status: answer.status, headers });
  headers.set('Content-Type', 'application/json');
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers });
}
