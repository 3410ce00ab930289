import { toast } from "sonner";
import { collectionPairs } from "@/web/lib/local-store/collections";
import { StorageFullError } from "@/web/lib/local-store/local-collection";
import { withSyncLock } from "./cross-tab";
import { shopCopy } from "./shop-copy";
import { shopDb } from "./shop-db";
import { shopMode } from "./shop-mode";

/** Sharing turned on: the lists open the shop copy, and the sync (mounted in the app shell) joins the shop. */
export function enterShopMode(): void {
  shopMode.set(true);
}

/**
 * Sharing turned off: this device keeps its current copy as its own records (the SPEC keys), so
 * it goes on working with everything it had. The shop copy stays in IndexedDB: when sharing is
 * turned on again, what was changed here meanwhile is told apart from what the shop changed.
 * When the browser's localStorage cannot hold the copy, its own records stay as they were and the
 * copy stays whole in IndexedDB; the person is told.
 */
export async function leaveShopMode(): Promise<void> {
  if (!shopMode.isShared()) return;
  await shopCopy.load();
  await withSyncLock(async () => {
    await shopCopy.flushLocked();
    const previous = collectionPairs.map((pair) => pair.local.readStored());
    try {
      for (const pair of collectionPairs) pair.local.replaceStored([...pair.shop.getSnapshot()]);
      await shopDb.writeMeta({ adopted: false });
    } catch (error) {
      collectionPairs.forEach((pair, index) => pair.local.replaceStored(previous[index] ?? []));
      if (!(error instanceof StorageFullError)) throw error;
      toast.warning("Shop records are kept in this browser's shop copy", {
        description: "Sharing was turned off, but this browser's storage cannot hold the shop's records on their own. Nothing was lost.",
        duration: 10_000,
      });
    }
  });
  shopMode.set(false);
  shopCopy.unload();
}
