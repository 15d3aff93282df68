import * as z from 'zod/mini';

/** Client type codes: corporate, corporate partner, individual, individual partner. */
export const clientTypes = ['CORP', 'CORP-P', 'INDV', 'INDV-P'] as const;
export const clientTypeSchema = z.enum(clientTypes);
export type ClientType = z.infer<typeof clientTypeSchema>;

/** Client modes. */
const clientModes = ['SOFTWARE', 'BROKING'] as const;
export const clientModeSchema = z.enum(clientModes);

/** Client segments, compared against the session's `client_segment`. */
const clientSegments = ['INSTITUTIONAL', 'NON_INSTITUTIONAL', 'WDM'] as const;
export const clientSegmentSchema = z.enum(clientSegments);
export type ClientSegment = z.infer<typeof clientSegmentSchema>;

/** Categories of an individual client. */
export const individualCategories = ['RTL', 'HUF', 'FMO', 'SWM', 'HNI'] as const;
export const individualCategorySchema = z.enum(individualCategories);
export type IndividualCategory = z.infer<typeof individualCategorySchema>;

/** The label each individual category shows. */
export const individualCategoryLabels: Readonly<Record<IndividualCategory, string>> = {
  RTL: 'Retail',
  HUF: 'Hindu Undivided Family',
  FMO: 'Family Office',
  SWM: 'Wealth Manager',
  HNI: 'HNI',
};

/** The status of a user account (a user's membership of a client). */
export const userAccountStatuses = ['active', 'inactive', 'invited'] as const;
export const userAccountStatusSchema = z.enum(userAccountStatuses);
export type UserAccountStatus = z.infer<typeof userAccountStatusSchema>;

/** One-time-password modes, sent as `auth_mode` with OTP requests. */
const otpModes = ['register', 'login', 'update_profile', 'easy_register'] as const;
export const otpModeSchema = z.enum(otpModes);

/** The two exchanges; also what `allowedExchanges` falls back to when a user has none. */
export const exchanges = ['NSE', 'BSE'] as const;
export const exchangeSchema = z.enum(exchanges);
export type Exchange = z.infer<typeof exchangeSchema>;

/**
 * Indian states and union territories as the platform offers them: upper case, in alphabetical order,
 * with `OTHER` last for addresses outside India.
 */
export const indianStates = [
  'ANDAMAN AND NICOBAR ISLANDS',
  'ANDHRA PRADESH',
  'ARUNACHAL PRADESH',
  'ASSAM',
  'BIHAR',
  'CHANDIGARH',
  'CHHATTISGARH',
  'DADRA AND NAGAR HAVELI AND DAMAN AND DIU',
  'DELHI',
  'GOA',
  'GUJARAT',
  'HARYANA',
  'HIMACHAL PRADESH',
  'JAMMU AND KASHMIR',
  'JHARKHAND',
  'KARNATAKA',
  'KERALA',
  'LADAKH',
  'LAKSHADWEEP',
  'MADHYA PRADESH',
  'MAHARASHTRA',
  'MANIPUR',
  'MEGHALAYA',
  'MIZORAM',
  'NAGALAND',
  'ODISHA',
  'PUDUCHERRY',
  'PUNJAB',
  'RAJASTHAN',
  'SIKKIM',
  'TAMIL NADU',
  'TELANGANA',
  'TRIPURA',
  'UTTAR PRADESH',
  'UTTARAKHAND',
  'WEST BENGAL',
  'OTHER',
] as const;
export const indianStateSchema = z.enum(indianStates);
