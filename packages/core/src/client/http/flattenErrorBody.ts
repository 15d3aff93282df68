import type { DrfErrorBody, DrfErrorValue } from '../../validation/drfErrorBody';

/** What a Django REST framework error body says, flattened for display. */
export interface FlattenedErrorBody {
  /** Field errors by dotted key (`contact.email`, `items.0.name`), the first message of each list. */
  fieldErrors: Record<string, string>;
  /** `non_field_errors` at any depth, first message of each list, in body order. */
  nonFieldErrors: string[];
  /** The top-level `detail` message, if any. */
  detail: string | undefined;
}

const nonFieldKey = 'non_field_errors';

function firstMessage(value: DrfErrorValue): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    for (const item of value) {
      const message = typeof item === 'string' ? item : undefined;
      if (message !== undefined) return message;
    }
  }
  return undefined;
}

function collect(value: DrfErrorValue, key: string, result: FlattenedErrorBody): void {
  const message = firstMessage(value);
  if (message !== undefined) {
    if (key.endsWith(nonFieldKey)) result.nonFieldErrors.push(message);
    else result.fieldErrors[key] = message;
    return;
  }
  // A nested serializer ({ contact: { email: [...] } }) or a list serializer ([{}, { name: [...] }]).
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  for (const [childKey, child] of entries)
    collect(child, key === '' ? childKey : `${key}.${childKey}`, result);
}

/**
 * `drfErrorBodySchema`'s shape, checked by hand: this runs on every refused request, on the client's first
 * path, which carries no schema library (see createHttpClient).
 */
function isErrorValue(value: unknown): value is DrfErrorValue {
  if (typeof value === 'string') return true;
  if (Array.isArray(value)) return value.every(isErrorValue);
  return isErrorBody(value);
}

function isErrorBody(value: unknown): value is DrfErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(isErrorValue)
  );
}

/**
 * Flattens a 4xx body: field errors by dotted key keeping the first message of each array,
 * `non_field_errors` collected separately, `detail` kept apart. Anything that is not such a body (HTML, a
 * number, nothing) flattens to nothing.
 */
export function flattenErrorBody(body: unknown): FlattenedErrorBody {
  const result: FlattenedErrorBody = { fieldErrors: {}, nonFieldErrors: [], detail: undefined };
  if (!isErrorBody(body)) return result;
  for (const [key, value] of Object.entries(body)) {
    if (key === 'detail' && typeof value === 'string') {
      result.detail = value;
      continue;
    }
    collect(value, key, result);
  }
  return result;
}
