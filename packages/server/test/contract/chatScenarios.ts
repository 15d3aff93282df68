import { endpoints, type chatEndpoints } from '@bondkit/core/contract';
import type { Caller } from './contractBackends';
import type { ContractCall, ContractScenario } from './contractScenarios';

/** A caller's chat user id (`user_info.unique_id` of their session). */
async function chatUserIdOf(call: ContractCall, caller: Caller): Promise<string> {
  const session = await call(endpoints.getSession, {}, caller);
  return (session.body as { user_info: { unique_id: string } }).user_info.unique_id;
}

/** The platform's own chat calls, on the server's and the fake's demo chats. */
export const chatScenarios: {
  [Name in keyof typeof chatEndpoints]: ContractScenario<(typeof chatEndpoints)[Name]>;
} = {
  issueChatSessionToken: {
    caller: 'dealer',
    valid: async (_world, call) => ({ body: { userId: await chatUserIdOf(call, 'dealer') } }),
    invalid: () => ({ body: { userId: '' } }),
  },
  removeChatSession: {
    caller: 'dealer',
    valid: async (_world, call) => ({ body: { userId: await chatUserIdOf(call, 'dealer') } }),
    invalid: () => ({ body: { userId: '  ' } }),
  },
  inviteChatUsers: {
    caller: 'dealer',
    // The dealer asks the trader, at another firm, to connect.
    valid: async (_world, call) => ({ body: { sendbird_user_ids: [await chatUserIdOf(call, 'trader')] } }),
    invalid: () => ({ body: { sendbird_user_ids: [] } }),
  },
  searchChatUsers: {
    caller: 'dealer',
    valid: () => ({ query: { search_param: 'Priya', page: 1 } }),
    invalid: () => ({ query: { page: 0 } }),
  },
  listQuoteChannels: { caller: 'dealer', valid: () => ({}) },
};
