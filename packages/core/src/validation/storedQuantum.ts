import * as z from 'zod/mini';
import { validationMessages } from './messages';

/**
 * A quantum (face value in rupees) as the API takes it, in an EOI, a reported trade, a trade ticket, an
 * amendment or a holding: a number above 0 with at most 12 integer digits ('Should be number', 'Cannot be
 * negative', 'Cannot be zero', 'Should be at most 12 digits'). The quote form's text field is `quantumSchema`.
 * zod/mini, as the client's payload schemas are going: it nests in classic schemas too (wrap with `z.optional`).
 */
export const storedQuantumSchema = z.number({ error: validationMessages.number }).check(
  z.minimum(0, validationMessages.negative),
  z.refine((value) => value !== 0, validationMessages.zero),
  z.refine((value) => value < 1e12, validationMessages.quantumDigits),
);
