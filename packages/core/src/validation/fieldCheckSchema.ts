import * as z from 'zod/mini';
import { addCustomIssue } from './customIssue';
import { registerEnglishZodMessages } from './englishMessages';
import type { FieldCheckResult } from './fieldCheckResult';

// A page that parses with one of these schemas gets zod's English messages for its other schemas too, as with
// every schema module (see `./messages`); a page that only calls the plain checks loads neither.
registerEnglishZodMessages();

/**
 * The schema of a plain field check: any input, the check's value as the output and its message as the one
 * issue. The field's rule stays in the check; the schema only lets a server, the contract and a form
 * library parse with it.
 */
export function fieldCheckSchema<Value>(check: (input: unknown) => FieldCheckResult<Value>) {
  return z.pipe(
    z.unknown(),
    z.transform((input, context): Value => {
      const result = check(input);
      if (result.ok) return result.value;
      addCustomIssue(context, result.message);
      return z.NEVER;
    }),
  );
}
