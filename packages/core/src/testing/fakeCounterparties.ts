// The counterparty search's view of the fake's one firm list (`state.firms`), both ways: the firms as the
// search's members and companies, and firms made from counterparties an embedder seeds
// (`createFakeBondApi({ counterparties })` or `state.counterparties = …`), so that the participant
// directory and the counterparty search always answer from the same firms.
import type { Counterparty } from '../client/schemas/counterparty';
import { tradingRoles } from '../access/roleGroups';
import { firmCounterparty, memberCounterparty } from './fakeParticipantData';
import type { FakeFirm, FakeMember } from './fakeParticipantData';

/** The counterparty search's members (`users`) and companies (`clients`). */
export interface FakeCounterparties {
  users: Counterparty[];
  clients: Counterparty[];
}

/**
 * Every firm as a company, and every member with a trading role as a member of it, as the reference
 * server's counterparty search finds them (an ops admin or a compliance officer is nobody's counterparty).
 * A member's `name` is the person's, as the fake's search has always answered and matched it (the server
 * names the firm there; the widgets show `user_name` either way).
 */
export function counterpartiesOfFirms(firms: readonly FakeFirm[]): FakeCounterparties {
  return {
    users: firms.flatMap((firm) =>
      firm.members
        .filter((member) => member.roles.some((role) => tradingRoles.includes(role)))
        .map((member) => {
          const party = memberCounterparty(firm, member);
          return { ...party, name: party.user_name };
        }),
    ),
    clients: firms.map(firmCounterparty),
  };
}

function describeParty(party: Counterparty): string {
  return JSON.stringify(party.user_name ?? party.brand_name ?? party.name);
}

function memberOf(party: Counterparty): FakeMember {
  if (party.user_id === null)
    throw new TypeError(`The member ${describeParty(party)} needs a user_id: it is who a ticket is sent to.`);
  const [firstName = '', ...lastNames] = (party.user_name ?? party.name ?? '').trim().split(/\s+/);
  // A seeded member is a dealer: the search lists only members with a trading role.
  return { userId: party.user_id, firstName, lastName: lastNames.join(' '), roles: ['clientdealer'] };
}

/**
 * The firms of seeded counterparties: one per `client_id` (a company, the firm of a member, or both), in the
 * order they first appear (companies first), with its members. A firm takes its names and clearing codes
 * from its company when there is one, else from its first member; it may trade and take RFQs on each
 * exchange it has a clearing code on. A party without a `client_id` (or a member without a `user_id`) is
 * refused with an error naming it: the fake keeps no party outside a firm.
 */
export function firmsFromCounterparties(counterparties: {
  readonly users: readonly Counterparty[];
  readonly clients: readonly Counterparty[];
}): FakeFirm[] {
  const firms = new Map<number, { party: Counterparty; members: FakeMember[] }>();
  const firmOf = (party: Counterparty) => {
    if (party.client_id === null)
      throw new TypeError(
        `The counterparty ${describeParty(party)} needs a client_id: the fake keeps counterparties as firms (state.firms).`,
      );
    const known = firms.get(party.client_id);
    if (known !== undefined) return known;
    const created = { party, members: [] };
    firms.set(party.client_id, created);
    return created;
  };
  for (const company of counterparties.clients) firmOf(company);
  for (const member of counterparties.users) firmOf(member).members.push(memberOf(member));
  return [...firms.entries()].map(([clientId, { party, members }]) => {
    // A company's `name` is the firm's; a member's is the person's, so a firm known only by its members
    // takes their brand name.
    const brandName = party.brand_name ?? (party.user_id === null ? party.name : null) ?? `Firm ${clientId}`;
    const name = party.user_id === null ? (party.name ?? brandName) : brandName;
    const exchanges = [
      ...(party.nsccl_code === null ? [] : (['NSE'] as const)),
      ...(party.iccl_code === null ? [] : (['BSE'] as const)),
    ];
    return {
      clientId,
      name,
      brandName,
      nscclCode: party.nsccl_code,
      nscclName: null,
      icclCode: party.iccl_code,
      icclName: null,
      isBroker: false,
      allowedExchanges: exchanges,
      rfqExchanges: exchanges,
      members,
      clientCodes: [],
    };
  });
}
