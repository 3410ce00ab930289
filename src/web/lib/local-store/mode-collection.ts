import type { ShopCollectionCopy } from "@/web/lib/shop-records/shop-collection";
import type { ShopItem } from "@/web/lib/shop-records/shop-entry";
import type { LocalCollection } from "./local-collection";

interface ModeSource {
  isShared(): boolean;
  subscribe(listener: () => void): () => void;
}

/**
 * The one door pages use for a list: the list this browser keeps on its own while sharing is off
 * (exactly as before: the SPEC key, no network), the shop copy while it is on. Subscribers follow
 * a change of mode, and the shop copy is never opened while sharing is off.
 */
export function createModeCollection<T extends ShopItem>(
  local: LocalCollection<T>,
  shop: ShopCollectionCopy<T>,
  mode: ModeSource,
): LocalCollection<T> {
  const current = () => (mode.isShared() ? shop : local);
  const listeners = new Set<() => void>();
  let inner: (() => void) | null = null;
  let stopMode: (() => void) | null = null;
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const follow = () => {
    inner?.();
    inner = current().subscribe(notify);
  };

  return {
    key: local.key,
    itemSchema: local.itemSchema,
    getSnapshot: () => current().getSnapshot(),
    readStored: () => current().readStored(),
    replaceStored: (items) => current().replaceStored(items),
    update: (change, options) => current().update(change, options),
    /** Forgets both: clearing this browser's data leaves neither its own list nor its shop copy in memory. */
    clear() {
      local.clear();
      shop.clear();
    },
    invalidate: () => current().invalidate(),
    subscribe(listener) {
      if (listeners.size === 0) {
        follow();
        stopMode = mode.subscribe(() => {
          follow();
          notify();
        });
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        inner?.();
        stopMode?.();
        inner = null;
        stopMode = null;
      };
    },
  };
}
