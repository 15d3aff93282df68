/**
 * Whether a value is an array, without narrowing its type: `Array.isArray` narrows a `readonly T[]` to
 * `any[]`, which would untype every element read after the check. Inputs typed as lists are still checked
 * at run time because JavaScript callers can pass anything.
 */
export function isList(value: unknown): boolean {
  return Array.isArray(value);
}
