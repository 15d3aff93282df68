import { administrationEndpoints } from '@bondkit/core/contract';
import { updateFirmTradingSettings } from '../../accounts/firmTradingSettings';
import type { ApiApp } from '../../http/fastifyTypes';
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
    const updated = await updateFirmTradingSettings(app.services.db, principal.client.id, {
      allowPriceModification: body.allow_price_modification,
    });
    return { allow_price_modification: updated.allowPriceModification };
  });
}
