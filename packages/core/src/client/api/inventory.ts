import * as z from 'zod';
import type { RequestFunction } from '../http/createHttpClient';
import { detailResponseSchema, openObjectSchema } from '../schemas/common';
import type { DetailResponse, OpenObject } from '../schemas/common';
import { uploadResultSchema } from '../schemas/eoi';
import type { UploadResult } from '../schemas/eoi';
import { fileForm } from './fileForm';
import { inventoryPositionSchema } from '../schemas/inventory';
import type { InventoryPosition } from '../schemas/inventory';

/** Inventory calls (trading-and-chat 7). */
export function createInventoryApi(request: RequestFunction) {
  return {
    /** `POST api/inventory/upload/`: a spreadsheet of holdings, as multipart field `file`. */
    upload: (file: Blob): Promise<UploadResult> =>
      request({
        method: 'POST',
        path: 'api/inventory/upload/',
        body: fileForm(file),
        schema: uploadResultSchema,
      }),
    /** `GET api/inventory/`. */
    list: (): Promise<InventoryPosition[]> =>
      request({ path: 'api/inventory/', schema: z.array(inventoryPositionSchema) }),
    /** `POST api/inventory/external-trade/`: records a trade made outside the platform. */
    recordExternalTrade: (body: OpenObject): Promise<InventoryPosition> =>
      request({
        method: 'POST',
        path: 'api/inventory/external-trade/',
        body,
        schema: inventoryPositionSchema,
      }),
    /** `PUT api/inventory/confirm-previous/`. */
    confirmPrevious: (body: OpenObject = {}): Promise<DetailResponse> =>
      request({ method: 'PUT', path: 'api/inventory/confirm-previous/', body, schema: detailResponseSchema }),
    /** `PUT api/inventory/edit-valuation-cost/`. */
    editValuationCost: (body: { id: number; valuation_cost: number }): Promise<InventoryPosition> =>
      request({
        method: 'PUT',
        path: 'api/inventory/edit-valuation-cost/',
        body,
        schema: inventoryPositionSchema,
      }),
    /** `POST api/inventory/offer/`: offers holdings to the market. */
    offer: (body: OpenObject): Promise<OpenObject> =>
      request({ method: 'POST', path: 'api/inventory/offer/', body, schema: openObjectSchema }),
  };
}

export type InventoryApi = ReturnType<typeof createInventoryApi>;
