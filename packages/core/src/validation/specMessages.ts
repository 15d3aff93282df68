// The spec's messages as plain strings, with no zod: the quote form's checks (`quoteFormChecks`) read them
// from here, so an embed that only checks a form's fields loads neither zod nor its English messages.
// Everything else reads them through `./messages`, whose names register zod's English messages with them.

/**
 * Every validation message of the spec, word for word (platform-shell section 5, trading-and-chat
 * section 5), plus the few the spec leaves open, marked below. Widgets and the server show these
 * strings; tests compare against them.
 */
export const specMessages = {
  required: 'This field is required',
  number: 'Should be number',
  negative: 'Cannot be negative',
  zero: 'Cannot be zero',
  otpRequired: 'OTP is required',
  otpDigits: 'Must be 6 digits',
  pan: 'Please enter a valid PAN (10 Digits)',
  mobile: 'Please enter a valid Phone number.',
  email: 'Please enter a valid email address.',
  businessEmail: 'Enter a valid email ID',
  pincode: 'Please enter a valid Pincode',
  accountNumber: 'Account number should have at least 10 digits.',
  ifsc: 'Please enter a valid IFSC Code (11 Digits).',
  gst: 'Please enter a valid GST Registration Number.',
  time: 'Please enter valid time in HH:MM 24-hour format',
  name: 'Should not contain special characters.',
  yieldAbove100: 'Yield above 100%',
  priceAbove250: 'Should be less than 250',
  tradeTimeInFuture: 'Trade time cannot be later than the current time.',
  // Not worded by the spec: chosen here in the spec's voice.
  boId: 'BO ID should have 16 digits.',
  dpId: 'DP ID should have 8 digits.',
  clientId: 'Client ID should have 8 digits.',
  date: 'Please enter a valid date',
  yieldCharacters: 'Should be at most 7 characters',
  quantumDigits: 'Should be at most 12 digits',
  nameLength: 'Should be at most 100 characters.',
  messageLength: 'Message should be at most 5,000 characters.',
  settlementDateAndDelta: 'Send either a settlement date or a settlement delta, not both.',
  responsePriceAndYield: 'A response quote cannot carry both a price and a yield.',
  overriddenPriceMissing: 'An overridden price needs the price and the yield it overrides.',
  overriddenPriceByYield: 'Only a price computed from a yield can be overridden.',
  settlementBeforeTrade: 'Settlement date cannot be before the trade date.',
  settlementNotBusinessDay: 'Settlement date must be a business day (not a weekend or market holiday).',
} as const;

/** The spec's generic '{field} is required'; without a field name, 'This field is required'. */
export function specRequiredMessage(field?: string): string {
  return field === undefined || field === '' ? specMessages.required : `${field} is required`;
}
