import { BondkitError } from '../errors/BondkitError';

const marker = 'bondkit.error.MindError';
const symbol = Symbol.for(marker);

/**
 * What went wrong talking to the MIND service.
 *
 * - `malformed_stream`: an event that is not JSON or not a UI message stream chunk.
 * - `http_error`: the service answered an error status (see `status`; 429 is a rate limit, 403 the trial).
 * - `stream_error`: the service sent an `error` chunk (its text is the message).
 * - `network_error`: the request or the stream failed in transit.
 * - `not_configured`: the client does not know where MIND is (the message names `mindApiBase`).
 */
export type MindErrorCode =
  'malformed_stream' | 'http_error' | 'stream_error' | 'network_error' | 'not_configured';

export interface MindErrorOptions {
  code: MindErrorCode;
  message: string;
  cause?: unknown;
  /** The HTTP status, for `http_error`. */
  status?: number;
}

/** An error of the MIND client or its transport. */
export class MindError extends BondkitError {
  private readonly [symbol] = true;
  declare readonly code: MindErrorCode;
  /** The HTTP status, for `http_error`. */
  readonly status: number | undefined;

  constructor(options: MindErrorOptions) {
    super(options);
    this.name = 'MindError';
    this.status = options.status;
  }

  static override isInstance(error: unknown): error is MindError {
    return BondkitError.hasMarker(error, marker);
  }
}
