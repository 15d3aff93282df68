import * as z from 'zod';
import { eq } from 'drizzle-orm';
import { firmTradingSettingsSchema } from '@bondkit/core/internal';
import { clients } from '../../database/schema/index';
import type { ApiApp } from '../../http/fastifyTypes';
import { signedInPrincipal } from '../../auth/signedInPrincipal';
import { returnedRow } from '../../database/returnedRow';

/**
 * `GET` and `PATCH api/client/trading-settings/` (server extension, ops admins): the firm's trading settings,
 * today whether its dealers may override a computed price (spec section 6 grants price override with the dealer
 * role; the firm may withhold it: migration 0021, `trading/priceOverride.ts`). A change applies to the next
 * request of every dealer of the firm, as the principal is read per request.
 */
export function firmTradingSettingsRoutes(app: ApiApp): void {
  app.get('/api/client/trading-settings/', {
    config: { access: 'opsAdmin' },
    schema: {
      tags: ['accounts'],
      summary: "The firm's trading settings: whether its dealers may override a computed price",
      response: { 200: firmTradingSettingsSchema },
    },
    handler: async (request) => ({
      allow_price_modification: signedInPrincipal(request).client.allowPriceModification,
    }),
  });

  app.patch('/api/client/trading-settings/', {
    config: { access: 'opsAdmin' },
    schema: {
      tags: ['accounts'],
      summary: "Change the firm's trading settings",
      body: z.strictObject({ allow_price_modification: z.boolean() }),
      response: { 200: firmTradingSettingsSchema },
    },
    handler: async (request) => {
      const updated = returnedRow(
        await app.services.db
          .update(clients)
          .set({ allowPriceModification: request.body.allow_price_modification })
          .where(eq(clients.id, signedInPrincipal(request).client.id))
          .returning({ allowPriceModification: clients.allowPriceModification }),
      );
      return { allow_price_modification: updated.allowPriceModification };
    },
  });
}
