/**
 * Human labels of the server's field keys, for messages shown away from their field (a toast, a row of an
 * upload's errors). One mapping for the whole product: the app and the widgets read it through
 * {@link fieldLabel}, so a refusal never reaches a person as `send_to_rfq: …`.
 */
const labels: Readonly<Record<string, string>> = {
  finstrument_id: 'Bond',
  isin: 'ISIN',
  finstrument_ids: 'Bonds',
  quantum: 'Quantum',
  maximum_lot_stored: 'Maximum lot',
  unit_price_stored: 'Price',
  unit_clean_price: 'Price',
  price: 'Price',
  yield_stored: 'Yield',
  bond_yield: 'Yield',
  fixed_field: 'Price or yield',
  quote_type: 'Side',
  settlement: 'Settlement date',
  settlement_date: 'Settlement date',
  settlement_delta: 'Settlement',
  expiry_date_stored: 'Expiry',
  validity: 'Validity',
  send_to_rfq: 'RFQ',
  rfq_mode: 'RFQ mode',
  clearing_corporation: 'Clearing corporation',
  exchange: 'Exchange',
  oto_participant_details: 'RFQ participants',
  respond_eoi_id: 'Quote',
  opposing_eoi: 'Opposing quote',
  replaces: 'Replaced quote',
  lsId: 'Quote',
  eoi_ids: 'Quotes',
  broker_id: 'Broker',
  user_account_id: 'Counterparty',
  end_client_id: 'Client',
  custodian_id: 'Custodian',
  counterparty_user_id: 'Counterparty',
  channel_url: 'Chat',
  buy_or_sell: 'Side',
  quantity: 'Quantity',
  total_accrued_interest: 'Accrued interest',
  confirm: 'Confirmation',
  file: 'File',
  mandate_expires_at: 'Mandate expiry',
  pan: 'PAN',
  gst: 'GST',
  ifsc: 'IFSC',
  bo_id: 'BO ID',
  dp_id: 'DP ID',
};

/**
 * The label of a server field key, flattened by dotted path (`items.2.quantum` → 'Row 3 · Quantum'): a
 * known key's label, otherwise the key in words ('trade_time' → 'Trade time').
 */
export function fieldLabel(key: string): string {
  const parts = key.split('.');
  const words: string[] = [];
  for (let index = 0; index < parts.length; index += 1) {
    const part = parts[index]!;
    if (/^\d+$/.test(part)) {
      words.push(`Row ${Number(part) + 1}`);
      continue;
    }
    const known = labels[part];
    if (known !== undefined) {
      words.push(known);
      continue;
    }
    const spaced = part
      .replace(/_/g, ' ')
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .trim()
      .toLowerCase();
    if (spaced !== '') words.push(spaced.charAt(0).toUpperCase() + spaced.slice(1));
  }
  return words.join(' · ');
}
