import {
  chatInviteUsersRequestSchema,
  chatSessionRequestSchema,
  chatUserSearchQuerySchema,
} from '../validation/chatPayloads';
import { defineEndpoint } from './endpoint';
import { chatHeads } from './chatHeads';
import { chatSessionHeads } from './chatSessionHeads';

/**
 * The platform's own chat calls (trading-and-chat section 7): chat session tokens for the signed-in user's
 * chat user id, Build Network connection requests, the people search and the chats a dealer can share a
 * quote in. The chat service itself (`/sendbird`) speaks Sendbird's Platform API and is not on this contract.
 */
export const chatEndpoints = {
  issueChatSessionToken: defineEndpoint({
    ...chatSessionHeads.issueChatSessionToken,
    body: chatSessionRequestSchema,
    access: 'signedIn',
    tag: 'chat',
    summary: "Issue a chat session token for the signed-in user's chat user id",
  }),
  removeChatSession: defineEndpoint({
    ...chatSessionHeads.removeChatSession,
    body: chatSessionRequestSchema,
    access: 'signedIn',
    tag: 'chat',
    summary: "Revoke every chat session token and key of the signed-in user's chat user id",
  }),
  inviteChatUsers: defineEndpoint({
    ...chatHeads.inviteChatUsers,
    body: chatInviteUsersRequestSchema,
    access: 'signedIn',
    tag: 'chat',
    summary: 'Ask people to connect (Build Network); a request they already sent is accepted',
  }),
  searchChatUsers: defineEndpoint({
    ...chatHeads.searchChatUsers,
    query: chatUserSearchQuerySchema,
    access: 'signedIn',
    tag: 'chat',
    summary: 'People to chat with: by name, e-mail or firm; suggestions; or only connections (20 per page)',
  }),
  listQuoteChannels: defineEndpoint({
    ...chatHeads.listQuoteChannels,
    access: 'dealer',
    tag: 'chat',
    summary: 'Chats you can share a quote in: joined, with a member at another firm',
  }),
};
