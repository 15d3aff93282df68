import { describe, expect, it } from 'vitest';
import { ApiError, ConfigurationError, createBondClient } from '../../src/index';
import {
  MindError,
  applyUiMessageChunk,
  createMindClient,
  startAssembledMessage,
} from '../../src/mind/index';
import { createFakeBondApi, createFakeBondClient, fakeDemoPassword } from '../../src/testing/index';

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

  const partnerClient = (answer: (url: string) => Response, urls: string[], mindApiBase?: string) =>
    createBondClient({
      apiBase: 'https://partner.example/analyst/',
      ...(mindApiBase === undefined ? {} : { mindApiBase }),
      visibility: () => () => {},
      online: () => () => {},
      watchBuilds: false,
      fetch: async (input) => {
        const url = new Request(input).url;
        urls.push(url);
        return answer(url);
      },
    });
  const published = {
    chat: null,
    mind: { api_base: 'https://mind.example/mind-api/' },
    features: { chat: false, mind: true, mind_preview: true },
  };

  it('sends MIND calls to the base the server publishes in api/client-config/ when no mindApiBase is set', async () => {
    const urls: string[] = [];
    const client = partnerClient(
      (url) =>
        url.endsWith('/api/client-config/')
          ? Response.json(published)
          : Response.json({ suggestions: ['Show the G-sec curve'] }),
      urls,
    );
    // The type-check of this line under exactOptionalPropertyTypes is the TSDoc's example (TS2345 before).
    const mind = createMindClient(client);
    expect(await mind.suggestions()).toEqual(['Show the G-sec curve']);
    expect(await mind.suggestions()).toEqual(['Show the G-sec curve']);
    // The configuration is read once per client.
    expect(urls).toEqual([
      'https://partner.example/analyst/api/client-config/',
      'https://mind.example/mind-api/suggestions/',
      'https://mind.example/mind-api/suggestions/',
    ]);
  });

  it('lets an explicit mindApiBase win without asking the server', async () => {
    const urls: string[] = [];
    const client = partnerClient(() => Response.json({ suggestions: [] }), urls, 'https://own.example/mind/');
    await createMindClient(client).suggestions();
    expect(urls).toEqual(['https://own.example/mind/suggestions/']);
  });

  it('falls back to apiBase on a server that publishes no configuration (404)', async () => {
    const urls: string[] = [];
    const client = partnerClient(
      (url) =>
        url.endsWith('/api/client-config/')
          ? Response.json({ detail: 'Not found.' }, { status: 404 })
          : Response.json({ suggestions: ['Show the G-sec curve'] }),
      urls,
    );
    expect(await createMindClient(client).suggestions()).toEqual(['Show the G-sec curve']);
    expect(urls.at(-1)).toBe('https://partner.example/analyst/suggestions/');
  });

  it('names mindApiBase when the server runs no MIND, or MIND is not where the client sends it', async () => {
    const none = partnerClient(
      () =>
        Response.json({
          ...published,
          mind: null,
          features: { chat: false, mind: false, mind_preview: false },
        }),
      [],
    );
    await expect(createMindClient(none).suggestions()).rejects.toSatisfy(
      (error) =>
        ConfigurationError.isInstance(error) &&
        error.option === 'mindApiBase' &&
        /mindApiBase/.test(error.message),
    );
    await expect(
      createMindClient(none).previewTransport.sendMessages({
        chatId: 'preview',
        messages: [],
        trigger: 'submit-message',
      }),
    ).rejects.toSatisfy(
      (error) =>
        MindError.isInstance(error) && error.code === 'not_configured' && /mindApiBase/.test(error.message),
    );

    const wrongBase = partnerClient(
      () => Response.json({ detail: 'Not found: POST /conversations/preview/chat/' }, { status: 404 }),
      [],
      'https://partner.example/analyst/',
    );
    await expect(
      createMindClient(wrongBase).transport.sendMessages({
        chatId: 'preview',
        messages: [],
        trigger: 'submit-message',
      }),
    ).rejects.toSatisfy(
      (error) =>
        MindError.isInstance(error) &&
        error.status === 404 &&
        error.message.startsWith('Not found: POST /conversations/preview/chat/') &&
        /set `mindApiBase`/.test(error.message),
    );
  });

  it("reads the fake's published MIND base, as a partner's test would", async () => {
    const api = createFakeBondApi();
    const client = createBondClient({ apiBase: 'https://fake/', fetch: api.fetch, watchBuilds: false });
    expect(await client.clientConfiguration()).toEqual({
      chat: null,
      mind: { api_base: 'https://fake/mind-api/' },
      features: { chat: false, mind: true, mind_preview: true },
    });
    expect((await createMindClient(client).previewUsage()).questions_limit).toBe(3);
  });
});
