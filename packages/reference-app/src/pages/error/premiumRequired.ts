import { ApiError } from '@bondkit/core';

/**
 * Whether a failed call was refused because the firm's plan lacks the feature (HTTP 402). Check it before
 * reading field errors: the 402 body carries `code`, `feature` and `plan` beside `detail`, which a form
 * would otherwise show as field messages.
 */
export function isPremiumRequired(error: unknown): boolean {
  return ApiError.isInstance(error) && error.status === 402;
}
