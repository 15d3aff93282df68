import { chatEndpoints } from '@bondkit/core/contract';
import { inviteChatUsers } from '../../chat/chatInvitations';
import { issueChatSessionToken, revokeChatSessions } from '../../chat/chatSessions';
import { searchChatUsers } from '../../chat/chatUserSearch';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { pageAnswer } from '../../http/pagination';
import { registerEndpoint } from '../../http/registerEndpoint';

/**
 * The platform's own chat calls (trading-and-chat section 7): chat session tokens for the signed-in
 * user's chat user id (`users.unique_id`), Build Network connection requests and the people search.
 */
export function chatPlatformRoutes(app: ApiApp): void {
  const { db } = app.services;
  const now = () => app.services.now().getTime();

  function requireOwnChatUser(uniqueId: string, userId: string): void {
    if (uniqueId !== userId) throw ApiProblem.field('userId', 'This is not your chat user id.');
  }

  registerEndpoint(app, chatEndpoints.issueChatSessionToken, async ({ body, principal }) => {
    requireOwnChatUser(principal.user.uniqueId, body.userId);
    const issued = await issueChatSessionToken(db, principal.user.uniqueId, now());
    return { token: issued.token, expires_at: issued.expiresAt };
  });

  registerEndpoint(app, chatEndpoints.removeChatSession, async ({ body, principal }) => {
    requireOwnChatUser(principal.user.uniqueId, body.userId);
    await revokeChatSessions(db, principal.user.uniqueId, now(), app.services.events);
    return null;
  });

  registerEndpoint(app, chatEndpoints.inviteChatUsers, async ({ body, principal }) => ({
    detail: await inviteChatUsers(db, principal.user.uniqueId, body.sendbird_user_ids, now()),
  }));

  registerEndpoint(app, chatEndpoints.searchChatUsers, async ({ query, principal, request }) => {
    const found = await searchChatUsers(db, principal.user, query);
    return pageAnswer(request, { page: query.page, pageSize: query.page_size, ...found });
  });
}
