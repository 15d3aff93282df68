import type * as z from 'zod/mini';
import type { DrfErrorBody, DrfErrorValue } from './drfErrorBody';
import { validationMessages } from './messages';

// One mapping of schema issues to the API's 400 body, for the reference server and the testing fake alike,
// so that the fake refuses bad input with the same fields (nested the same way) and messages.

/** The DRF message for an issue zod describes in its own words; the schema's own messages pass through. */
function messageOf(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type') {
    if (issue.input === undefined || issue.input === null) return validationMessages.required;
    if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint')
      return validationMessages.number;
    if (issue.expected === 'boolean') return 'Must be a valid boolean.';
    if (issue.expected === 'string') return 'Not a valid string.';
    if (issue.expected === 'array') return `Expected a list of items but got type "${typeof issue.input}".`;
    if (issue.expected === 'object') return 'Invalid data. Expected a dictionary.';
    return issue.message;
  }
  if (issue.code === 'invalid_value' && issue.message.startsWith('Invalid option')) {
    return `"${String(issue.input)}" is not a valid choice.`;
  }
  return issue.message;
}

function insert(target: Record<string, DrfErrorValue>, path: readonly PropertyKey[], message: string): void {
  const [head, ...rest] = path;
  const key = head === undefined ? 'non_field_errors' : String(head);
  if (rest.length === 0) {
    const existing = target[key];
    if (Array.isArray(existing)) {
      if (!existing.includes(message)) existing.push(message);
    } else if (existing === undefined) {
      target[key] = [message];
    }
    return;
  }
  let child = target[key];
  if (child === undefined || typeof child !== 'object' || Array.isArray(child)) {
    child = {};
    target[key] = child;
  }
  insert(child, rest, message);
}

/**
 * Turns zod issues into a Django-REST-style body: `{ field: [message] }`, nested objects by key, list
 * items by index, `non_field_errors` for the object as a whole, and one entry per unknown key.
 */
export function zodIssuesToErrorBody(issues: readonly z.core.$ZodIssue[]): DrfErrorBody {
  const body: Record<string, DrfErrorValue> = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) insert(body, [...issue.path, key], 'Unknown field.');
      continue;
    }
    insert(body, issue.path, messageOf(issue));
  }
  return body;
}
