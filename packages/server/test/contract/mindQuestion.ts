import type { ContractBackend, fakeBackend, serverBackend } from './contractBackends';

type ServerBackend = Awaited<ReturnType<typeof serverBackend>>;
type FakeBackend = Awaited<ReturnType<typeof fakeBackend>>;

const question = 'Show the G-sec curve';

/**
 * Puts a question and its answer in a researcher's conversation, for the scenarios that need one (sharing).
 * The chat answers a UI message stream, which is off the contract: the server answers it through its chat
 * endpoint (the answer is stored before the stream ends); the fake does not stream, so its state takes them.
 */
export function mindQuestionAsker(backend: ContractBackend): (conversationId: string) => Promise<void> {
  return async (conversationId) => {
    if ('server' in backend) {
      const { server } = backend as ServerBackend;
      const response = await server.app.inject({
        method: 'POST',
        url: `/mind-api/conversations/${encodeURIComponent(conversationId)}/chat/`,
        headers: { ...(await server.authorizationOf('researcher')), 'content-type': 'application/json' },
        payload: JSON.stringify({
          messages: [{ id: 'contract-question', role: 'user', parts: [{ type: 'text', text: question }] }],
        }),
      });
      if (response.statusCode !== 200)
        throw new Error(`server: the question answered ${response.statusCode} ${response.body}`);
      return;
    }
    const conversation = (backend as FakeBackend).fake.state.mind.conversations.find(
      (candidate) => candidate.id === conversationId,
    );
    if (!conversation) throw new Error(`fake: no conversation ${conversationId}`);
    conversation.messages.push(
      { id: 'contract-question', role: 'user', parts: [{ type: 'text', text: question }] },
      { id: 'contract-answer', role: 'assistant', parts: [{ type: 'text', text: 'The curve, in short.' }] },
    );
  };
}
