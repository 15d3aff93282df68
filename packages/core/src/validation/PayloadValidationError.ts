import type * as z from 'zod/mini';
import { BondkitError } from '../errors/BondkitError';

const marker = 'bondkit.error.PayloadValidationError';
const symbol = Symbol.for(marker);

/**
 * Thrown by the payload builders (`buildEoiCreatePayload`) when their input breaks a rule. `issues` are
 * zod's, with paths in the payload's snake_case field names, so a form can place each message.
 */
export class PayloadValidationError extends BondkitError {
  private readonly [symbol] = true;
  readonly issues: readonly z.core.$ZodIssue[];

  constructor(payloadName: string, issues: readonly z.core.$ZodIssue[]) {
    const first = issues[0];
    const where = first && first.path.length > 0 ? ` (${first.path.join('.')})` : '';
    super({
      code: 'invalid_payload',
      message: `Invalid ${payloadName}: ${first?.message ?? 'unknown problem'}${where}`,
    });
    this.name = 'PayloadValidationError';
    this.issues = issues;
  }

  static override isInstance(error: unknown): error is PayloadValidationError {
    return BondkitError.hasMarker(error, marker);
  }
}
