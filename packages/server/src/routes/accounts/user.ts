import { eq } from 'drizzle-orm';
import { accountEndpoints, userSettingsEndpoints } from '@bondkit/core/contract';
import { users } from '../../database/schema/index';
import type { ApiApp } from '../../http/fastifyTypes';
import { updateUserDetails } from '../../accounts/userDetails';
import { registerEndpoint } from '../../http/registerEndpoint';

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

  registerEndpoint(app, userSettingsEndpoints.acceptChatTerms, async ({ principal }) => {
    await app.services.db
      .update(users)
      .set({ hasAcceptedChatTerms: true, updatedAt: app.services.now() })
      .where(eq(users.id, principal.user.id));
    return { detail: 'Chat terms accepted.' };
  });

  registerEndpoint(app, userSettingsEndpoints.updateSecurityPreferences, async ({ body, principal }) => {
    // Each preference is stored once, whatever the caller sent.
    const preferences = [...new Set(body.preferences)];
    await app.services.db
      .update(users)
      .set({ securityPreferences: preferences, updatedAt: app.services.now() })
      .where(eq(users.id, principal.user.id));
    return { detail: 'Security preferences saved.' };
  });
}
