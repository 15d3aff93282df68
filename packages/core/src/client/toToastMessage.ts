import { ApiError } from './ApiError';
import { fieldLabel } from './fieldLabels';
import { genericErrorMessage } from './genericErrorMessage';
import type { ToastInput } from './toastStore';

export { genericErrorMessage };

function isEmptyBody(body: unknown): boolean {
  if (body === undefined || body === null || body === '') return true;
  return typeof body === 'object' && Object.keys(body).length === 0;
}

/**
 * The text an error toast shows for `error`. For a 4xx answer: the `detail`, then each
 * `non_field_errors` message, then `Label: message` for each flattened field error (first message of
 * each list, the field named by {@link fieldLabel}, never its snake_case key), one per line. Everything else, including statuses below 400 or from 500, empty bodies,
 * network failures and non-bondkit errors, gives 'Something went wrong, Please try again.'.
 */
export function errorMessageText(error: unknown): string {
  if (!ApiError.isInstance(error) || error.code !== 'http_error') return genericErrorMessage;
  if (error.status < 400 || error.status >= 500 || isEmptyBody(error.body)) return genericErrorMessage;
  const lines: string[] = [];
  if (error.detail !== undefined) lines.push(error.detail);
  lines.push(...error.nonFieldErrors);
  for (const [key, message] of Object.entries(error.fieldErrors))
    lines.push(`${fieldLabel(key)}: ${message}`);
  return lines.length > 0 ? lines.join('\n') : genericErrorMessage;
}

/** An error toast (life 4000 ms) for `error`, its detail as {@link errorMessageText} gives it. */
export function toToastMessage(error: unknown): ToastInput {
  return { severity: 'error', summary: 'Error', detail: errorMessageText(error) };
}
