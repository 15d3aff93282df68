import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { fr } from 'zod/locales';
import { registerEnglishZodMessages } from '../../src/validation/englishMessages';
import { clientTypeSchema } from '../../src/validation/clientClassification';

const englishMessage = 'Invalid option: expected one of "CORP"|"CORP-P"|"INDV"|"INDV-P"';

function firstMessage(input: unknown): string | undefined {
  const result = clientTypeSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const configuredAtImport = z.config().localeError;
afterEach(() => {
  z.config({ localeError: configuredAtImport });
});

describe("zod's own messages under zod/mini", () => {
  it('are English once the validation schemas are imported', () => {
    expect(firstMessage('NGO')).toBe(englishMessage);
  });

  it('are registered when no locale is set (zod/mini sets none: the message would be "Invalid input")', () => {
    z.config({ localeError: undefined });
    expect(firstMessage('NGO')).toBe('Invalid input');
    registerEnglishZodMessages();
    expect(firstMessage('NGO')).toBe(englishMessage);
  });

  it("keep a locale the application configured, as classic zod's default does", () => {
    z.config(fr());
    const french = firstMessage('NGO');
    registerEnglishZodMessages();
    expect(firstMessage('NGO')).toBe(french);
    expect(french).not.toBe(englishMessage);
  });
});
