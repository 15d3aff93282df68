import type { Counterparty } from '../client/schemas/counterparty';
import type { Role } from '../validation/roles';

/** A member of a firm, as the participant searches find them. */
export interface FakeMember {
  userId: number;
  firstName: string;
  lastName: string;
  roles: Role[];
}

/** A firm of the fake (the participant directory and the counterparty search), with its clearing codes and members. */
export interface FakeFirm {
  clientId: number;
  name: string;
  brandName: string;
  nscclCode: string | null;
  nscclName: string | null;
  icclCode: string | null;
  icclName: string | null;
  isBroker: boolean;
  allowedExchanges: ('NSE' | 'BSE')[];
  rfqExchanges: ('NSE' | 'BSE')[];
  members: FakeMember[];
  /** The firm's client codes (UCCs) on each exchange: what `ucc_only` clearing searches list. */
  clientCodes: { exchange: 'NSE' | 'BSE'; code: string; name: string }[];
}

/**
 * The fake's firms: the dealer's firm (101, Demo Capital), its counterparty Example Securities (102, the demo
 * trader Kiran's firm), and a broking firm (103) on both exchanges. The participant directory reads them, and
 * the counterparty search (`createDemoCounterparties()` is its view of them).
 */
export function createDemoFirms(): FakeFirm[] {
  return [
    {
      clientId: 101,
      name: 'Demo Capital',
      brandName: 'Demo Capital',
      nscclCode: 'NS0011',
      nscclName: 'Demo Capital NSCCL',
      icclCode: null,
      icclName: null,
      isBroker: false,
      allowedExchanges: ['NSE', 'BSE'],
      rfqExchanges: ['NSE', 'BSE'],
      members: [{ userId: 11, firstName: 'Dara', lastName: 'Demo', roles: ['clientdealer'] }],
      clientCodes: [
        { exchange: 'NSE', code: 'DCNSE001', name: 'Asha Investor' },
        { exchange: 'BSE', code: 'DCBSE001', name: 'Asha Investor' },
      ],
    },
    {
      clientId: 102,
      name: 'Example Securities Ltd',
      brandName: 'Example Securities',
      nscclCode: 'NS0012',
      nscclName: 'Example Securities NSCCL',
      icclCode: 'IC0012',
      icclName: 'Example Securities ICCL',
      isBroker: false,
      allowedExchanges: ['NSE', 'BSE'],
      rfqExchanges: ['NSE'],
      members: [
        { userId: 12, firstName: 'Kiran', lastName: 'Example', roles: ['clientdealer'] },
        { userId: 14, firstName: 'Ola', lastName: 'Admin', roles: ['clientopsadmin'] },
      ],
      clientCodes: [],
    },
    {
      clientId: 103,
      name: 'Demo Broking Capital Ltd',
      brandName: 'Demo Broking',
      nscclCode: 'NS0013',
      nscclName: null,
      icclCode: 'IC0013',
      icclName: null,
      isBroker: true,
      allowedExchanges: ['NSE', 'BSE'],
      rfqExchanges: [],
      members: [{ userId: 13, firstName: 'Bina', lastName: 'Broker', roles: ['clientdealer'] }],
      clientCodes: [],
    },
  ];
}

/** A firm as a counterparty (the Company heading). */
export function firmCounterparty(firm: FakeFirm): Counterparty {
  return {
    user_id: null,
    client_id: firm.clientId,
    nsccl_code: firm.nscclCode,
    iccl_code: firm.icclCode,
    user_name: null,
    brand_name: firm.brandName,
    name: firm.name,
  };
}

/** A member as a counterparty (the Member heading). */
export function memberCounterparty(firm: FakeFirm, member: FakeMember): Counterparty {
  return {
    ...firmCounterparty(firm),
    user_id: member.userId,
    user_name: `${member.firstName} ${member.lastName}`.trim(),
  };
}
