import { mindEndpoints } from '@bondkit/core/contract';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { revokeShare, shareConversation, sharedConversation } from '../../mind/conversationShares';

/** Share links of a conversation: its owner shares and revokes; anyone with the link reads the snapshot. */
export function shareRoutes(app: ApiApp): void {
  const { db, now } = app.services;

  registerEndpoint(app, mindEndpoints.shareMindConversation, ({ params, principal }) =>
    shareConversation(db, principal, params.id, now()),
  );

  registerEndpoint(app, mindEndpoints.revokeMindShare, async ({ params, principal }) => {
    await revokeShare(db, principal, params.id, now());
    return null;
  });

  registerEndpoint(app, mindEndpoints.getSharedMindConversation, ({ params }) =>
    sharedConversation(db, params.shareId),
  );
}
