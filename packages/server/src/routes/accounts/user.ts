import { accountEndpoints, userSettingsEndpoints } from '@bondkit/core/contract';
import type { ApiApp } from '../../http/fastifyTypes';
import { acceptChatTerms, saveSecurityPreferences, updateUserDetails } from '../../accounts/userDetails';
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
    await acceptChatTerms(app.services.db, principal.user.id, app.services.now());
    return { detail: 'Chat terms accepted.' };
  });

  registerEndpoint(app, userSettingsEndpoints.updateSecurityPreferences, async ({ body, principal }) => {
    await saveSecurityPreferences(app.services.db, principal.user.id, body.preferences, app.services.now());
    return { detail: 'Security preferences saved.' };
  });
}
