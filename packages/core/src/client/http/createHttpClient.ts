// Types only: responses are checked through the schema's own Standard Schema `validate`, so the request
// path itself carries no schema library; each API module brings the schemas (and zod) it uses.
import type * as z from 'zod/mini';
import { ApiError } from '../ApiError';
import type { HttpMethod } from '../ApiError';
import { NetworkError } from '../NetworkError';
import type { TokenStore } from '../tokenStore';
import { buildUrl, normalisePath } from './buildUrl';
import type { QueryParameters } from './buildUrl';
import { readBody, serverMessage } from './readBody';
import {
  retryableStatuses,
  statusRetryBudget,
  tokenIssuingPaths,
  tokenPaths,
  unauthorizedRetryLimit,
} from './retryPolicy';

/** Which base a path is relative to. */
export type ApiBaseName = 'api' | 'mind' | 'app';

/** Each issue on its own line with where it is, as zod's `prettifyError` writes them. */
interface SchemaIssue {
  readonly message: string;
  readonly path?: readonly (PropertyKey | { readonly key: PropertyKey })[] | undefined;
}

function describeIssues(issues: readonly SchemaIssue[]): string {
  return issues
    .map((issue) => {
      const path = (issue.path ?? []).map((part) => String(typeof part === 'object' ? part.key : part));
      return path.length === 0 ? `✖ ${issue.message}` : `✖ ${issue.message}\n  → at ${path.join('.')}`;
    })
    .join('\n');
}

export interface RequestOptions<Schema extends z.core.$ZodType> {
  /** Default `'GET'`. */
  method?: HttpMethod | undefined;
  /** Relative to the chosen base, for example `api/token/`. */
  path: string;
  /** Default `'api'` (`apiBase`); `'mind'` uses `mindApiBase`, `'app'` the app's own origin. */
  base?: ApiBaseName | undefined;
  query?: QueryParameters | undefined;
  /** Sent as JSON, or as is when it is `FormData`, a `Blob` or `URLSearchParams`. */
  body?: unknown;
  headers?: Readonly<Record<string, string>> | undefined;
  /** Every answer is parsed with it; a mismatch is an `ApiError` with code `unexpected_response`. */
  schema: Schema;
  /** Default `'json'`; `'blob'` hands the body to the schema as a `Blob` (downloads). */
  responseType?: 'json' | 'blob' | undefined;
  /**
   * For `responseType: 'blob'`: called as the body arrives with the bytes read so far and the total
   * (from `Content-Length`, null when the server does not say), so a download can show its progress.
   * Default none.
   */
  onDownloadProgress?: ((progress: DownloadProgress) => void) | undefined;
  /**
   * Send the bearer token, and refresh-and-retry on a 401. Default true; false for static files and
   * for calls whose 401 the caller handles itself (the session load).
   */
  authenticate?: boolean | undefined;
  /**
   * Refresh-and-retry on a 401 (token paths never do). Default true; the session load turns it off to
   * handle a signed-out visitor's 401 without a logout.
   */
  refreshOnUnauthorized?: boolean | undefined;
  /** Passed to fetch, for example `'no-store'` for the build files. */
  cache?: RequestCache | undefined;
  signal?: AbortSignal | undefined;
}

/** How much of a download has arrived. */
export interface DownloadProgress {
  loadedBytes: number;
  /** Null when the answer carries no `Content-Length`. */
  totalBytes: number | null;
}

/** Reads a body chunk by chunk, reporting progress, into a Blob of the answer's content type. */
async function readBlobWithProgress(
  response: Response,
  onProgress: (progress: DownloadProgress) => void,
): Promise<Blob> {
  const length = Number(response.headers.get('content-length'));
  const totalBytes = Number.isFinite(length) && length > 0 ? length : null;
  const type = response.headers.get('content-type') ?? '';
  if (!response.body) {
    const blob = await response.blob();
    onProgress({ loadedBytes: blob.size, totalBytes: totalBytes ?? blob.size });
    return blob;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loadedBytes = 0;
  onProgress({ loadedBytes, totalBytes });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loadedBytes += value.byteLength;
    onProgress({ loadedBytes, totalBytes });
  }
  return new Blob(chunks, { type });
}

export type RequestFunction = <Schema extends z.core.$ZodType>(
  options: RequestOptions<Schema>,
) => Promise<z.output<Schema>>;

export interface HttpClientOptions {
  fetch: typeof fetch;
  /** Each base URL, or a function resolving it on first use (MIND's, from the server's client configuration). */
  bases: Readonly<Record<ApiBaseName, string | (() => Promise<string>)>>;
  tokenStore: TokenStore;
  /** Pause before an automatic status retry, in ms. */
  retryDelayMs: number;
  /**
   * Refreshes the tokens after a 401. Concurrent callers share one refresh. Resolves false when the
   * refresh failed, in which case it has already signed the client out.
   */
  refresh(): Promise<boolean>;
  /** Signs out after the refresh-and-retry rounds are spent. */
  signOut(): void;
  /** A 207 answer: shown as a warning toast with the server's message. */
  onMultiStatus(message: string | undefined): void;
}

