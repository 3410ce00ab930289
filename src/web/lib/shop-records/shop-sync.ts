import { indexedDbJobCardImages } from "@/web/lib/job-card-images";
import { collectionPairs } from "@/web/lib/local-store/collections";
import { followSetting } from "./follow-setting";
import { recordSetting } from "./setting-cache";
import { shopApi } from "./shop-api";
import { shopCopy } from "./shop-copy";
import { shopDb } from "./shop-db";
import { createSyncEngine } from "./sync-engine";

/** This browser's sync of the shop records (started by the app shell while sharing is on and someone is signed in). */
export const syncEngine = createSyncEngine({
  db: shopDb,
  api: shopApi,
  copy: shopCopy,
  pairs: collectionPairs,
  loadImage: (reference) => indexedDbJobCardImages.load(reference),
  onShopRecordsOff: () => {
    void recordSetting(false);
    void followSetting(false);
  },
});
