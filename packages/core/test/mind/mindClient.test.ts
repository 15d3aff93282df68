import { describe, expect, it } from 'vitest';
import { ApiError, createBondClient } from '../../src/index';
import { applyUiMessageChunk, createMindClient, startAssembledMessage } from '../../src/mind/index';
import { createFakeBondClient, fakeDemoPassword } from '../../src/testing/index';

describe('the MIND client on the endpoint contract', () => {
  it('keeps a researcher’s conversations and share links on the fake, under mindApiBase', async () => {
    const { client, api } = createFakeBondClient();
    await client.signIn({ email: 'researcher@bondkit.test', password: fakeDemoPassword });
    const mind = createMindClient(client);

    const created = await mind.createConversation('Yields this week');
    expect(created).toMatchObject({ title: 'Yields this week', share_id: null });
    expect(await mind.listConversations()).toEqual([created]);
    expect((await mind.renameConversation(created.id, 'Curve')).title).toBe('Curve');

    // The question streams its answer through the client's transport from the fake's `askMind`, as from the
    // server: a UI message stream the client reads, stored with the question in the conversation.
    const stream = await mind.transport.sendMessages({
      chatId: created.id,
      messages: [{ id: 'q', role: 'user', parts: [{ type: 'text', text: 'Show the G-sec curve' }] }],
      trigger: 'submit-message',
    });
    let answer = startAssembledMessage('a');
    for await (const chunk of stream) answer = applyUiMessageChunk(answer, chunk);
    expect(answer.status).toBe('done');
    expect(answer.message.parts).toEqual([
      expect.objectContaining({ type: 'text', text: 'The fake analyst was asked: Show the G-sec curve' }),
    ]);
    expect(api.requests.at(-1)).toMatchObject({ path: `mind-api/conversations/${created.id}/chat/` });
    const stored = (await mind.getConversation(created.id)).messages;
    expect(stored.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(stored[1]?.parts).toEqual(answer.message.parts);

    const share = await mind.shareConversation(created.id);
    const shared = await mind.getSharedConversation(share.share_id);
    expect(shared).toMatchObject({ share_id: share.share_id, title: 'Curve' });
    // A public read sends no token, so its answer never depends on who is signed in.
    expect(api.requests.at(-1)).toMatchObject({
      path: `mind-api/public/${share.share_id}/`,
      bearer: undefined,
    });

    await mind.revokeShare(created.id);
    await expect(mind.getSharedConversation(share.share_id)).rejects.toSatisfy(
      (error) => ApiError.isInstance(error) && error.status === 404,
    );
    await mind.deleteConversation(created.id);
    expect(await mind.listConversations()).toEqual([]);
    expect((await mind.usage()).questions_limit).toBe(200);
    expect((await mind.previewUsage()).questions_limit).toBe(3);
    expect(await mind.suggestions()).toEqual(api.state.mind.suggestions);
    expect(
      api.requests.filter((request) => !request.path.startsWith('api/')).map((request) => request.path),
    ).toEqual(
      expect.arrayContaining(['mind-api/conversations/', 'mind-api/usage/', 'mind-api/suggestions/']),
    );
  });

  it('refuses a conversation of another user as a missing one', async () => {
    const { client } = createFakeBondClient();
    await client.signIn({ email: 'researcher@bondkit.test', password: fakeDemoPassword });
    const { id } = await createMindClient(client).createConversation();
    await client.signIn({ email: 'dealer@bondkit.test', password: fakeDemoPassword });
    await expect(createMindClient(client).getConversation(id)).rejects.toSatisfy(
      (error) => ApiError.isInstance(error) && error.status === 404,
    );
  });

  it('sends MIND calls to apiBase when no mindApiBase is set', async () => {
    const urls: string[] = [];
    const client = createBondClient({
      apiBase: 'https://partner.example/analyst/',
      visibility: () => () => {},
      online: () => () => {},
      watchBuilds: false,
      fetch: async (input) => {
        urls.push(new Request(input).url);
        return Response.json({ suggestions: ['Show the G-sec curve'] });
      },
    });
    expect(await createMindClient(client).suggestions()).toEqual(['Show the G-sec curve']);
    expect(urls).toEqual(['https://partner.example/analyst/suggestions/']);
  });
});
