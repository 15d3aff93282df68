import { describe, expect, it } from 'vitest';
import { clientOnboardingSchema } from '../../src/validation/clientOnboarding';

function messages(value: unknown): Record<string, string> {
  const result = clientOnboardingSchema.safeParse(value);
  if (result.success) return {};
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
}

const empty = {
  client_type: 'INDV',
  category: '',
  name: '',
  pan: '',
  gst: '',
  address_line: '',
  city: '',
  state: '',
  pincode: '',
  bank_account_number: '',
  ifsc: '',
  bo_id: '',
  dp_id: '',
  depository_client_id: '',
  nse_custodian_id: null,
  bse_custodian_id: null,
  contact_name: '',
  email: '',
  mobile: '',
  whatsapp_consent: false,
  consent: false,
};

describe('clientOnboardingSchema', () => {
  it('reports every field of an empty form at once, the form-wide rules included', () => {
    expect(messages(empty)).toMatchObject({
      category: 'Choose an individual category',
      name: 'Name is required',
      address_line: 'Address is required',
      city: 'City is required',
      state: 'Choose a state',
      pan: 'This field is required',
      bo_id: 'Enter a BO ID, or a DP ID and client ID.',
      consent: "The client's consent is required.",
    });
  });

  it('requires a corporate GST and accepts an NSDL account', () => {
    const corporate = {
      ...empty,
      client_type: 'CORP',
      name: 'Pillai Exports & Co.',
      pan: 'BQRPP4821L',
      address_line: 'Willingdon Island',
      city: 'Kochi',
      state: 'KERALA',
      pincode: '682003',
      bank_account_number: '50100234567891',
      ifsc: 'HDFC0001234',
      dp_id: '12081600',
      depository_client_id: '00654321',
      contact_name: 'Ravi Pillai',
      email: 'ravi@pillaiexports.in',
      mobile: '9847012346',
      consent: true,
    };
    expect(messages(corporate)).toEqual({ gst: 'GST is required' });
    expect(clientOnboardingSchema.safeParse({ ...corporate, gst: '32BQRPP4821L1Z5' }).success).toBe(true);
  });
});
