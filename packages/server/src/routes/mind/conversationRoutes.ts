import { mindEndpoints } from '@bondkit/core/contract';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import {
  createConversation,
  deleteConversation,
  listConversations,
  readConversation,
  renameConversation,
} from '../../mind/conversationStore';

/** Conversations of the signed-in market researcher: list, create, read, rename, delete. */
export function conversationRoutes(app: ApiApp): void {
  const { db, now } = app.services;

  registerEndpoint(app, mindEndpoints.listMindConversations, async ({ principal }) => ({
    conversations: await listConversations(db, principal),
  }));

  registerEndpoint(app, mindEndpoints.createMindConversation, ({ body, principal }) =>
    createConversation(db, principal, body.title, now()),
  );

  registerEndpoint(app, mindEndpoints.getMindConversation, ({ params, principal }) =>
    readConversation(db, principal, params.id),
  );

  registerEndpoint(app, mindEndpoints.renameMindConversation, ({ params, body, principal }) =>
    renameConversation(db, principal, params.id, body.title, now()),
  );

  registerEndpoint(app, mindEndpoints.deleteMindConversation, async ({ params, principal }) => {
    await deleteConversation(db, principal, params.id);
    return null;
  });
}
