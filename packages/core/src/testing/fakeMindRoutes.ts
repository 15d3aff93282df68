import { endOfIndianTradeDate } from '../calendars/indianTradeDate';
import { mindEndpoints } from '../contract/mindEndpoints';
import { applyUiMessageChunk, startAssembledMessage } from '../mind/assembleMessage';
import type { MindChatRequest, MindUsage } from '../validation/mindPayloads';
import { mindChatQuestion } from '../validation/mindQuestion';
import { fakeEndpoint } from './fakeEndpoint';
import { json } from './fakeRouter';
import type { FakeRequest, FakeResponse, FakeRoute } from './fakeRouter';
import type { FakeMindConversation } from './fakeMindState';
import { userForBearer } from './fakeState';
import type { FakeState } from './fakeState';

// MIND's endpoints as the reference server answers them (`mind-api/…`), with conversations and share links in
// `state.mind`. The chat streams answer `state.mind.answer`'s chunks as a UI message stream, all at once; a
// test that needs pacing or an abort mid-answer injects `createFakeMindTransport` into MindChat instead.

const conversationNotFound = () => json(404, { detail: 'Conversation not found.' });

function usage(used: number, limit: number, now: Date): MindUsage {
  return {
    questions_used: used,
    questions_limit: limit,
    tokens_used: null,
    tokens_limit: null,
    // The next India midnight, when the server's daily counts start again.
    resets_at: new Date(endOfIndianTradeDate(now).getTime() + 1_000).toISOString(),
    planner: 'built-in',
  };
}

