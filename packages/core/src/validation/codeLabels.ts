import type { OrderStatus } from '../contract/orderStatuses';
import type { ClientType, UserAccountStatus } from './clientClassification';

// The platform stores codes ('GUJARAT', 'ACCEPTED', 'invited'); people read words. One formatter per code, here,
// so the reference app and a partner's portal write the same words for the same code.

/** Words that stay small inside a state's name ('Andaman and Nicobar Islands', 'Dadra and Nagar Haveli'). */
const smallWords = new Set(['and', 'of']);

/**
 * A state as people write it: 'WEST BENGAL' is 'West Bengal', 'OTHER' is 'Outside India' (the platform stores
 * states in capitals, `indianStates`). A missing state gives an em dash.
 */
export function indianStateLabel(state: string | null | undefined): string {
  if (state === null || state === undefined || state === '') return '\u2014';
  if (state === 'OTHER') return 'Outside India';
  return state
    .toLowerCase()
    .split(' ')
    .map((word, index) =>
      index > 0 && smallWords.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}

/** A member's account status in words. */
export const userAccountStatusLabels: Readonly<Record<UserAccountStatus, string>> = {
  active: 'Active',
  inactive: 'Deactivated',
  invited: 'Invitation sent',
};

/** A client's type in words (`clientTypes`: a partner's types carry the `-P` suffix). */
export const clientTypeLabels: Readonly<Record<ClientType, string>> = {
  CORP: 'Corporate',
  'CORP-P': 'Corporate (partner)',
  INDV: 'Individual',
  'INDV-P': 'Individual (partner)',
};

/** A UCC record's status in words (the server stores `active`, the default, or `inactive`). */
export const uccStatusLabels: Readonly<Record<'active' | 'inactive', string>> = {
  active: 'Active',
  inactive: 'Inactive',
};

/** An order's status in words (the state machine's codes, `orderStatuses`). */
export const orderStatusLabels: Readonly<Record<OrderStatus, string>> = {
  PENDING: 'Awaiting counterparty',
  ACCEPTED: 'Accepted',
  REJECTED: 'Rejected',
  CANCELLED: 'Cancelled',
  SETTLED: 'Settled',
};

/** A code's words from one of the tables above; an unknown code (a newer server) is shown as it came. */
export function codeText<Code extends string>(labels: Readonly<Record<Code, string>>, code: string): string {
  return (labels as Readonly<Record<string, string>>)[code] ?? code;
}
