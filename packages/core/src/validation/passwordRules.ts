import * as z from 'zod/mini';
import { requiredMessage } from './messages';

/**
 * A new password's strength (the spec leaves it to the server): Django's default validators' rules and words,
 * at least 8 characters and not only digits, at most 128. The server enforces it on registration and password
 * changes; the app checks it first with the same schema, so the user hears the same words before a round trip.
 * The first issue is the one to show: required, then too short or too long, then entirely numeric.
 */
export const newPasswordSchema = z.string({ error: requiredMessage() }).check(
  z.minLength(1, requiredMessage()),
  z.minLength(8, 'This password is too short. It must contain at least 8 characters.'),
  z.maxLength(128, 'This password is too long. It must contain at most 128 characters.'),
  z.refine((value) => !/^\d+$/.test(value), 'This password is entirely numeric.'),
);
