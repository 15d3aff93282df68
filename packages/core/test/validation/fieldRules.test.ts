import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { timeSchema } from '../../src/validation/timeField';
import { accountNumberSchema, gstSchema, ifscSchema, pincodeSchema } from '../../src/validation/bankFields';
import { boIdSchema, clientIdSchema, dpIdSchema } from '../../src/validation/depositoryFields';
import {
  businessEmailSchema,
  emailSchema,
  mobileSchema,
  nameSchema,
  otpSchema,
  panSchema,
} from '../../src/validation/identityFields';
import { nonNegativeNumberSchema, numberSchema } from '../../src/validation/numberField';
import { optionalField, requiredText } from '../../src/validation/textField';
import { requiredMessage } from '../../src/validation/messages';

/** The first message a schema reports for `input`, or undefined when it passes. */
function firstMessage(schema: z.ZodMiniType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

type Case = [input: unknown, message: string | undefined];

const required = 'This field is required';

const cases: Record<string, [z.ZodMiniType, Case[]]> = {
  PAN: [
    panSchema,
    [
      ['ABCDE1234F', undefined],
      ['abcde1234f', 'Please enter a valid PAN (10 Digits)'],
      ['ABCDE1234', 'Please enter a valid PAN (10 Digits)'],
      ['ABCDE12345', 'Please enter a valid PAN (10 Digits)'],
      ['ABCD11234F', 'Please enter a valid PAN (10 Digits)'],
      ['ABCDE1234FG', 'Please enter a valid PAN (10 Digits)'],
      [' ABCDE1234F', 'Please enter a valid PAN (10 Digits)'],
      ['', required],
      [undefined, required],
    ],
  ],
  mobile: [
    mobileSchema,
    [
      ['9876543210', undefined],
      ['6000000000', undefined],
      ['+919876543210', undefined],
      ['919876543210', undefined],
      ['9123456789', undefined],
      ['5876543210', 'Please enter a valid Phone number.'],
      ['+915876543210', 'Please enter a valid Phone number.'],
      ['915876543210', 'Please enter a valid Phone number.'],
      ['987654321', 'Please enter a valid Phone number.'],
      ['98765432101', 'Please enter a valid Phone number.'],
      ['+9198765432', 'Please enter a valid Phone number.'],
      ['+929876543210', 'Please enter a valid Phone number.'],
      ['0919876543210', 'Please enter a valid Phone number.'],
      ['98765 43210', 'Please enter a valid Phone number.'],
      ['', required],
    ],
  ],
  email: [
    emailSchema,
    [
      ['asha@example.com', undefined],
      ['asha@example', 'Please enter a valid email address.'],
      ['asha.example.com', 'Please enter a valid email address.'],
      [' asha@example.com', 'Please enter a valid email address.'],
      ['', required],
    ],
  ],
  'business email': [
    businessEmailSchema,
    [
      ['  asha@acme.in  ', undefined],
      ['asha@acme', 'Enter a valid email ID'],
      ['   ', required],
    ],
  ],
  pincode: [
    pincodeSchema,
    [
      ['600001', undefined],
      ['60001', 'Please enter a valid Pincode'],
      ['6000011', 'Please enter a valid Pincode'],
      ['ABCDEF', 'Please enter a valid Pincode'],
      ['', required],
    ],
  ],
  'account number': [
    accountNumberSchema,
    [
      ['1234567890', undefined],
      ['123456789012345678', undefined],
      ['123456789', 'Account number should have at least 10 digits.'],
      ['1234567890123456789', 'Account number should have at least 10 digits.'],
      ['12345678a0', 'Account number should have at least 10 digits.'],
    ],
  ],
  IFSC: [
    ifscSchema,
    [
      ['HDFC0001234', undefined],
      ['SBIN0ABC123', undefined],
      ['hdfc0001234', undefined],
      ['HDFC1001234', 'Please enter a valid IFSC Code (11 Digits).'],
      ['HDFC000123', 'Please enter a valid IFSC Code (11 Digits).'],
      ['HDFC00012345', 'Please enter a valid IFSC Code (11 Digits).'],
      ['HD-C0001234', 'Please enter a valid IFSC Code (11 Digits).'],
    ],
  ],
  GST: [
    gstSchema,
    [
      ['27AAPFU0939F1ZV', undefined],
      ['29ABCDE1234FZZ5', undefined],
      ['27AAPFU0939F1AV', 'Please enter a valid GST Registration Number.'],
      ['27AAPFU0939F0ZV', 'Please enter a valid GST Registration Number.'],
      ['2AAAPFU0939F1ZV', 'Please enter a valid GST Registration Number.'],
      ['27AAPFU0939F1Z', 'Please enter a valid GST Registration Number.'],
      ['27aapfu0939f1zv', 'Please enter a valid GST Registration Number.'],
    ],
  ],
  'BO ID': [
    boIdSchema,
    [
      ['1234567890123456', undefined],
      ['123456789012345', 'BO ID should have 16 digits.'],
      ['12345678901234567', 'BO ID should have 16 digits.'],
    ],
  ],
  'DP ID': [
    dpIdSchema,
    [
      ['12345678', undefined],
      ['1234567', 'DP ID should have 8 digits.'],
      ['IN123456', 'DP ID should have 8 digits.'],
    ],
  ],
  'client ID': [
    clientIdSchema,
    [
      ['12345678', undefined],
      ['123456789', 'Client ID should have 8 digits.'],
    ],
  ],
  time: [
    timeSchema,
    [
      ['00:00', undefined],
      ['09:30', undefined],
      ['23:59', undefined],
      ['24:00', 'Please enter valid time in HH:MM 24-hour format'],
      ['9:30', 'Please enter valid time in HH:MM 24-hour format'],
      ['12:60', 'Please enter valid time in HH:MM 24-hour format'],
      ['12:30:00', 'Please enter valid time in HH:MM 24-hour format'],
    ],
  ],
  name: [
    nameSchema,
    [
      ['Asha Rao', undefined],
      ['  Asha  ', undefined],
      ['Asha-Rao', 'Should not contain special characters.'],
      ['Asha2', 'Should not contain special characters.'],
      ["O'Neil", 'Should not contain special characters.'],
      ['   ', required],
      [undefined, required],
    ],
  ],
  OTP: [
    otpSchema,
    [
      ['123456', undefined],
      ['', 'OTP is required'],
      [undefined, 'OTP is required'],
      ['12345', 'Must be 6 digits'],
      ['1234567', 'Must be 6 digits'],
      ['12a456', 'Must be 6 digits'],
    ],
  ],
  number: [
    numberSchema,
    [
      ['12.5', undefined],
      [-3, undefined],
      ['', required],
      [null, required],
      ['abc', 'Should be number'],
      ['1e3', 'Should be number'],
      [Number.NaN, 'Should be number'],
      [Number.POSITIVE_INFINITY, 'Should be number'],
      [true, 'Should be number'],
    ],
  ],
  'non-negative number': [
    nonNegativeNumberSchema,
    [
      ['0', undefined],
      ['-0.01', 'Cannot be negative'],
      [-1, 'Cannot be negative'],
    ],
  ],
};

describe.each(Object.entries(cases))('%s', (_name, [schema, table]) => {
  it.each(table)('%j gives %j', (input, message) => {
    expect(firstMessage(schema, input)).toBe(message);
  });
});

describe('outputs', () => {
  it('trims a business email and a name', () => {
    expect(businessEmailSchema.parse('  asha@acme.in ')).toBe('asha@acme.in');
    expect(nameSchema.parse('  Asha Rao ')).toBe('Asha Rao');
  });
  it('reads numeric text as a number', () => {
    expect(numberSchema.parse(' 12.50 ')).toBe(12.5);
    expect(numberSchema.parse('.5')).toBe(0.5);
  });
});

describe('generic required messages', () => {
  it('names the field when given one', () => {
    expect(requiredMessage('PAN')).toBe('PAN is required');
    expect(requiredMessage()).toBe('This field is required');
    expect(firstMessage(requiredText('First name'), '  ')).toBe('First name is required');
    expect(firstMessage(z.pipe(requiredText('PAN'), panSchema), '')).toBe('PAN is required');
    expect(firstMessage(z.pipe(requiredText('PAN'), panSchema), 'X')).toBe(
      'Please enter a valid PAN (10 Digits)',
    );
  });
  it('lets an optional field be empty but checks it when filled', () => {
    const optionalPan = optionalField(panSchema);
    expect(optionalPan.parse('')).toBeUndefined();
    expect(optionalPan.parse(null)).toBeUndefined();
    expect(optionalPan.parse(undefined)).toBeUndefined();
    expect(optionalPan.parse('ABCDE1234F')).toBe('ABCDE1234F');
    expect(firstMessage(optionalPan, 'X')).toBe('Please enter a valid PAN (10 Digits)');
  });
});
