import { endpoints } from '@bondkit/core/contract';
import type { ContractBackend } from './contractBackends';

const question = 'Show the G-sec curve';

/**
 * Puts a question and its answer in a researcher's conversation, for the scenarios that need one (sharing):
 * asks it through the contract's chat stream, on the server and the fake alike (each stores the answer
 * before its stream ends).
 */
export function mindQuestionAsker(backend: ContractBackend): (conversationId: string) => Promise<void> {
  return async (conversationId) => {
    const answer = await backend.call(
      endpoints.askMind,
      {
        params: { id: conversationId },
        body: {
          messages: [{ id: 'contract-question', role: 'user', parts: [{ type: 'text', text: question }] }],
        },
      },
      'researcher',
    );
    if (answer.status !== 200)
      throw new Error(
        `${backend.name}: the question answered ${answer.status} ${JSON.stringify(answer.body)}`,
      );
  };
}