/** The fake's MIND routes. */
export function fakeMindRoutes(state: FakeState): FakeRoute[] {
  const mind = state.mind;

  function summary(conversation: FakeMindConversation) {
    const share = mind.shares.find(
      (candidate) => candidate.conversation_id === conversation.id && !candidate.revoked,
    );
    return {
      id: conversation.id,
      title: conversation.title,
      created_at: conversation.created_at,
      updated_at: conversation.updated_at,
      share_id: share?.id ?? null,
    };
  }

  /** The caller's conversation, or the server's 404 (another user's is answered as a missing one). */
  function own(request: FakeRequest, id: string): FakeMindConversation | FakeResponse {
    const email = userForBearer(state, request.bearer)?.user_info.email;
    const conversation = mind.conversations.find((candidate) => candidate.id === id);
    return conversation !== undefined && conversation.owner === email ? conversation : conversationNotFound();
  }

  /** The question of a chat request (core's rule, as on the server), or its 400 on `messages`. */
  function questionOf(body: MindChatRequest): { id: string; text: string } | FakeResponse {
    const question = mindChatQuestion(body);
    return 'problem' in question ? json(400, { messages: [question.problem] }) : question;
  }

  function revokeSharesOf(conversationId: string): void {
    for (const share of mind.shares) if (share.conversation_id === conversationId) share.revoked = true;
  }

  return [
    fakeEndpoint(mindEndpoints.listMindConversations, ({ request }) => {
      const email = userForBearer(state, request.bearer)?.user_info.email;
      const conversations = mind.conversations
        .filter((conversation) => conversation.owner === email)
        .sort((first, second) => second.updated_at.localeCompare(first.updated_at));
      return { ok: { conversations: conversations.map(summary) } };
    }),
    fakeEndpoint(mindEndpoints.createMindConversation, ({ body, request }) => {
      const now = new Date().toISOString();
      const conversation: FakeMindConversation = {
        id: `fake-conversation-${state.nextId++}`,
        owner: userForBearer(state, request.bearer)?.user_info.email ?? '',
        title: body.title ?? 'New conversation',
        created_at: now,
        updated_at: now,
        messages: [],
      };
      mind.conversations.push(conversation);
      return { ok: summary(conversation) };
    }),
    fakeEndpoint(mindEndpoints.getMindConversation, ({ params, request }) => {
      const conversation = own(request, params.id);
      if (!('owner' in conversation)) return conversation;
      return { ok: { ...summary(conversation), messages: conversation.messages } };
    }),
    fakeEndpoint(mindEndpoints.renameMindConversation, ({ params, body, request }) => {
      const conversation = own(request, params.id);
      if (!('owner' in conversation)) return conversation;
      conversation.title = body.title;
      conversation.updated_at = new Date().toISOString();
      return { ok: summary(conversation) };
    }),
    fakeEndpoint(mindEndpoints.deleteMindConversation, ({ params, request }) => {
      const conversation = own(request, params.id);
      if (!('owner' in conversation)) return conversation;
      mind.conversations.splice(mind.conversations.indexOf(conversation), 1);
      // The server deletes the links with the conversation: they answer 404 from then on.
      revokeSharesOf(conversation.id);
      return { ok: null };
    }),
    fakeEndpoint(mindEndpoints.shareMindConversation, ({ params, request }) => {
      const conversation = own(request, params.id);
      if (!('owner' in conversation)) return conversation;
      if (conversation.messages.length === 0)
        return json(400, { non_field_errors: ['Ask a question before sharing the conversation.'] });
      revokeSharesOf(conversation.id);
      const share = {
        id: `fake-share-${state.nextId++}`,
        conversation_id: conversation.id,
        title: conversation.title,
        messages: structuredClone(conversation.messages),
        created_at: new Date().toISOString(),
        revoked: false,
      };
      mind.shares.push(share);
      return { ok: { share_id: share.id, created_at: share.created_at } };
    }),
    fakeEndpoint(mindEndpoints.revokeMindShare, ({ params, request }) => {
      const conversation = own(request, params.id);
      if (!('owner' in conversation)) return conversation;
      revokeSharesOf(conversation.id);
      return { ok: null };
    }),
    fakeEndpoint(mindEndpoints.askMind, ({ params, body, request }) => {
      const question = questionOf(body);
      if (!('text' in question)) return question;
      const conversation = own(request, params.id);
      if (!('owner' in conversation)) return conversation;
      const chunks = mind.answer(question.text);
      // As on the server: the history the client sent keeps that many stored messages (an edit or a retry
      // keeps fewer), then the question, then the answer; the first question names the conversation.
      const keep = Math.min(body.messages.length - 1, conversation.messages.length);
      const answer = chunks.reduce(
        applyUiMessageChunk,
        startAssembledMessage(`fake-answer-${state.nextId++}`),
      );
      conversation.messages = [
        ...conversation.messages.slice(0, keep),
        { id: question.id, role: 'user', parts: [{ type: 'text', text: question.text }] },
        ...(answer.message.parts.length > 0 ? [answer.message] : []),
      ];
      if (conversation.title === 'New conversation') conversation.title = question.text.slice(0, 80);
      conversation.updated_at = new Date().toISOString();
      return { ok: chunks };
    }),
    fakeEndpoint(mindEndpoints.askMindPreview, ({ body }) => {
      const question = questionOf(body);
      if (!('text' in question)) return question;
      return { ok: mind.answer(question.text) };
    }),
    fakeEndpoint(mindEndpoints.getSharedMindConversation, ({ params }) => {
      const share = mind.shares.find((candidate) => candidate.id === params.shareId && !candidate.revoked);
      if (share === undefined)
        return json(404, { detail: 'This shared conversation does not exist or its link was revoked.' });
      return {
        ok: { share_id: share.id, title: share.title, shared_at: share.created_at, messages: share.messages },
      };
    }),
    fakeEndpoint(mindEndpoints.getMindUsage, () => ({ ok: usage(0, mind.questionsLimit, new Date()) })),
    fakeEndpoint(mindEndpoints.getMindPreviewUsage, () => ({
      ok: usage(0, mind.previewQuestionsLimit, new Date()),
    })),
    fakeEndpoint(mindEndpoints.listMindSuggestions, () => ({ ok: { suggestions: [...mind.suggestions] } })),
  ];
}
