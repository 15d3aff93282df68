import * as z from 'zod';
import { eq } from 'drizzle-orm';
import { accountEndpoints } from '@bondkit/core/contract';
import { users } from '../../database/schema/index';
import type { ApiApp } from '../../http/fastifyTypes';
import { detailSchema } from '../../http/commonSchemas';
import { updateUserDetails } from '../../accounts/userDetails';
import { signedInPrincipal } from '../../auth/signedInPrincipal';
import { registerEndpoint } from '../../http/registerEndpoint';

/** Preferences are short identifiers; the list is bounded so a client cannot store arbitrary data. */
const preferencesSchema = z.array(z.string().trim().min(1).max(64)).max(32);

/** The signed-in user's own details, chat-terms acceptance and security preferences. */
export function userRoutes(app: ApiApp): void {
  registerEndpoint(app, accountEndpoints.updateUser, async ({ body, principal }) => {
    const updated = await updateUserDetails(app.services.db, principal.user, body, app.services.now());
    return {
      id: updated.id,
      unique_id: updated.uniqueId,
      first_name: updated.firstName,
      last_name: updated.lastName,
      email: updated.email,
      mobile: updated.mobile,
      whatsapp_consent: updated.whatsappConsent,
    };
  });

  app.patch('/api/client/chat-terms/', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['accounts'],
      summary: 'Accept the chat terms',
      body: z.strictObject({
        has_accepted_chat_terms: z.literal(true, { error: 'The chat terms can only be accepted.' }),
      }),
      response: { 200: detailSchema },
    },
    handler: async (request) => {
      await app.services.db
        .update(users)
        .set({ hasAcceptedChatTerms: true, updatedAt: app.services.now() })
        .where(eq(users.id, signedInPrincipal(request).user.id));
      return { detail: 'Chat terms accepted.' };
    },
  });

  app.post('/api/chatter/user/security-preference', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['accounts'],
      summary: "Replace the signed-in user's security preferences",
      body: z.strictObject({ preferences: preferencesSchema }),
      response: { 200: detailSchema },
    },
    handler: async (request) => {
      const preferences = [...new Set(request.body.preferences)];
      await app.services.db
        .update(users)
        .set({ securityPreferences: preferences, updatedAt: app.services.now() })
        .where(eq(users.id, signedInPrincipal(request).user.id));
      return { detail: 'Security preferences saved.' };
    },
  });
}
