import { describe, expect, it } from 'vitest';
import { contactFormSchema, contactRequestTypes } from '../../src/validation/contactRequests';
import { exchangeCredentialsSchema, registrationPayloadSchema } from '../../src/validation/accountPayloads';
import { priceCalculationRequestSchema } from '../../src/validation/priceCalculationRequest';
import {
  supportProviderTicketTypeId,
  supportTicketSchema,
  supportTicketTypes,
} from '../../src/validation/supportTickets';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return result.success
    ? []
    : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('priceCalculationRequestSchema', () => {
  it('takes a yield or a clean price, named by fixed_field', () => {
    expect(
      priceCalculationRequestSchema.safeParse({ bond_yield: 0.0725, fixed_field: 'yield' }).success,
    ).toBe(true);
    expect(priceCalculationRequestSchema.safeParse({ clean_price: 99.5, fixed_field: 'price' }).success).toBe(
      true,
    );
    expect(
      messages(priceCalculationRequestSchema.safeParse({ clean_price: 99.5, fixed_field: 'yield' })),
    ).toEqual(['bond_yield: Yield is required']);
    expect(
      messages(priceCalculationRequestSchema.safeParse({ bond_yield: 0.07, fixed_field: 'price' })),
    ).toEqual(['clean_price: Price is required']);
  });

  it('rejects a settlement date together with a delta', () => {
    const request = {
      bond_yield: 0.07,
      fixed_field: 'yield',
      settlement_date: '2025-03-12',
      settlement_delta: 1,
    };
    expect(messages(priceCalculationRequestSchema.safeParse(request))).toEqual([
      'settlement_delta: Send either a settlement date or a settlement delta, not both.',
    ]);
    expect(priceCalculationRequestSchema.safeParse({ ...request, settlement_delta: null }).success).toBe(
      true,
    );
  });

  it('rejects out-of-range and over-precise values', () => {
    expect(priceCalculationRequestSchema.safeParse({ bond_yield: 1.01, fixed_field: 'yield' }).success).toBe(
      false,
    );
    expect(
      priceCalculationRequestSchema.safeParse({ bond_yield: 0.0712345, fixed_field: 'yield' }).success,
    ).toBe(false);
    expect(priceCalculationRequestSchema.safeParse({ clean_price: 251, fixed_field: 'price' }).success).toBe(
      false,
    );
  });
});

describe('registrationPayloadSchema', () => {
  const individual = {
    auth_mode: 'register',
    pan: 'ABCDE1234F',
    password: 'secret-pass',
    identity: { first_name: 'Asha', last_name: 'Rao' },
    client_type: 'INDV',
    category: 'HNI',
    corporate_identity: null,
    contact: { email: 'asha@example.com', mobile: '+919876543210', whatsapp_consent: true },
  };
  const corporate = {
    ...individual,
    client_type: 'CORP',
    category: 'BANK',
    corporate_identity: { name: 'Acme Ltd' },
  };

  it('accepts an individual and a corporate registration', () => {
    expect(registrationPayloadSchema.parse(individual)).toEqual(individual);
    expect(registrationPayloadSchema.parse(corporate)).toEqual(corporate);
  });

  it.each([
    [{ pan: 'abcde1234f' }, 'pan: Please enter a valid PAN (10 Digits)'],
    [
      { auth_mode: 'sso' },
      'auth_mode: Invalid option: expected one of "register"|"login"|"update_profile"|"easy_register"',
    ],
    [
      { contact: { ...individual.contact, mobile: '5876543210' } },
      'contact.mobile: Please enter a valid Phone number.',
    ],
    [
      { contact: { ...individual.contact, email: 'x' } },
      'contact.email: Please enter a valid email address.',
    ],
    [
      { identity: { first_name: 'A1', last_name: 'Rao' } },
      'identity.first_name: Should not contain special characters.',
    ],
    [{ password: '' }, 'password: This field is required'],
    [{ category: 'BANK' }, 'category: Choose an individual category'],
    [
      { corporate_identity: { name: 'Acme' } },
      'corporate_identity: An individual client has no corporate identity',
    ],
    [{ client_type: 'CORP' }, 'corporate_identity.name: Company name is required'],
    [{ client_type: 'NGO' }, 'client_type: Invalid option: expected one of "CORP"|"CORP-P"|"INDV"|"INDV-P"'],
  ])('rejects %j', (override, message) => {
    expect(messages(registrationPayloadSchema.safeParse({ ...individual, ...override }))).toEqual([message]);
  });
});

