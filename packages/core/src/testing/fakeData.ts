import type { SessionUser } from '../validation/index';
import type { Bond } from '../client/schemas/bond';
import type { PriceInfo } from '../client/schemas/priceInfo';
import type { Custodian } from '../client/schemas/custodian';
import type { Counterparty } from '../client/schemas/counterparty';
import { counterpartiesOfFirms } from './fakeCounterparties';
import { createDemoFirms } from './fakeParticipantData';
import { priceAtYield as calculatedPrice } from './fakeBondPricing';

/** A user the fake backend knows: the password and the session object it answers. */
export interface FakeUser {
  password: string;
  session: SessionUser;
}

/** The password of every demo user. */
export const fakeDemoPassword = 'bondkit-demo';

/** The OTP the fake accepts for any mobile or email. */
export const fakeDemoOtp = '123456';

function demoUser(
  id: number,
  email: string,
  firstName: string,
  roles: SessionUser['user_info']['roles'],
  extra: Partial<SessionUser> = {},
): FakeUser {
  return {
    password: fakeDemoPassword,
    session: {
      id: 100 + id,
      name: 'Demo Capital',
      brand_name: 'Demo Capital',
      user_accounts: [{ id: 200 + id, status: 'active' }],
      allowed_exchanges: ['NSE', 'BSE'],
      is_broker: false,
      client_segment: 'NON_INSTITUTIONAL',
      rfq_exchanges: [],
      stp_exchanges: [],
      nsccl_credentials: false,
      iccl_credentials: false,
      nsccl_name: null,
      iccl_name: null,
      mind_trial_ends_at: null,
      is_paid_client: false,
      user_info: {
        first_name: firstName,
        last_name: 'Demo',
        email,
        mobile: `98765432${String(id).padStart(2, '0')}`,
        roles,
        unique_id: `demo-${id}`,
        suprsend_subscriber_id: null,
        has_accepted_chat_terms: true,
        user_security_preferences: [],
        is_user_profile_complete: true,
      },
      ...extra,
    },
  };
}

/**
 * Five demo users: a dealer with RFQ and STP exchanges, a market researcher on trial (her own firm, 104),
 * the dealer's firm's compliance officer and ops admin, and a dealer at another firm with the same exchanges
 * (Example Securities, firm 102 of the demo firms), the dealer's counterparty for trades between two
 * firms.
 */
export function createDemoUsers(): FakeUser[] {
  return [
    demoUser(1, 'dealer@bondkit.test', 'Dara', ['clientdealer'], {
      rfq_exchanges: ['NSE', 'BSE'],
      stp_exchanges: ['NSE'],
      nsccl_credentials: true,
      nsccl_name: 'Demo Capital NSCCL',
    }),
    // A firm of her own (104): a market researcher belongs to no dealing firm of the demo.
    demoUser(2, 'researcher@bondkit.test', 'Rhea', ['dataviewer'], {
      id: 104,
      name: 'Demo Research',
      brand_name: 'Demo Research',
      mind_trial_ends_at: '2099-12-31T18:29:59+00:00',
    }),
    // The compliance officer and the ops admin are the dealer's firm's (client 101), as on the server.
    demoUser(3, 'compliance@bondkit.test', 'Chetan', ['complianceofficer'], { id: 101 }),
    demoUser(4, 'opsadmin@bondkit.test', 'Omar', ['clientopsadmin'], { id: 101 }),
    demoUser(5, 'trader@bondkit.test', 'Kiran', ['clientdealer'], {
      id: 102,
      name: 'Example Securities Ltd',
      brand_name: 'Example Securities',
      user_accounts: [{ id: 212, status: 'active' }],
      rfq_exchanges: ['NSE', 'BSE'],
      stp_exchanges: ['NSE'],
      nsccl_credentials: true,
      nsccl_name: 'Example Securities NSCCL',
    }),
  ];
}

