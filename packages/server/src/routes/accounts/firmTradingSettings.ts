import { eq } from 'drizzle-orm';
import { administrationEndpoints } from '@bondkit/core/contract';
import { clients } from '../../database/schema/index';
import type { ApiApp } from '../../http/fastifyTypes';
import { returnedRow } from '../../database/returnedRow';
import { registerEndpoint } from '../../http/registerEndpoint';

/**
 * `GET` and `PATCH api/client/trading-settings/` (server extension, ops admins): the firm's trading settings,
 * today whether its dealers may override a computed price (spec section 6 grants price override with the dealer
 * role; the firm may withhold it: migration 0021, `trading/priceOverride.ts`). A change applies to the next
 * request of every dealer of the firm, as the principal is read per request.
 */
export function firmTradingSettingsRoutes(app: ApiApp): void {
  registerEndpoint(app, administrationEndpoints.getFirmTradingSettings, ({ principal }) => ({
    allow_price_modification: principal.client.allowPriceModification,
  }));

  registerEndpoint(app, administrationEndpoints.updateFirmTradingSettings, async ({ body, principal }) => {
    const updated = returnedRow(
      await app.services.db
        .update(clients)
        .set({ allowPriceModification: body.allow_price_modification })
        .where(eq(clients.id, principal.client.id))
        .returning({ allowPriceModification: clients.allowPriceModification }),
    );
    return { allow_price_modification: updated.allowPriceModification };
  });
}
