import { endpoints, type mindEndpoints } from '@bondkit/core/contract';
import type { ContractCall, ContractScenario, ContractWorld } from './contractScenarios';

/** Starts a conversation as the researcher and answers its id. */
async function startConversation(call: ContractCall): Promise<string> {
  const answer = await call(
    endpoints.createMindConversation,
    { body: { title: 'Contract suite' } },
    'researcher',
  );
  return (answer.body as { id: string }).id;
}

/** A conversation of the researcher with a question and its answer, shared: its id and the link's. */
async function sharedConversation(
  world: ContractWorld,
  call: ContractCall,
): Promise<{ conversationId: string; shareId: string }> {
  const conversationId = await startConversation(call);
  await world.askMind(conversationId);
  const share = await call(endpoints.shareMindConversation, { params: { id: conversationId } }, 'researcher');
  return { conversationId, shareId: (share.body as { share_id: string }).share_id };
}

/** MIND's JSON endpoints: the server's demo market researcher, or a visitor for the public ones. */
export const mindScenarios: {
  [Name in keyof typeof mindEndpoints]: ContractScenario<(typeof mindEndpoints)[Name]>;
} = {
  listMindConversations: {
    caller: 'researcher',
    valid: async (_world, call) => {
      await startConversation(call);
      return {};
    },
  },
  createMindConversation: {
    caller: 'researcher',
    valid: () => ({ body: { title: 'Yields this week' } }),
    invalid: () => ({ body: { title: '   ' } }),
  },
  getMindConversation: {
    caller: 'researcher',
    valid: async (_world, call) => ({ params: { id: await startConversation(call) } }),
    invalid: () => ({ params: { id: 'not an id!' } }),
  },
  renameMindConversation: {
    caller: 'researcher',
    valid: async (_world, call) => ({
      params: { id: await startConversation(call) },
      body: { title: 'Renamed' },
    }),
    invalid: () => ({ params: { id: 'any-id' }, body: { title: 'x'.repeat(121) } }),
  },
  deleteMindConversation: {
    caller: 'researcher',
    valid: async (_world, call) => ({ params: { id: await startConversation(call) } }),
    invalid: () => ({ params: { id: 'a/b' } }),
  },
  shareMindConversation: {
    caller: 'researcher',
    valid: async (world, call) => {
      const conversationId = await startConversation(call);
      await world.askMind(conversationId);
      return { params: { id: conversationId } };
    },
  },
  revokeMindShare: {
    caller: 'researcher',
    valid: async (world, call) => ({
      params: { id: (await sharedConversation(world, call)).conversationId },
    }),
  },
  getSharedMindConversation: {
    caller: 'anonymous',
    valid: async (world, call) => ({ params: { shareId: (await sharedConversation(world, call)).shareId } }),
    invalid: () => ({ params: { shareId: 'not a share id' } }),
  },
  getMindUsage: { caller: 'researcher', valid: () => ({}) },
  getMindPreviewUsage: { caller: 'anonymous', valid: () => ({}) },
  listMindSuggestions: { caller: 'anonymous', valid: () => ({}) },
};