function bond(
  id: number,
  isin: string,
  displayName: string,
  issuer: string,
  maturityDate: string,
  issueDate: string,
  extra: Partial<Bond> = {},
): Bond {
  return {
    id,
    display_name: displayName,
    available: true,
    identifiers: { ISIN: isin },
    contract_parameters: { is_listed: true, maturity_date: maturityDate, issue_date: issueDate },
    issuer,
    rating: 'AAA',
    coupon_rate: 7.5,
    is_disabled_isin: false,
    is_matured: false,
    ...extra,
  };
}

/** A handful of bonds: listed, unlisted, matured and disabled ones, so search labels can be tested. */
export function createDemoBonds(): Bond[] {
  return [
    bond(
      1,
      'INE001A07TV1',
      '7.50% Demo Housing Finance 2030',
      'Demo Housing Finance',
      '2030-06-15',
      '2020-06-15',
    ),
    bond(2, 'INE002B08AB2', '8.10% Demo Power Grid 2028', 'Demo Power Grid', '2028-03-31', '2018-03-31', {
      coupon_rate: 8.1,
    }),
    bond(
      3,
      'IN0020240012',
      '7.18% Government of India 2037',
      'Government of India',
      '2037-07-24',
      '2022-07-24',
      {
        coupon_rate: 7.18,
        rating: 'SOV',
      },
    ),
    bond(
      4,
      'INE003C07XY3',
      '9.25% Demo Small Finance 2027 (unlisted)',
      'Demo Small Finance',
      '2027-11-30',
      '2022-11-30',
      {
        coupon_rate: 9.25,
        rating: 'A+',
        contract_parameters: { is_listed: false, maturity_date: '2027-11-30', issue_date: '2022-11-30' },
      },
    ),
    bond(5, 'INE004D07MM4', '6.90% Demo Railways 2023', 'Demo Railways', '2023-01-10', '2016-01-10', {
      coupon_rate: 6.9,
      is_matured: true,
      available: false,
    }),
    bond(6, 'INE005E07ZZ5', '8.75% Demo Infra 2031', 'Demo Infra', '2031-09-01', '2021-09-01', {
      is_disabled_isin: true,
    }),
  ];
}

/** Today's price of each demo bond (yields as fractions). */
export function createDemoPriceInfos(): Map<number, PriceInfo> {
  // The market yields of the demo bonds; each price is the real engine's at that yield on the settlement date.
  const settlementDate = '2025-01-02';
  const marketYields: [number, number | null][] = [
    [1, 0.075312],
    [2, 0.077805],
    [3, 0.071295],
    [4, 0.097801],
    [5, null],
    [6, 0.0875],
  ];
  const bonds = createDemoBonds();
  return new Map(
    marketYields.map(([id, bondYield]) => {
      const bond = bonds.find((candidate) => candidate.id === id);
      const price =
        bondYield === null || bond === undefined
          ? null
          : calculatedPrice(bond, bondYield, settlementDate).unit_clean_price;
      return [
        id,
        {
          price: {
            unit_clean_price: price,
            bond_yield: price === null ? null : bondYield,
            settlement_date: price === null ? null : settlementDate,
          },
          can_be_priced: price !== null,
          allow_price_modification: price !== null,
        },
      ];
    }),
  );
}

export function createDemoCustodians(): Record<'NSE' | 'BSE', Custodian[]> {
  return {
    NSE: [
      { client_id: 501, name: 'Demo Custody Services (NSE)' },
      { client_id: 502, name: 'Example Trustee Custodian (NSE)' },
    ],
    BSE: [{ client_id: 601, name: 'Demo Custody Services (BSE)' }],
  };
}

/**
 * What the counterparty search finds among the demo firms (`state.firms`): their trading members and the
 * firms themselves. A view of the firms, to start a seed from (`createFakeBondApi({ counterparties })`).
 */
export function createDemoCounterparties(): { users: Counterparty[]; clients: Counterparty[] } {
  return counterpartiesOfFirms(createDemoFirms());
}
