import { newPasswordSchema } from '@bondkit/core/validation';
import { firstMessage } from '../../forms/fieldErrors';

/**
 * The new-password rules the reference server enforces (core's `newPasswordSchema`, Django's default
 * validators), checked here first so the user hears the same words before a round trip. The server stays the
 * authority.
 */
export function newPasswordMessage(password: string): string | null {
  return firstMessage(newPasswordSchema, password);
}

/** What the password fields' hint says. */
export const newPasswordHint = 'At least 8 characters, not only digits.';
