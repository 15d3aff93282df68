import { fieldLabel } from '@bondkit/core';

/**
 * A refused row's message in an upload's answer (the server's and the testing fake's): the first message of
 * the row's 400 body, after its field's label ('Quantum: …'), a nested field's labels joined by ' · '.
 */
export function uploadRowProblem(body: unknown): string {
  if (typeof body !== 'object' || body === null) return 'Invalid row.';
  for (const [field, value] of Object.entries(body)) {
    if (typeof value === 'string') return value;
    if (Array.isArray(value) && typeof value[0] === 'string')
      return field === 'non_field_errors' ? value[0] : `${fieldLabel(field)}: ${value[0]}`;
    if (typeof value === 'object' && value !== null)
      return `${fieldLabel(field)} · ${uploadRowProblem(value)}`;
  }
  return 'Invalid row.';
}