describe('exchangeCredentialsSchema', () => {
  const credentials = { participant_code: 'P123', username: 'acme', password: 'pw', corp: 'NSCCL' };
  it('accepts the four fields', () => {
    expect(exchangeCredentialsSchema.parse(credentials)).toEqual(credentials);
    expect(exchangeCredentialsSchema.parse({ ...credentials, corp: 'ICCL' }).corp).toBe('ICCL');
  });
  it.each(['participant_code', 'username', 'password'])('requires %s', (field) => {
    expect(messages(exchangeCredentialsSchema.safeParse({ ...credentials, [field]: '' }))).toEqual([
      `${field}: This field is required`,
    ]);
  });
  it('rejects an unknown clearing corporation', () => {
    expect(exchangeCredentialsSchema.safeParse({ ...credentials, corp: 'MCX' }).success).toBe(false);
  });
});

describe('support tickets', () => {
  it('numbers the types 1 issue, 2 feedback, 3 query, 4 access', () => {
    expect(supportTicketTypes).toEqual({ issue: 1, feedback: 2, query: 3, access: 4 });
  });
  it.each([
    [1, 1],
    [2, 6],
    [3, 5],
    [4, 8],
  ] as const)('maps type %i to provider id %i, and to itself in dev mode', (type, providerId) => {
    expect(supportProviderTicketTypeId(type)).toBe(providerId);
    expect(supportProviderTicketTypeId(type, { devMode: false })).toBe(providerId);
    expect(supportProviderTicketTypeId(type, { devMode: true })).toBe(type);
  });
  it('validates a ticket', () => {
    const file = new Blob(['x'], { type: 'text/plain' });
    expect(supportTicketSchema.parse({ title: ' Price wrong ', body: 'See ISIN', type: 1, file })).toEqual({
      title: 'Price wrong',
      body: 'See ISIN',
      type: 1,
      file,
    });
    expect(messages(supportTicketSchema.safeParse({ title: ' ', body: '', type: 5 }))).toEqual([
      'title: Title is required',
      'body: Description is required',
      'type: Invalid input',
    ]);
    expect(supportTicketSchema.safeParse({ title: 't', body: 'b', type: 2, file: 'path' }).success).toBe(
      false,
    );
  });
});

describe('contact requests', () => {
  it('has the 11 request types', () => {
    expect(contactRequestTypes).toEqual([
      'REQUEST_PRICING',
      'REPORT_ISSUE_FOR_PRICING_AND_CASHFLOW',
      'REQUEST_ACCESS_TO_TRADE',
      'REQUEST_LIVE_MARKET_UPGRADE',
      'REQUEST_DEPTH_FEATURE',
      'BUSINESS_MIGRATE',
      'REQUEST_ACCESS',
      'REQUEST_ACCESS_INVENTORY',
      'REQUEST_CASHFLOW_UPGRADE',
      'CONTACT_FORM',
      'REQUEST_INTEGRATE_WITH_EXCHANGE',
    ]);
  });
  it('validates the contact form with the platform field rules', () => {
    expect(
      contactFormSchema.parse({ name: 'Asha', email: ' asha@acme.in ', mobile: '', message: 'Hi' }),
    ).toEqual({
      name: 'Asha',
      email: 'asha@acme.in',
      mobile: undefined,
      company: undefined,
      message: 'Hi',
      request_type: 'CONTACT_FORM',
    });
    expect(
      messages(
        contactFormSchema.safeParse({
          name: 'A!',
          email: 'x',
          mobile: '123',
          message: ' ',
          request_type: 'SPAM',
        }),
      ),
    ).toEqual([
      'name: Should not contain special characters.',
      'email: Enter a valid email ID',
      'mobile: Please enter a valid Phone number.',
      'message: Message is required',
      'request_type: Invalid option: expected one of "REQUEST_PRICING"|"REPORT_ISSUE_FOR_PRICING_AND_CASHFLOW"|"REQUEST_ACCESS_TO_TRADE"|"REQUEST_LIVE_MARKET_UPGRADE"|"REQUEST_DEPTH_FEATURE"|"BUSINESS_MIGRATE"|"REQUEST_ACCESS"|"REQUEST_ACCESS_INVENTORY"|"REQUEST_CASHFLOW_UPGRADE"|"CONTACT_FORM"|"REQUEST_INTEGRATE_WITH_EXCHANGE"',
    ]);
  });

  it('says a long message or name is too long, not that it is missing', () => {
    expect(
      messages(
        contactFormSchema.safeParse({
          name: 'A'.repeat(300),
          email: 'asha@acme.in',
          message: 'x'.repeat(5001),
        }),
      ),
    ).toEqual([
      'name: Should be at most 100 characters.',
      'message: Message should be at most 5,000 characters.',
    ]);
    expect(
      contactFormSchema.safeParse({ name: 'Asha', email: 'a@b.in', message: 'x'.repeat(5000) }).success,
    ).toBe(true);
  });
});
