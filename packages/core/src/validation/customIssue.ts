import type * as z from 'zod/mini';

/**
 * Reports a field message from inside a `z.transform`. zod/mini's transforms get the parse payload
 * itself, without classic zod's `addIssue`, so the issue goes straight into its list; the message is
 * the one the field shows, unchanged.
 */
export function addCustomIssue(context: z.core.ParsePayload, message: string): void {
  context.issues.push({ code: 'custom', message, input: context.value });
}
