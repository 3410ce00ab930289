import type { ShopCollection } from "@/shared/schemas/shop-sync";
import type { ShopEntry, ShopItem } from "./shop-entry";

/**
 * One of the four lists in both of its homes: kept by this browser alone (the SPEC key) and the
 * shop copy. Moving between the two modes reads one and writes the other.
 */
export interface CollectionPair {
  collection: ShopCollection;
  local: {
    getSnapshot(): readonly ShopItem[];
    readStored(): unknown[];
    replaceStored(items: unknown[]): void;
  };
  shop: {
    getSnapshot(): readonly ShopItem[];
    entries(): ReadonlyMap<string, ShopEntry>;
    subscribe(listener: () => void): () => void;
  };
  /** The built-in sample records of this list, as the app makes them today. */
  samples: () => ShopItem[];
}
