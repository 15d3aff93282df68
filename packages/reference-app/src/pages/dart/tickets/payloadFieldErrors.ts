import { PayloadValidationError } from '@bondkit/core/validation';

/**
 * The messages of a body the shared schema refused before sending, by their top-level field (a refinement of
 * the whole body under `non_field_errors`), so they show where the server's would; null for any other error.
 */
export function payloadFieldErrors(error: unknown): Record<string, string> | null {
  if (!PayloadValidationError.isInstance(error)) return null;
  const byField: Record<string, string> = {};
  for (const issue of error.issues) byField[String(issue.path[0] ?? 'non_field_errors')] ??= issue.message;
  return byField;
}
