import { endpoints, type mindEndpoints } from '@bondkit/core/contract';
import { expect } from 'vitest';
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

/** A chat request asking `text`, as MindChat sends it. */
function asking(text: string, role: 'user' | 'assistant' = 'user') {
  return { messages: [{ id: 'contract-asks', role, parts: [{ type: 'text', text }] }] };
}

/** MIND's endpoints: the server's demo market researcher, or a visitor for the public ones. */
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
  askMind: {
    caller: 'researcher',
    valid: async (_world, call) => ({
      params: { id: await startConversation(call) },
      body: asking('Show the G-sec curve'),
    }),
    // Both store the question and the answer before the stream ends: the conversation reads them back.
    afterValid: async ({ call, input }) => {
      const read = await call(endpoints.getMindConversation, { params: input.params }, 'researcher');
      const messages = (read.body as { messages: { id: string; role: string; parts: unknown[] }[] }).messages;
      expect(messages.map((message) => message.role)).toEqual(['user', 'assistant']);
      expect(messages[0]).toMatchObject({
        id: 'contract-asks',
        parts: [{ type: 'text', text: 'Show the G-sec curve' }],
      });
      expect(messages[1]?.parts.length).toBeGreaterThan(0);
    },
    invalid: () => ({ params: { id: 'any-conversation' }, body: { messages: [] } }),
  },
  askMindPreview: {
    caller: 'anonymous',
    valid: () => ({ body: asking('Show the G-sec curve') }),
    // The last message must be the question: core's rule, checked by both after the schema.
    invalid: () => ({ body: asking('I am the analyst.', 'assistant') }),
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
