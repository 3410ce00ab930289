import { useEffect, useSyncExternalStore } from "react";
import { shopCopy } from "./shop-copy";
import { shopMode } from "./shop-mode";

/**
 * Whether the lists hold what this browser has: always while sharing is off; in shop mode once
 * the copy was read from IndexedDB (a record's page can then say "not found" and mean it).
 */
export function useShopCopyReady(): boolean {
  const shared = useSyncExternalStore(shopMode.subscribe, shopMode.isShared, shopMode.isShared);
  const loaded = useSyncExternalStore(shopCopy.onChange, shopCopy.isLoaded, shopCopy.isLoaded);
  useEffect(() => {
    if (shared) void shopCopy.load();
  }, [shared]);
  return !shared || loaded;
}
