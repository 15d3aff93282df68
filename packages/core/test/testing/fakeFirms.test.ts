import { describe, expect, it } from 'vitest';
import { participantEndpoints } from '../../src/contract/participantEndpoints';
import type { Counterparty } from '../../src/client/schemas/counterparty';
import { createDemoCounterparties, createFakeBondApi } from '../../src/testing/index';
import { dealerEmail, fakeWithCallers } from './fakeCaller';

/** A dealer of the firm an embedder seeds (user 70 of client 700), under the Member heading. */
const meera: Counterparty = {
  user_id: 70,
  client_id: 700,
  nsccl_code: 'NS0700',
  iccl_code: null,
  user_name: 'Meera Seeded',
  brand_name: 'Seeded Bank',
  name: 'Meera Seeded',
};

/** The firm an embedder seeds (client 700) with its dealer. */
const seeded: { users: Counterparty[]; clients: Counterparty[] } = {
  users: [meera],
  clients: [
    {
      user_id: null,
      client_id: 700,
      nsccl_code: 'NS0700',
      iccl_code: null,
      user_name: null,
      brand_name: 'Seeded Bank',
      name: 'Seeded Bank Ltd',
    },
  ],
};

/** What the dealer finds of the seeded firm in the counterparty search and in the participant directory. */
async function seededFirmAsSeen(callEndpoint: ReturnType<typeof fakeWithCallers>['callEndpoint']) {
  const search = await callEndpoint(
    participantEndpoints.searchCounterparties,
    { query: { search_param: 'seeded' } },
    dealerEmail,
  );
  const member = await callEndpoint(participantEndpoints.getParticipant, { params: { id: 70 } }, dealerEmail);
  const tradeParticipants = await callEndpoint(
    participantEndpoints.searchTradeParticipants,
    { query: { search_param: 'Seeded', exchange: 'NSE' } },
    dealerEmail,
  );
  return { search: search.body, member: member.body, tradeParticipants: tradeParticipants.body };
}

const seenSeededFirm = {
  search: {
    users: [{ user_id: 70, client_id: 700, user_name: 'Meera Seeded', nsccl_code: 'NS0700' }],
    clients: [{ user_id: null, client_id: 700, name: 'Seeded Bank Ltd', brand_name: 'Seeded Bank' }],
  },
  member: { user_id: 70, client_id: 700, user_name: 'Meera Seeded', name: 'Seeded Bank Ltd' },
  tradeParticipants: [{ client_id: 700, nsccl_code: 'NS0700', name: 'Seeded Bank Ltd' }],
};

describe('the fake’s one list of firms', () => {
  it('lists seeded counterparties in the counterparty search and the participant directory alike', async () => {
    const { callEndpoint, api } = fakeWithCallers([], { counterparties: seeded });
    expect(await seededFirmAsSeen(callEndpoint)).toMatchObject(seenSeededFirm);
    expect(api.state.firms.map((firm) => firm.clientId)).toEqual([700]);
  });

  it('takes counterparties assigned to the state as its firms too, and a changed firm shows in both', async () => {
    const { callEndpoint, api } = fakeWithCallers();
    api.state.counterparties = seeded;
    expect(await seededFirmAsSeen(callEndpoint)).toMatchObject(seenSeededFirm);
    api.state.firms[0]!.members[0]!.firstName = 'Mira';
    expect(
      (
        await callEndpoint(
          participantEndpoints.searchCounterparties,
          { query: { search_param: 'mira' } },
          dealerEmail,
        )
      ).body,
    ).toMatchObject({ users: [{ user_id: 70, user_name: 'Mira Seeded' }] });
    expect(
      (await callEndpoint(participantEndpoints.getParticipant, { params: { id: 70 } }, dealerEmail)).body,
    ).toMatchObject({ user_name: 'Mira Seeded' });
  });

  it('answers the demo firms’ trading members and firms, without their ops admin', async () => {
    const api = createFakeBondApi();
    expect(api.state.counterparties).toEqual(createDemoCounterparties());
    const { users, clients } = createDemoCounterparties();
    expect(users.map((party) => [party.user_id, party.client_id, party.user_name])).toEqual([
      [11, 101, 'Dara Demo'],
      [12, 102, 'Kiran Example'],
      [13, 103, 'Bina Broker'],
    ]);
    expect(clients.map((party) => party.client_id)).toEqual([101, 102, 103]);
  });

  it('searches as the server does: other firms only, brokers with `broker`, members by their firm’s name too', async () => {
    const { callEndpoint } = fakeWithCallers();
    const search = async (query: { search_param: string; broker?: boolean }) => {
      const answer = await callEndpoint(participantEndpoints.searchCounterparties, { query }, dealerEmail);
      const found = answer.body as { users: Counterparty[]; clients: Counterparty[] };
      return [...found.users, ...found.clients].map((party) => party.user_name ?? party.name);
    };
    // The dealer's own firm (Demo Capital, 101) and its dealer Dara are nobody's counterparty to her.
    expect(await search({ search_param: 'demo' })).toEqual(['Bina Broker', 'Demo Broking Capital Ltd']);
    // A member is found by the firm's name.
    expect(await search({ search_param: 'example' })).toEqual(['Kiran Example', 'Example Securities Ltd']);
    expect(await search({ search_param: 'example', broker: true })).toEqual([]);
    expect(await search({ search_param: 'bina', broker: true })).toEqual(['Bina Broker']);
  });

  it('refuses a push into the view, and a party outside any firm, with an error that says why', () => {
    const api = createFakeBondApi();
    const users = api.state.counterparties.users as Counterparty[];
    expect(() => users.push(meera)).toThrow(TypeError);
    expect(api.state.counterparties.users).toHaveLength(3);
    const firmless = { ...meera, client_id: null };
    expect(() => createFakeBondApi({ counterparties: { users: [firmless], clients: [] } })).toThrow(
      'The counterparty "Meera Seeded" needs a client_id: the fake keeps counterparties as firms (state.firms).',
    );
    expect(() => {
      api.state.counterparties = { users: [{ ...meera, user_id: null }], clients: [] };
    }).toThrow('The member "Meera Seeded" needs a user_id');
  });
});
