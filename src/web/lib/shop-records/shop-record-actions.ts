import type { ShopCollection, ShopConflict } from "@/shared/schemas/shop-sync";
import { shopCopy } from "./shop-copy";

/** Keeps the value a same-field edit left: the conflict's notice goes away on every device. */
export function keepShopValue(conflict: ShopConflict): void {
  shopCopy.queueMutations([{ name: "dismissConflict", conflictId: conflict.id }]);
}

/** Writes back the value a same-field edit overwrote (an edit like any other), then dismisses the notice. */
export function putBackShopValue(conflict: ShopConflict): void {
  const entry = shopCopy.entry(conflict.collection, conflict.recordId);
  shopCopy.queueMutations([
    {
      name: "put",
      collection: conflict.collection,
      recordId: conflict.recordId,
      baseVersion: entry?.version ?? 0,
      fields: { [conflict.field]: conflict.overwrittenValue },
    },
    { name: "dismissConflict", conflictId: conflict.id },
  ]);
}

/** Brings a deleted record back, with the data its tombstone kept, for every device. */
export function restoreShopRecord(collection: ShopCollection, recordId: string): void {
  shopCopy.queueMutations([{ name: "restore", collection, recordId }]);
}
