import { BondkitError } from '../errors/BondkitError';
import type { HttpMethod } from './ApiError';

const marker = 'bondkit.error.NetworkError';
const symbol = Symbol.for(marker);

/** `network_error`: fetch itself rejected (offline, DNS, CORS, reset). `aborted`: the caller's signal fired. */
export type NetworkErrorCode = 'network_error' | 'aborted';

/** A call that never got an HTTP answer. The original failure is the `cause`. */
export class NetworkError extends BondkitError {
  private readonly [symbol] = true;
  declare readonly code: NetworkErrorCode;
  readonly method: HttpMethod;
  readonly url: string;

  constructor(options: { code: NetworkErrorCode; method: HttpMethod; url: string; cause: unknown }) {
    super({
      code: options.code,
      message:
        options.code === 'aborted'
          ? `${options.method} ${options.url} was aborted`
          : `${options.method} ${options.url} could not reach the server`,
      cause: options.cause,
    });
    this.name = 'NetworkError';
    this.method = options.method;
    this.url = options.url;
  }

  static override isInstance(error: unknown): error is NetworkError {
    return BondkitError.hasMarker(error, marker);
  }
}
