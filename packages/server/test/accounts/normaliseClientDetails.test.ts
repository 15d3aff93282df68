import { describe, expect, it } from 'vitest';
import type { ClientOnboarding } from '@bondkit/core/internal';
import { normaliseClientDetails } from '../../src/accounts/normaliseClientDetails';

const onboarding: ClientOnboarding = {
  client_type: 'INDV',
  category: 'RTL',
  name: 'Asha Verma',
  pan: 'ABCPV1234K',
  address_line: '1 Marine Drive',
  city: 'Mumbai',
  state: 'MAHARASHTRA',
  pincode: '400001',
  bank_account_number: '123456789012',
  ifsc: 'hdfc0001234',
  dp_id: 'IN300123',
  depository_client_id: '12345678',
  nse_custodian_id: null,
  bse_custodian_id: 12,
  contact_name: 'Asha Verma',
  email: 'Asha.Verma@Example.IN',
  mobile: '9876543210',
  whatsapp_consent: true,
  consent: true,
};

describe('normaliseClientDetails', () => {
  it('stores the IFSC upper-case, the e-mail lower-case and an absent GST as null', () => {
    expect(normaliseClientDetails(onboarding)).toMatchObject({
      ifsc: 'HDFC0001234',
      email: 'asha.verma@example.in',
      gst: null,
      bse_custodian_id: 12,
      whatsapp_consent: true,
    });
  });

  it('keeps an NSDL account (DP ID and client ID) when there is no BO ID', () => {
    expect(normaliseClientDetails(onboarding)).toMatchObject({
      bo_id: null,
      dp_id: 'IN300123',
      depository_client_id: '12345678',
    });
  });

  it('keeps only the BO ID when both accounts are given', () => {
    expect(normaliseClientDetails({ ...onboarding, bo_id: '1208160000654321' })).toMatchObject({
      bo_id: '1208160000654321',
      dp_id: null,
      depository_client_id: null,
    });
  });
});
