import { endpoints, type ticketEndpoints } from '@bondkit/core/contract';
import type { ContractCall, ContractScenario, ContractWorld } from './contractScenarios';
import { idOf } from './scenarioHelpers';

/**
 * A dealer at another firm for the dealer to open tickets with: the server's demo trader (Priya, at Kaveri)
 * or the fake's Kiran (at Example Securities); each backend finds only its own.
 */
async function counterpartyUserId(call: ContractCall): Promise<number> {
  for (const name of ['Priya', 'Kiran']) {
    const answer = await call(endpoints.searchCounterparties, { query: { search_param: name } }, 'dealer');
    const found = (answer.body as { users: { user_id: number | null }[] }).users[0]?.user_id;
    if (typeof found === 'number') return found;
  }
  throw new Error('No counterparty to open a ticket with.');
}

/** A chat ticket's terms: the dealer buys 2 crore of the world's bond from the counterparty. */
async function ticketTerms(world: ContractWorld, call: ContractCall) {
  return {
    finstrument_id: world.bondId,
    buy_or_sell: 'buy' as const,
    quantity: 20_000_000,
    counterparty_user_id: await counterpartyUserId(call),
  };
}

/** Opens a chat ticket as the dealer and answers its id. */
async function openTicket(world: ContractWorld, call: ContractCall): Promise<number> {
  return idOf(await call(endpoints.createTicket, { body: await ticketTerms(world, call) }, 'dealer'));
}

/**
 * A ticket at PRICE_AGREED: the dealer (the buyer) records it at a price, and the trader (the seller, at
 * another firm, so the server only) accepts that price.
 */
async function agreedTicket(world: ContractWorld, call: ContractCall): Promise<number> {
  const ticket = await call(
    endpoints.createManualTicket,
    {
      body: { ...(await ticketTerms(world, call)), price: { fixed_field: 'price', unit_clean_price: 100.5 } },
    },
    'dealer',
  );
  const id = idOf(ticket);
  await call(endpoints.ticketAction, { params: { id, action: 'accept' }, body: {} }, 'trader');
  return id;
}

/** A confirmed ticket: agreed, the buyer's custodian named, and confirmed by the seller (the server only). */
async function confirmedTicket(world: ContractWorld, call: ContractCall): Promise<number> {
  const id = await agreedTicket(world, call);
  await call(
    endpoints.acceptTicketConsideration,
    { params: { id }, body: { custodian_id: await custodianId(call) } },
    'dealer',
  );
  await call(endpoints.ticketAction, { params: { id, action: 'confirm' }, body: {} }, 'trader');
  return id;
}

/** The first custodian on NSE, where tickets settle by default. */
async function custodianId(call: ContractCall): Promise<number> {
  const answer = await call(
    endpoints.searchCustodians,
    { query: { exchange: 'NSE', search_param: 'a' } },
    'dealer',
  );
  const [custodian] = answer.body as { client_id: number }[];
  if (!custodian) throw new Error('No custodian on NSE.');
  return custodian.client_id;
}

/** Trade tickets negotiated in chat. */
export const ticketScenarios: {
  [Name in keyof typeof ticketEndpoints]: ContractScenario<(typeof ticketEndpoints)[Name]>;
} = {
  createTicket: {
    caller: 'dealer',
    valid: async (world, call) => ({ body: await ticketTerms(world, call) }),
    invalid: (world) => ({
      body: {
        finstrument_id: world.bondId,
        buy_or_sell: 'hold' as 'buy',
        quantity: -1,
        counterparty_user_id: 0,
      },
    }),
  },
  listTickets: {
    caller: 'dealer',
    valid: async (world, call) => {
      await openTicket(world, call);
      return { query: { status: 'all' } };
    },
    invalid: () => ({ query: { status: 'closed' as 'all' } }),
  },
  createManualTicket: {
    caller: 'dealer',
    valid: async (world, call) => ({
      body: { ...(await ticketTerms(world, call)), price: { fixed_field: 'yield', bond_yield: 0.0725 } },
    }),
    invalid: (world) => ({
      body: {
        finstrument_id: world.bondId,
        buy_or_sell: 'sell',
        quantity: 20_000_000,
        counterparty_user_id: 1,
        price: { fixed_field: 'price' },
      },
    }),
  },
  getTicket: {
    caller: 'dealer',
    valid: async (world, call) => ({ params: { id: await openTicket(world, call) } }),
  },
  updateTicket: {
    caller: 'dealer',
    valid: async (world, call) => ({
      params: { id: await openTicket(world, call) },
      body: { quantity: 30_000_000, note: 'Three crore now' },
    }),
    invalid: () => ({ params: { id: 1 }, body: { quantity: -5 } }),
  },
  ticketAction: {
    caller: 'dealer',
    valid: async (world, call) => ({
      params: { id: await openTicket(world, call), action: 'cancel' },
      body: { reason: 'Terms changed' },
    }),
    invalid: () => ({ params: { id: 1, action: 'approve' as 'accept' }, body: {} }),
  },
  sendTicketToBroker: {
    caller: 'dealer',
    // The server's demo data has no third, broking firm (its route tests add one): the fake names its own.
    validOn: ['fake'],
    valid: async (world, call) => ({
      params: { id: await openTicket(world, call) },
      body: { user_id: await counterpartyUserId(call), buy: true, sell: false },
    }),
    invalid: () => ({ params: { id: 1 }, body: { user_id: 5, buy: false, sell: false } }),
  },
  acceptTicketConsideration: {
    caller: 'dealer',
    validOn: ['server'],
    valid: async (world, call) => ({
      params: { id: await agreedTicket(world, call) },
      body: { custodian_id: await custodianId(call) },
    }),
    invalid: () => ({ params: { id: 1 }, body: { custodian_id: -1 } }),
  },
  proposeTicketPrice: {
    caller: 'dealer',
    valid: async (world, call) => ({
      params: { id: await openTicket(world, call) },
      body: { fixed_field: 'yield', bond_yield: 0.072 },
    }),
    invalid: () => ({ params: { id: 1 }, body: { fixed_field: 'price' } }),
  },
  getConfirmedTrade: {
    caller: 'dealer',
    validOn: ['server'],
    valid: async (world, call) => ({ params: { id: await confirmedTicket(world, call) } }),
  },
  downloadTicketConfirmation: {
    caller: 'dealer',
    valid: async (world, call) => ({ params: { id: await confirmedTicket(world, call) } }),
    invalid: () => ({ params: { id: -1 } }),
  },
};
