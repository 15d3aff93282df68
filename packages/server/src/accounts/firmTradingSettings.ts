import { eq } from 'drizzle-orm';
import type { DbOrTransaction } from '../database/connection';
import { returnedRow } from '../database/returnedRow';
import { clients } from '../database/schema/index';

/** A firm's trading settings as stored. */
export interface FirmTradingSettings {
  /** Whether the firm's dealers may override a computed price (migration 0021, `trading/priceOverride.ts`). */
  allowPriceModification: boolean;
}

/**
 * Changes a firm's trading settings; returns them as stored. The change applies to the next request of every
 * member of the firm, since the principal is read per request.
 */
export async function updateFirmTradingSettings(
  db: DbOrTransaction,
  clientId: number,
  settings: FirmTradingSettings,
): Promise<FirmTradingSettings> {
  return returnedRow(
    await db
      .update(clients)
      .set({ allowPriceModification: settings.allowPriceModification })
      .where(eq(clients.id, clientId))
      .returning({ allowPriceModification: clients.allowPriceModification }),
  );
}
