import { useMemo, useSyncExternalStore } from "react";
import type { ShopCollection, ShopConflict } from "@/shared/schemas/shop-sync";
import { collectionPairs } from "@/web/lib/local-store/collections";
import { shopCopy } from "./shop-copy";
import { shopMode } from "./shop-mode";

const NO_SUBSCRIPTION = () => () => undefined;

/** A record's same-field conflicts not yet dismissed, oldest first (none while sharing is off). */
export function useShopConflicts(collection: ShopCollection, recordId: string): readonly ShopConflict[] {
  const conflicts = useSyncExternalStore(shopCopy.onChange, shopCopy.conflicts, shopCopy.conflicts);
  return useMemo(
    () => conflicts.filter((conflict) => conflict.collection === collection && conflict.recordId === recordId),
    [conflicts, collection, recordId],
  );
}

/** When the shop copy holds the record as deleted: who deleted it, for the page's Restore notice. */
export function useDeletedShopRecord(collection: ShopCollection, recordId: string): { deletedByName: string | null } | null {
  const shared = useSyncExternalStore(shopMode.subscribe, shopMode.isShared, shopMode.isShared);
  // While sharing is off the shop copy is never opened.
  const shop = shared ? collectionPairs.find((pair) => pair.collection === collection)?.shop : undefined;
  const read = () => shop?.entries().get(recordId);
  const entry = useSyncExternalStore(shop ? shop.subscribe : NO_SUBSCRIPTION, read, read);
  return useMemo(() => (entry?.deleted ? { deletedByName: entry.updatedByName ?? null } : null), [entry]);
}
