import { endpoints, type participantEndpoints } from '@bondkit/core/contract';
import type { ContractScenario } from './contractScenarios';
import { sessionOfCaller } from './sessionOfCaller';

/** The participant endpoints whose scenarios live here (the counterparty search's are in contractScenarios). */
type ParticipantLookups =
  | 'getParticipant'
  | 'searchTradeParticipants'
  | 'searchBrokers'
  | 'searchNscclParticipants'
  | 'searchIcclParticipants';

/** A member, trade counterparties, brokers and clearing participants (trading-and-chat 7). */
export const participantScenarios: {
  [Name in ParticipantLookups]: ContractScenario<(typeof participantEndpoints)[Name]>;
} = {
  getParticipant: {
    caller: 'dealer',
    // A member of another firm (the trader), as the counterparty search finds them by first name.
    valid: async (_world, call) => {
      const { firstName } = await sessionOfCaller(call, 'trader');
      const found = await call(
        endpoints.searchCounterparties,
        { query: { search_param: firstName } },
        'dealer',
      );
      const members = (found.body as { users: { user_id: number }[] }).users;
      const member = members[0];
      if (!member) throw new Error('The counterparty search found no member to read.');
      return { params: { id: member.user_id } };
    },
    invalid: () => ({ params: { id: 0 } }),
  },
  searchTradeParticipants: {
    caller: 'dealer',
    valid: () => ({ query: { search_param: 'Capital', exchange: 'NSE', for_rfq: false } }),
    invalid: () => ({ query: { search_param: 'ab', exchange: 'LSE' as 'NSE' } }),
  },
  searchBrokers: {
    caller: 'dealer',
    valid: () => ({ params: { exchange: 'BSE' } }),
    invalid: () => ({ params: { exchange: 'LSE' as 'NSE' } }),
  },
  searchNscclParticipants: {
    caller: 'dealer',
    valid: () => ({ query: { search_param: 'a' } }),
    invalid: () => ({ query: { search_param: 'x'.repeat(101) } }),
  },
  searchIcclParticipants: {
    caller: 'dealer',
    valid: () => ({ query: { ucc_only: true } }),
    invalid: () => ({ query: { search_param: 'x'.repeat(101) } }),
  },
};
