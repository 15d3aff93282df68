import * as z from 'zod';
import type { clients } from '../database/schema/index';

/**
 * A client as `api/client/`, `api/clients/` and the profile update answer it: core's `clientSchema`
 * fields (id, name, brand_name, client_type, client_segment) plus the profile fields the server keeps.
 */
export const clientViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  brand_name: z.string().nullable(),
  client_type: z.string().nullable(),
  client_segment: z.string().nullable(),
  category: z.string().nullable(),
  client_mode: z.string().nullable(),
  website: z.string().nullable(),
  pan: z.string().nullable(),
  state: z.string().nullable(),
  is_broker: z.boolean(),
  is_partner: z.boolean(),
  offline_record: z.boolean(),
  managed_by_client_id: z.number().int().nullable(),
  created_at: z.string(),
});

export type ClientView = z.infer<typeof clientViewSchema>;

export function clientView(row: typeof clients.$inferSelect): ClientView {
  return {
    id: row.id,
    name: row.name,
    brand_name: row.brandName,
    client_type: row.clientType,
    client_segment: row.clientSegment,
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
