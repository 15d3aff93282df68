/** What the app needs of a zod schema from `@bondkit/core/validation` (the app does not import zod itself). */
export interface ValidationIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}
export interface Validator<Output> {
  safeParse(
    value: unknown,
  ): { success: true; data: Output } | { success: false; error: { issues: readonly ValidationIssue[] } };
}

/** Field messages by dotted field name (the first message of each field). */
export type FieldErrors = Partial<Record<string, string>>;

export function fieldErrorsOf(issues: readonly ValidationIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}

/** The first message of a schema for a value, or null when it is valid. */
export function firstMessage(schema: Validator<unknown>, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
