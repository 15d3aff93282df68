import { fieldLabel } from '@bondkit/core';

/** The first message of a Django-REST-style error body, prefixed by its field's human label. */
export function firstProblemMessage(body: unknown): string {
  if (typeof body !== 'object' || body === null) return 'Invalid row.';
  for (const [field, value] of Object.entries(body)) {
    if (typeof value === 'string') return value;
    if (Array.isArray(value) && typeof value[0] === 'string')
      return field === 'non_field_errors' ? value[0] : `${fieldLabel(field)}: ${value[0]}`;
    if (typeof value === 'object' && value !== null)
      return `${fieldLabel(field)} · ${firstProblemMessage(value)}`;
  }
  return 'Invalid row.';
}
