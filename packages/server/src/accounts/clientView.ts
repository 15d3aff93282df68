import type { ClientProfile, ClientSummary } from '@bondkit/core';
import type { clients } from '../database/schema/index';

/**
 * A client as `api/client/`, `api/clients/` and the profile update answer it: the contract's
 * `ClientProfile` (core's `clientSchema` fields plus the profile fields the server keeps).
 */
export type ClientView = ClientProfile;

/** The fields of a firm anyone may see (registration finds a firm by its website). */
export function clientSummary(row: typeof clients.$inferSelect): ClientSummary {
  return {
    id: row.id,
    name: row.name,
    brand_name: row.brandName,
    client_type: row.clientType,
    client_segment: row.clientSegment,
  };
}

export function clientView(row: typeof clients.$inferSelect): ClientView {
  return {
    ...clientSummary(row),
    category: row.category,
    client_mode: row.clientMode,
    website: row.website,
    pan: row.pan,
    state: row.state,
    is_broker: row.isBroker,
    is_partner: row.isPartner,
    offline_record: row.offlineRecord,
    managed_by_client_id: row.managedByClientId,
    created_at: row.createdAt.toISOString(),
  };
}
