import type { Role } from '@bondkit/core/validation';

/** The password of every demo account. */
export const demoPassword = 'Bondkit@2026';

/** Keys of the demo firms, used to link accounts and records in the seed. */
export type DemoFirmKey =
  | 'meridian'
  | 'kaveri'
  | 'sahyadri'
  | 'coromandel'
  | 'ananya'
  | 'deccanCustody'
  | 'konkanCustody'
  | 'narmadaFacilitators'
  | 'godavariAgents';

/** One demo account: who signs in, at which firm, with which roles. */
export interface DemoAccount {
  key: string;
  email: string;
  mobile: string;
  firstName: string;
  lastName: string;
  firm: DemoFirmKey;
  roles: Role[];
  description: string;
}

/** One demo sign-in per role (the list), documented in the README. */
export const demoAccounts: readonly DemoAccount[] = [
  {
    key: 'dealer',
    email: 'dealer@demo.bondkit.in',
    mobile: '9000000001',
    firstName: 'Arjun',
    lastName: 'Kulkarni',
    firm: 'meridian',
    roles: ['clientdealer'],
    description:
      'Dealer at Meridian Capital Securities, a non-institutional broking firm with RFQ and STP on NSE and BSE; manages clients.',
  },
  {
    key: 'trader',
    email: 'trader@demo.bondkit.in',
    mobile: '9000000002',
    firstName: 'Priya',
    lastName: 'Raghavan',
    firm: 'kaveri',
    roles: ['clientdealer'],
    description: 'Dealer at Kaveri Asset Management, an institutional firm: the usual counterparty.',
  },
  {
    key: 'viewer',
    email: 'viewer@demo.bondkit.in',
    mobile: '9000000003',
    firstName: 'Neha',
    lastName: 'Deshpande',
    firm: 'meridian',
    roles: ['clientviewer'],
    description: 'Trade viewer at Meridian Capital Securities.',
  },
  {
    key: 'backoffice',
    email: 'backoffice@demo.bondkit.in',
    mobile: '9000000004',
    firstName: 'Rahul',
    lastName: 'Joshi',
    firm: 'meridian',
    roles: ['backoffice'],
    description: 'Back office at Meridian Capital Securities.',
  },
  {
    key: 'compliance',
    email: 'compliance@demo.bondkit.in',
    mobile: '9000000005',
    firstName: 'Kavita',
    lastName: 'Menon',
    firm: 'meridian',
    roles: ['complianceofficer'],
    description: 'Compliance officer at Meridian Capital Securities (surveillance only).',
  },
  {
    key: 'opsadmin',
    email: 'opsadmin@demo.bondkit.in',
    mobile: '9000000006',
    firstName: 'Sanjay',
    lastName: 'Patil',
    firm: 'meridian',
    roles: ['clientopsadmin'],
    description: 'Ops admin at Meridian Capital Securities: users and exchange credentials.',
  },
  {
    key: 'researcher',
    email: 'researcher@demo.bondkit.in',
    mobile: '9000000007',
    firstName: 'Meera',
    lastName: 'Subramanian',
    firm: 'sahyadri',
    roles: ['dataviewer'],
    description: 'Market researcher at Sahyadri Research Partners, a paid MIND client.',
  },
  {
    key: 'trial',
    email: 'trial@demo.bondkit.in',
    mobile: '9000000008',
    firstName: 'Vikram',
    lastName: 'Bose',
    firm: 'coromandel',
    roles: ['dataviewer'],
    description: 'Market researcher at Coromandel Wealth Advisors, whose MIND trial has ended.',
  },
  {
    key: 'investor',
    email: 'investor@demo.bondkit.in',
    mobile: '9000000009',
    firstName: 'Ananya',
    lastName: 'Iyer',
    firm: 'ananya',
    roles: ['user'],
    description:
      'Basic user: Ananya Iyer, an individual client of Meridian Capital (its broking desk quotes her EOIs).',
  },
];

/** The pending invitation the seed creates, so registration by invitation can be tried. */
export const demoInviteCode = 'demo-invite-meridian-0001';
export const demoInviteEmail = 'newdealer@demo.bondkit.in';
