/** The form's fields that can carry a message. */
export type QuoteFormField =
  'bond' | 'pricing' | 'priceOverride' | 'quantum' | 'settlementDate' | 'counterparty' | 'validity' | 'rfq';

/** Which form field shows a server field error, by the payload's key. */
const fieldByPayloadKey: Record<string, QuoteFormField> = {
  finstrument_id: 'bond',
  unit_price_stored: 'pricing',
  yield_stored: 'pricing',
  fixed_field: 'pricing',
  quantum: 'quantum',
  settlement: 'settlementDate',
  settlement_delta: 'settlementDate',
  user_account_id: 'counterparty',
  end_client_id: 'counterparty',
  validity: 'validity',
  expiry_date_stored: 'validity',
  clearing_corporation: 'rfq',
  rfq_mode: 'rfq',
  oto_participant_details: 'rfq',
  send_to_rfq: 'rfq',
};

/**
 * Spreads an API error's field errors (flattened by dotted key, first message each) over the form's
 * fields. Errors of keys the form has no field for come back as `unplaced`, for the toast.
 */
export function placeServerFieldErrors(fieldErrors: Readonly<Record<string, string>>): {
  byField: Partial<Record<QuoteFormField, string>>;
  unplaced: string[];
} {
  const byField: Partial<Record<QuoteFormField, string>> = {};
  const unplaced: string[] = [];
  for (const [key, message] of Object.entries(fieldErrors)) {
    const field = fieldByPayloadKey[key.split('.')[0] ?? key];
    if (field === undefined) unplaced.push(message);
    else byField[field] ??= message;
  }
  return { byField, unplaced };
}
