import type {
  AnyEndpoint,
  EndpointBase,
  EndpointUpload,
  UploadInput,
  EndpointInput,
  EndpointOutput,
  StringParsedInput,
} from '../../contract/endpoint';
import { clientEndpointPath } from '../../contract/endpointPath';
import type { QueryParameters } from './buildUrl';
import type { DownloadProgress, RequestFunction } from './createHttpClient';
import { fileForm } from '../api/fileForm';

/** The query a client method takes for an endpoint: the contract's, every key optional where it has a default. */
export type QueryOf<Definition extends AnyEndpoint> = StringParsedInput<Definition['query']>;

/** The body a client method takes for an endpoint: the contract's body schema's input. */
export type BodyOf<Definition extends AnyEndpoint> =
  EndpointInput<Definition> extends { body?: infer Body } ? Body : never;

/** Call options that are not part of the endpoint's contract. */
export interface CallOptions {
  signal?: AbortSignal | undefined;
  /**
   * Refresh-and-retry on a 401. Default true; the session probe turns it off to handle a signed-out
   * visitor's 401 without a logout (see the request function's option of the same name).
   */
  refreshOnUnauthorized?: boolean | undefined;
  /**
   * Send the bearer token (and refresh-and-retry on a 401). Default true; false for a public endpoint whose
   * answer must not depend on who is signed in (a shared MIND conversation, the preview's usage).
   */
  authenticate?: boolean | undefined;
  /** A file endpoint's progress as the file arrives (bytes so far, and the total when known). Default none. */
  onDownloadProgress?: ((progress: DownloadProgress) => void) | undefined;
}

/**
 * Calls an endpoint of the contract, given its head (`marketHeads.searchFinstruments`) and, as the type
 * argument, the endpoint (`typeof marketEndpoints.searchFinstruments`, a type-only import): fills the path from `params` on the endpoint's base (`mindApiBase` for `base: 'mind'`), sends `query` and `body`, and parses the
 * answer with the endpoint's response schema (a mismatch is an `ApiError` `unexpected_response`). A write
 * without a body sends `{}`, as the API expects JSON on every write; an upload sends its `file` as the
 * contract's multipart form.
 */
export function callEndpoint<Definition extends AnyEndpoint>(
  request: RequestFunction,
  endpoint: Pick<Definition, 'method' | 'path' | 'response'> & {
    base?: EndpointBase | undefined;
    status?: number | undefined;
    responseType?: 'json' | 'blob' | undefined;
    upload?: EndpointUpload | undefined;
  },
  input: EndpointInput<Definition>,
  options: CallOptions = {},
): Promise<EndpointOutput<Definition>> {
  const parts = input as {
    params?: Record<string, unknown>;
    query?: QueryParameters;
    body?: unknown;
  } & Partial<UploadInput>;
  // An upload sends the caller's file as the multipart form the contract names; anything else is JSON.
  const body =
    endpoint.upload !== undefined && parts.file !== undefined
      ? fileForm(parts.file, endpoint.upload.field, parts.fileName)
      : (parts.body ?? (endpoint.method === 'GET' ? undefined : {}));
  return request<Definition['response']>({
    method: endpoint.method,
    ...(endpoint.base === undefined ? {} : { base: endpoint.base }),
    path: clientEndpointPath(endpoint, parts.params),
    query: parts.query,
    body,
    schema: endpoint.response,
    signal: options.signal,
    responseType: endpoint.responseType,
    ...(options.onDownloadProgress ? { onDownloadProgress: options.onDownloadProgress } : {}),
    ...(options.authenticate === undefined ? {} : { authenticate: options.authenticate }),
    // Only when set: the request function's own default applies otherwise.
    ...(options.refreshOnUnauthorized === undefined
      ? {}
      : { refreshOnUnauthorized: options.refreshOnUnauthorized }),
  });
}
