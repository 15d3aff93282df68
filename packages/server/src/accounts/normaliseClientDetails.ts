import type { ClientOnboarding } from '@bondkit/core/internal';
import type { OnboardedClient } from '@bondkit/core/validation';

// The reference server stores a managed client's details this way and the fake API of `@bondkit/core/testing`
// answers them the same way: one rule, so that the edit page reads back what either backend kept.

/**
 * A managed client's onboarding details as they are stored: the IFSC upper-case and the e-mail lower-case
 * (both compared case-insensitively elsewhere), an absent GST as null, and one depository account: a BO ID
 * (CDSL) wins over a DP ID with its client ID (NSDL), which are then dropped.
 */
export function normaliseClientDetails(
  input: ClientOnboarding,
): Pick<
  OnboardedClient,
  | 'gst'
  | 'address_line'
  | 'city'
  | 'pincode'
  | 'bank_account_number'
  | 'ifsc'
  | 'bo_id'
  | 'dp_id'
  | 'depository_client_id'
  | 'nse_custodian_id'
  | 'bse_custodian_id'
  | 'contact_name'
  | 'email'
  | 'mobile'
  | 'whatsapp_consent'
> {
  const onCdsl = input.bo_id !== undefined;
  return {
    gst: input.gst ?? null,
    address_line: input.address_line,
    city: input.city,
    pincode: input.pincode,
    bank_account_number: input.bank_account_number,
    ifsc: input.ifsc.toUpperCase(),
    bo_id: input.bo_id ?? null,
    dp_id: onCdsl ? null : (input.dp_id ?? null),
    depository_client_id: onCdsl ? null : (input.depository_client_id ?? null),
    nse_custodian_id: input.nse_custodian_id,
    bse_custodian_id: input.bse_custodian_id,
    contact_name: input.contact_name,
    email: input.email.toLowerCase(),
    mobile: input.mobile,
    whatsapp_consent: input.whatsapp_consent,
  };
}
