import type { ClientProfile, UserAccount } from '../client/schemas/account';
import { accountEndpoints } from '../contract/accountEndpoints';
import { clientEndpoints } from '../contract/clientEndpoints';
import { referenceEndpoints } from '../contract/referenceEndpoints';
import {
  indianStates,
  individualCategories,
  individualCategoryLabels,
  type SessionUser,
} from '../validation/index';
import { canManageClients, fakeSignedInEndpoint, forbidden, notFoundAnswer } from './fakeAccess';
import { clientOfSession, rolesFirmHolds, type FakeClientState } from './fakeClientState';
import { fakeEndpoint } from './fakeEndpoint';
import { fakePage, matchesSearch } from './fakePage';
import type { FakeRoute } from './fakeRouter';
import type { FakeState } from './fakeState';

/** The corporate categories the server offers after the individual ones of the spec. */
const corporateCategories = [
  { value: 'CORPORATE', label: 'Corporate' },
  { value: 'BANK', label: 'Bank' },
  { value: 'MUTUAL_FUND', label: 'Mutual Fund' },
  { value: 'INSURANCE', label: 'Insurance Company' },
  { value: 'NBFC', label: 'Non-Banking Financial Company' },
  { value: 'PROVIDENT_FUND', label: 'Provident Fund' },
  { value: 'TRUST', label: 'Trust' },
  { value: 'FPI', label: 'Foreign Portfolio Investor' },
];

/** The user accounts of a firm besides its members' own: its pending invitations (`fakeAdministrationRoutes`). */
export type FakeInviteeAccounts = (firmId: number) => UserAccount[];

/**
 * The fake's clients: the caller's own (`api/client/`), its profile, lookup by website, the clients a firm
 * manages, the firm's user accounts, and the reference lists (categories, states, facilitators, agents).
 */
export function fakeClientRoutes(
  state: FakeState,
  clients: FakeClientState,
  inviteeAccounts: FakeInviteeAccounts,
): FakeRoute[] {
  const ownClient = (user: SessionUser): ClientProfile => clientOfSession(clients, user);

  return [
    fakeSignedInEndpoint(state, clientEndpoints.getClient, (_call, user) => ({
      ok: { ...ownClient(user), assignable_roles: rolesFirmHolds(clients, user) },
    })),
    fakeEndpoint(clientEndpoints.getClientByWebsite, ({ query }) => {
      const found = [...clients.clients.values()].find((client) => client.website === query.website);
      if (found === undefined) return notFoundAnswer('No client with this website.');
      const { id, name, brand_name, client_type, client_segment } = found;
      return { ok: { id, name, brand_name, client_type, client_segment } };
    }),
    fakeSignedInEndpoint(state, accountEndpoints.updateProfile, ({ query, body }, user) => {
      let target = ownClient(user);
      if (query.client_id !== undefined && query.client_id !== user.id) {
        if (!canManageClients(user))
          return forbidden("Only a client manager can change another client's profile.");
        const managed = clients.clients.get(query.client_id);
        if (managed?.managed_by_client_id !== user.id) return notFoundAnswer();
        target = managed;
      } else {
        const individual = target.client_type === 'INDV' || target.client_type === 'INDV-P';
        if (!individual && !user.user_info.roles.includes('clientopsadmin'))
          return forbidden("Only an ops admin can change the firm's profile.");
      }
      // The contact name is accepted for the form's sake; a client keeps no such field.
      const { contact_name: _contactName, ...changes } = body;
      const updated: ClientProfile = { ...target, ...changes };
      clients.clients.set(updated.id, updated);
      // The firm's sessions carry its name: keep them in step, as the server's session reads the client row.
      for (const { session } of state.users.filter((candidate) => candidate.session.id === updated.id)) {
        session.name = updated.name;
        session.brand_name = updated.brand_name;
      }
      return { ok: updated };
    }),
    fakeSignedInEndpoint(state, clientEndpoints.listClients, ({ query }, user) => {
      const managed = [...clients.clients.values()]
        .filter(
          (client) =>
            client.managed_by_client_id === user.id &&
            matchesSearch(query.search, [client.name, client.pan]) &&
            (query.is_partner === undefined || client.is_partner === query.is_partner) &&
            (query.offline_record === undefined || client.offline_record === query.offline_record),
        )
        .sort((first, second) => first.name.localeCompare(second.name) || first.id - second.id);
      return { ok: fakePage('api/clients/', managed, query) };
    }),
    fakeSignedInEndpoint(state, clientEndpoints.listUserAccounts, ({ query }, user) => {
      const members = state.users.flatMap(({ session }): UserAccount[] => {
        const account = session.user_accounts[0];
        if (session.id !== user.id || account === undefined) return [];
        const { first_name, last_name, email, mobile, roles } = session.user_info;
        return [
          {
            id: account.id,
            user_id: account.id,
            name: `${first_name} ${last_name}`.trim(),
            email,
            mobile,
            roles: [...roles],
            status: account.status,
          },
        ];
      });
      const found = [...members, ...inviteeAccounts(user.id)]
        .filter((account) => matchesSearch(query.search, [account.name, account.email]))
        .sort((first, second) => first.name.localeCompare(second.name) || first.id - second.id);
      return { ok: fakePage('api/useraccounts/', found, query) };
    }),
    fakeEndpoint(referenceEndpoints.getClientCategories, () => ({
      ok: [
        ...individualCategories.map((value) => ({ value, label: individualCategoryLabels[value] })),
        ...corporateCategories,
      ],
    })),
    fakeEndpoint(referenceEndpoints.getIndianStates, () => ({ ok: [...indianStates] })),
    fakeSignedInEndpoint(state, referenceEndpoints.getFacilitators, () => ({
      ok: [...clients.facilitators].sort((first, second) => first.name.localeCompare(second.name)),
    })),
    fakeSignedInEndpoint(state, referenceEndpoints.getAgents, () => ({
      ok: [...clients.agents].sort((first, second) => first.name.localeCompare(second.name)),
    })),
  ];
}
