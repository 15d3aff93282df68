import * as z from 'zod';
import { requiredMessage } from '@bondkit/core/validation';

/**
 * Password strength (the spec leaves it to the server): Django's default validators' rules and words,
 * at least 8 characters and not only digits, at most 128.
 */
export const newPasswordSchema = z
  .string({ error: requiredMessage() })
  .min(1, requiredMessage())
  .min(8, 'This password is too short. It must contain at least 8 characters.')
  .max(128, 'This password is too long. It must contain at most 128 characters.')
  .refine((value) => !/^\d+$/.test(value), 'This password is entirely numeric.');