const safeMethods = new Set<HttpMethod>(['GET', 'HEAD', 'OPTIONS']);

function encodeBody(body: unknown): { body: BodyInit | undefined; contentType: string | undefined } {
  if (body === undefined) return { body: undefined, contentType: undefined };
  if (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    body instanceof URLSearchParams
  ) {
    // The runtime sets the multipart boundary or form content type itself.
    return { body, contentType: undefined };
  }
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

function delay(milliseconds: number): Promise<void> {
  return milliseconds <= 0 ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, milliseconds));
}

/** The HTTP core: cookies and bearer, 401 refresh-and-retry, status retries, typed errors, zod parsing. */
export function createHttpClient(options: HttpClientOptions): RequestFunction {
  async function send(
    method: HttpMethod,
    url: string,
    request: RequestOptions<z.core.$ZodType>,
    token: string | undefined,
  ): Promise<Response> {
    const encoded = encodeBody(request.body);
    const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
    if (encoded.contentType !== undefined) headers['Content-Type'] = encoded.contentType;
    if (token !== undefined) headers.Authorization = `Bearer ${token}`;
    try {
      return await options.fetch(url, {
        method,
        headers,
        body: encoded.body,
        credentials: 'include',
        cache: request.cache,
        signal: request.signal,
      });
    } catch (cause) {
      const aborted = request.signal?.aborted === true;
      throw new NetworkError({ code: aborted ? 'aborted' : 'network_error', method, url, cause });
    }
  }

  async function parse<Schema extends z.core.$ZodType>(
    method: HttpMethod,
    url: string,
    response: Response,
    request: RequestOptions<Schema>,
  ): Promise<z.output<Schema>> {
    if (request.responseType === 'blob' && response.ok) {
      const blob = request.onDownloadProgress
        ? await readBlobWithProgress(response, request.onDownloadProgress)
        : await response.blob();
      return check(method, url, response.status, blob, request.schema);
    }
    const { body, isJson } = await readBody(response);
    if (response.status >= 400 && response.status <= 599) {
      throw new ApiError({ code: 'http_error', method, url, status: response.status, body });
    }
    if (response.status === 207) options.onMultiStatus(serverMessage(body));
    if (!isJson) {
      throw new ApiError({
        code: 'unexpected_response',
        method,
        url,
        status: response.status,
        body,
        message: `${method} ${url} answered with a body that is not JSON`,
      });
    }
    return check(method, url, response.status, body, request.schema);
  }

  function check<Schema extends z.core.$ZodType>(
    method: HttpMethod,
    url: string,
    status: number,
    body: unknown,
    schema: Schema,
  ): z.output<Schema> {
    const result = schema['~standard'].validate(body);
    // Our response schemas have no asynchronous refinements; one that had would be a bug to see at once.
    if (result instanceof Promise) throw new TypeError('Response schemas must validate synchronously.');
    if (result.issues === undefined) return result.value;
    throw new ApiError({
      code: 'unexpected_response',
      method,
      url,
      status,
      body,
      message: `${method} ${url} answered with an unexpected body: ${describeIssues(result.issues)}`,
      cause: result.issues,
    });
  }

  return async function request<Schema extends z.core.$ZodType>(request: RequestOptions<Schema>) {
    const method = request.method ?? 'GET';
    const base = options.bases[request.base ?? 'api'];
    const url = buildUrl(typeof base === 'string' ? base : await base(), request.path, request.query);
    const path = normalisePath(request.path);
    const authenticate = request.authenticate ?? true;
    const refreshOnUnauthorized =
      authenticate &&
      request.refreshOnUnauthorized !== false &&
      (request.base ?? 'api') !== 'app' &&
      !tokenPaths.has(path);
    const sendsBearer = authenticate && !tokenIssuingPaths.has(path);
    let statusRetriesLeft = statusRetryBudget(method);
    let unauthorizedRetriesLeft = unauthorizedRetryLimit;

    for (;;) {
      const token = sendsBearer ? options.tokenStore.get()?.access : undefined;
      const response = await send(method, url, request, token);

      if (response.status === 401 && refreshOnUnauthorized) {
        if (unauthorizedRetriesLeft === 0) {
          options.signOut();
          return parse(method, url, response, request);
        }
        unauthorizedRetriesLeft -= 1;
        const { body } = await readBody(response);
        // Another call refreshed while this one was in flight: its token is new, retry without refreshing.
        const current = options.tokenStore.get()?.access;
        if (current !== undefined && current !== token) continue;
        if (await options.refresh()) continue;
        throw new ApiError({ code: 'http_error', method, url, status: 401, body });
      }

      if (retryableStatuses.has(response.status) && statusRetriesLeft > 0 && safeMethods.has(method)) {
        statusRetriesLeft -= 1;
        await response.body?.cancel();
        await delay(options.retryDelayMs);
        continue;
      }

      return parse(method, url, response, request);
    }
  };
}
