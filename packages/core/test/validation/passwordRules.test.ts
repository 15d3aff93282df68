import { describe, expect, it } from 'vitest';
import { newPasswordSchema } from '../../src/validation/passwordRules';

function firstMessage(value: unknown): string | null {
  const result = newPasswordSchema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

describe('newPasswordSchema', () => {
  it("gives the first rule a password breaks, in Django's words", () => {
    expect(firstMessage('')).toBe('This field is required');
    expect(firstMessage(undefined)).toBe('This field is required');
    expect(firstMessage('bond-7')).toBe('This password is too short. It must contain at least 8 characters.');
    expect(firstMessage('1234567')).toBe(
      'This password is too short. It must contain at least 8 characters.',
    );
    expect(firstMessage('9'.repeat(129))).toBe(
      'This password is too long. It must contain at most 128 characters.',
    );
    expect(firstMessage('12345678')).toBe('This password is entirely numeric.');
  });

  it('takes 8 to 128 characters that are not only digits', () => {
    expect(firstMessage('bond-desk')).toBeNull();
    expect(firstMessage('1234567a')).toBeNull();
    expect(firstMessage('a'.repeat(128))).toBeNull();
  });
});
