import { BondkitError } from '../errors/BondkitError';
import { flattenErrorBody } from './http/flattenErrorBody';

const marker = 'bondkit.error.ApiError';
const symbol = Symbol.for(marker);

/** The HTTP methods the client sends. */
export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `http_error`: the server answered 400..599. `unexpected_response`: the answer did not match its schema. */
export type ApiErrorCode = 'http_error' | 'unexpected_response';

export interface ApiErrorOptions {
  code: ApiErrorCode;
  method: HttpMethod;
  url: string;
  status: number;
  /** The parsed JSON body, the raw text when it was not JSON, or undefined when empty. */
  body: unknown;
  message?: string | undefined;
  cause?: unknown;
}

/**
 * A call that the server answered with status 400 to 599, or whose answer did not match the schema the
 * client expected (code `unexpected_response`, the zod issues as `cause`).
 */
export class ApiError extends BondkitError {
  private readonly [symbol] = true;
  declare readonly code: ApiErrorCode;
  readonly method: HttpMethod;
  readonly url: string;
  readonly status: number;
  readonly body: unknown;
  /** Field errors by dotted key (`contact.email`), the first message of each list. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** The body's `non_field_errors` (at any depth), first message of each list. */
  readonly nonFieldErrors: readonly string[];
  /** The body's `detail`, when it has one. */
  readonly detail: string | undefined;

  constructor(options: ApiErrorOptions) {
    const flattened = flattenErrorBody(options.body);
    super({
      code: options.code,
      message:
        options.message ??
        flattened.detail ??
        flattened.nonFieldErrors[0] ??
        `${options.method} ${options.url} failed with status ${options.status}`,
      cause: options.cause,
    });
    this.name = 'ApiError';
    this.method = options.method;
    this.url = options.url;
    this.status = options.status;
    this.body = options.body;
    this.fieldErrors = flattened.fieldErrors;
    this.nonFieldErrors = flattened.nonFieldErrors;
    this.detail = flattened.detail;
  }

  static override isInstance(error: unknown): error is ApiError {
    return BondkitError.hasMarker(error, marker);
  }
}
