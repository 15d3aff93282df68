import { BondkitError } from '../errors/BondkitError';

const marker = 'bondkit.error.ConfigurationError';
const symbol = Symbol.for(marker);

/**
 * What is missing: `mind_not_configured` (no `mindApiBase`, and the server publishes no MIND base),
 * `chat_not_configured` (no `chat` option, and the server publishes no chat service), `signed_out` (the
 * widget needs a signed-in user).
 */
export type ConfigurationErrorCode = 'mind_not_configured' | 'chat_not_configured' | 'signed_out';

/**
 * The client cannot reach a service because neither its options nor the server's `api/client-config/`
 * say where it is. The message names the option to set.
 */
export class ConfigurationError extends BondkitError {
  private readonly [symbol] = true;
  declare readonly code: ConfigurationErrorCode;
  /** The option that fixes it, for example `mindApiBase` (none for `signed_out`). */
  readonly option: string | undefined;

  constructor(options: {
    code: ConfigurationErrorCode;
    message: string;
    option?: string | undefined;
    cause?: unknown;
  }) {
    super(options);
    this.name = 'ConfigurationError';
    this.option = options.option;
  }

  static override isInstance(error: unknown): error is ConfigurationError {
    return BondkitError.hasMarker(error, marker);
  }
}
