import { followSetting } from "./follow-setting";
import { recordSetting } from "./setting-cache";
import { shopApi } from "./shop-api";

/**
 * Turns sharing on or off for the whole shop (PUT /api/shop-records/setting, Admins). This
 * browser follows at once; other devices follow on the live event. Turning it off leaves each
 * device its current copy as its own records. Throws the server's ApiError when refused.
 */
export async function setShopRecordsShared(shared: boolean): Promise<void> {
  const answer = await shopApi.writeSetting(shared);
  await recordSetting(answer.shared);
  await followSetting(answer.shared);
}
