import type { RequestFunction } from '../http/createHttpClient';
import type { DetailResponse } from '../schemas/common';
import type {
  InventoryOffer,
  InventoryPosition,
  InventoryUploadProgress,
  InventoryUploadResult,
} from '../schemas/inventory';
import { callEndpoint } from '../http/callEndpoint';
import type { BodyOf } from '../http/callEndpoint';
import type { inventoryEndpoints } from '../../contract/inventoryEndpoints';
import { inventoryHeads } from '../../contract/inventoryHeads';

/** Inventory calls (trading-and-chat 7). */
export function createInventoryApi(request: RequestFunction) {
  return {
    /**
     * `POST api/inventory/upload/`: a spreadsheet of holdings, as multipart field `file`. With a bad row
     * nothing is written unless `options.confirm` is true (then the good rows are). Default: not confirmed.
     */
    upload: (
      file: Blob,
      options: {
        /** Write the good rows even when some are bad. Default false. */
        confirm?: boolean;
        /** An id of the caller's choosing (8 to 64 letters, digits, dashes) to poll `uploadProgress` with. Default none. */
        uploadId?: string;
      } = {},
    ): Promise<InventoryUploadResult> =>
      callEndpoint<typeof inventoryEndpoints.uploadHoldings>(request, inventoryHeads.uploadHoldings, {
        file,
        query: {
          ...(options.confirm ? { confirm: true } : {}),
          ...(options.uploadId ? { upload_id: options.uploadId } : {}),
        },
      }),
    /** `GET api/inventory/upload/progress/{uploadId}/`: how far the upload sent with that id has got. */
    uploadProgress: (uploadId: string): Promise<InventoryUploadProgress> =>
      callEndpoint<typeof inventoryEndpoints.getHoldingsUploadProgress>(
        request,
        inventoryHeads.getHoldingsUploadProgress,
        { params: { uploadId } },
      ),
    /** `GET api/inventory/`. */
    list: (): Promise<InventoryPosition[]> =>
      callEndpoint<typeof inventoryEndpoints.listHoldings>(request, inventoryHeads.listHoldings, {}),
    /** `POST api/inventory/external-trade/`: records a trade made outside the platform. */
    recordExternalTrade: (
      body: BodyOf<typeof inventoryEndpoints.recordExternalTrade>,
    ): Promise<InventoryPosition> =>
      callEndpoint<typeof inventoryEndpoints.recordExternalTrade>(
        request,
        inventoryHeads.recordExternalTrade,
        {
          body,
        },
      ),
    /** `PUT api/inventory/confirm-previous/`: confirms the firm's holdings as they stand. */
    confirmPrevious: (): Promise<DetailResponse> =>
      callEndpoint<typeof inventoryEndpoints.confirmPreviousHoldings>(
        request,
        inventoryHeads.confirmPreviousHoldings,
        {},
      ),
    /** `PUT api/inventory/edit-valuation-cost/`. */
    editValuationCost: (
      body: BodyOf<typeof inventoryEndpoints.editValuationCost>,
    ): Promise<InventoryPosition> =>
      callEndpoint<typeof inventoryEndpoints.editValuationCost>(request, inventoryHeads.editValuationCost, {
        body,
      }),
    /**
     * `POST api/inventory/offer/`: offers a holding to the market as an ASK quote (the quote's payload) of at
     * most the quantity held.
     */
    offer: (body: BodyOf<typeof inventoryEndpoints.offerHolding>): Promise<InventoryOffer> =>
      callEndpoint<typeof inventoryEndpoints.offerHolding>(request, inventoryHeads.offerHolding, { body }),
  };
}

export type InventoryApi = ReturnType<typeof createInventoryApi>;
