/**
 * The new-password rules the reference server enforces (Django's default validators), checked here first
 * so the user hears the same words before a round trip. The server stays the authority.
 */
export function newPasswordMessage(password: string): string | null {
  if (password === '') return 'This field is required';
  if (password.length < 8) return 'This password is too short. It must contain at least 8 characters.';
  if (password.length > 128) return 'This password is too long. It must contain at most 128 characters.';
  if (/^\d+$/.test(password)) return 'This password is entirely numeric.';
  return null;
}

/** What the password fields' hint says. */
export const newPasswordHint = 'At least 8 characters, not only digits.';
