import type { ApiError, ToastInput } from '@bondkit/core';

// `ApiError.isInstance` and `toToastMessage` from @bondkit/core would be the natural calls, but importing
// ApiError's class pulls in its error-body parser and with it all of zod (about 40 kB gzip), almost this
// widget's whole budget. The marker check below is the one `ApiError.isInstance` makes
// (`BondkitError.hasMarker`), and the text follows `errorMessageText`: both rest on the core's contract.

const apiErrorMarker = Symbol.for('bondkit.error.ApiError');

/** Whether `error` is the core's `ApiError` (by its marker, so it works across bundle copies too). */
export function isApiError(error: unknown): error is ApiError {
  return (
    typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[apiErrorMarker] === true
  );
}

/** The spec's generic text (section 8). */
const genericErrorMessage = 'Something went wrong, Please try again.';

/**
 * The error toast for a failed submit: for a 4xx answer the detail, the non-field errors and each
 * `field: message`, one per line; for anything else (5xx, network, an unreadable answer) the generic text.
 */
export function submitErrorToast(error: unknown): ToastInput {
  let detail = genericErrorMessage;
  if (isApiError(error) && error.code === 'http_error' && error.status >= 400 && error.status < 500) {
    const lines = [
      ...(error.detail === undefined ? [] : [error.detail]),
      ...error.nonFieldErrors,
      ...Object.entries(error.fieldErrors).map(([key, message]) => `${key}: ${message}`),
    ];
    if (lines.length > 0) detail = lines.join('\n');
  }
  return { severity: 'error', summary: 'Error', detail };
}
