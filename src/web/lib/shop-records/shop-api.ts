import { parseResponse } from "hono/client";
import type { ShopPullResponse, ShopPushRequest, ShopPushResponse, ShopRecordsSetting } from "@/shared/schemas/shop-sync";
import type { StoredJobCardImage } from "@/shared/schemas/job-card-image-responses";
import { client } from "@/web/lib/api-client";

/**
 * The shop records endpoints, through the app's typed client. Errors arrive as ApiError (status
 * 0 "network" when the server could not be reached), which the sync engine sorts out.
 */
export const shopApi = {
  push: (request: ShopPushRequest): Promise<ShopPushResponse> => parseResponse(client.sync.push.$post({ json: request })),

  pull: (clientId: string, cookie: string | undefined): Promise<ShopPullResponse> =>
    parseResponse(client.sync.pull.$get({ query: cookie === undefined ? { clientId } : { clientId, cookie } })),

  writeSetting: (shared: boolean): Promise<ShopRecordsSetting> =>
    parseResponse(client["shop-records"].setting.$put({ json: { shared } })),

  /** The raw image as the body, its type as Content-Type; the server answers where it serves it. */
  uploadImage: (image: Blob): Promise<StoredJobCardImage> =>
    parseResponse(client["job-card-images"].$post({}, { init: { body: image, headers: { "content-type": image.type } } })),
};
export type ShopApi = typeof shopApi;
