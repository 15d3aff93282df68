import { BondkitError } from '../errors/BondkitError';

const marker = 'bondkit.error.TradeStreamError';
const symbol = Symbol.for(marker);

/**
 * What went wrong on the trade stream. None of these is thrown into the application: they reach the
 * stream's `onError` hook, and the stream carries on.
 *
 * - `malformed_frame`: not JSON, not an object with a string `type`, or binary.
 * - `unknown_type`: a `type` this client does not know (a newer server, or garbage).
 * - `invalid_payload`: a known type whose fields fail its schema.
 * - `handler_failed`: an application handler threw; the other handlers still ran.
 * - `connect_timeout`: the socket had not opened after 4 s.
 * - `connection_failed`: the socket errored or closed unexpectedly.
 * - `token_failed`: `getToken` threw or rejected.
 * - `closed_by_server`: the hub closed with one of its close codes (see `closeCode`).
 */
export type TradeStreamErrorCode =
  | 'malformed_frame'
  | 'unknown_type'
  | 'invalid_payload'
  | 'handler_failed'
  | 'connect_timeout'
  | 'connection_failed'
  | 'token_failed'
  | 'closed_by_server';

export interface TradeStreamErrorOptions {
  code: TradeStreamErrorCode;
  message: string;
  cause?: unknown;
  /** The offending frame, cut to 200 characters, for `malformed_frame`, `unknown_type` and `invalid_payload`. */
  frame?: string | undefined;
  /** The WebSocket close code, for `closed_by_server` and `connection_failed`. */
  closeCode?: number | undefined;
}

/** An error reported to the trade stream's `onError` hook. */
export class TradeStreamError extends BondkitError {
  private readonly [symbol] = true;
  override readonly code: TradeStreamErrorCode;
  readonly frame: string | undefined;
  readonly closeCode: number | undefined;

  constructor({ code, message, cause, frame, closeCode }: TradeStreamErrorOptions) {
    super({ code, message, cause });
    this.name = 'TradeStreamError';
    this.code = code;
    this.frame = frame;
    this.closeCode = closeCode;
  }

  static override isInstance(error: unknown): error is TradeStreamError {
    return BondkitError.hasMarker(error, marker);
  }
}
