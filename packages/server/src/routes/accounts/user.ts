import * as z from 'zod';
import { and, eq, ne } from 'drizzle-orm';
import { accountEndpoints } from '@bondkit/core/contract';
import { users } from '../../database/schema/index';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { detailSchema } from '../../http/commonSchemas';
import { consumeVerifiedOtp, normalizeMobile } from '../../auth/oneTimePasswords';
import { signedInPrincipal } from '../../auth/signedInPrincipal';
import { returnedRow } from '../../database/returnedRow';
import { registerEndpoint } from '../../http/registerEndpoint';

/** Preferences are short identifiers; the list is bounded so a client cannot store arbitrary data. */
const preferencesSchema = z.array(z.string().trim().min(1).max(64)).max(32);

/** The signed-in user's own details, chat-terms acceptance and security preferences. */
export function userRoutes(app: ApiApp): void {
  registerEndpoint(app, accountEndpoints.updateUser, async ({ body, principal }) => {
    const { services } = app;
    const now = services.now();
    const mobile = body.mobile === undefined ? undefined : normalizeMobile(body.mobile);
    const updated = await services.db.transaction(async (transaction) => {
      if (mobile !== undefined && mobile !== principal.user.mobile) {
        const [taken] = await transaction
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.mobile, mobile), ne(users.id, principal.user.id)));
        if (taken) throw ApiProblem.conflict('mobile', 'A user with this mobile number already exists.');
        const proven = await consumeVerifiedOtp(transaction, {
          destinations: [mobile],
          purpose: 'update_profile',
          now,
          withinMilliseconds: 30 * 60 * 1000,
        });
        if (!proven) throw ApiProblem.field('mobile', 'Verify the new mobile number with an OTP first.');
      }
      const row = returnedRow(
        await transaction
          .update(users)
          .set({
            ...(body.first_name !== undefined ? { firstName: body.first_name } : {}),
            ...(body.last_name !== undefined ? { lastName: body.last_name } : {}),
            ...(mobile !== undefined ? { mobile } : {}),
            ...(body.whatsapp_consent !== undefined ? { whatsappConsent: body.whatsapp_consent } : {}),
            updatedAt: now,
          })
          .where(eq(users.id, principal.user.id))
          .returning(),
      );
      return row;
    });
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
