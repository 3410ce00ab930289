import type { ShopMutation } from "@/shared/schemas/shop-sync";
import type { ShopDb, ShopMeta } from "../shop-db";
import type { ShopEntry } from "../shop-entry";

/**
 * The shop copy's storage held in memory, with IndexedDB's copy-on-write (values are cloned in
 * and out): drives the copy and the sync engine where there is no IndexedDB (jsdom tests).
 */
export function createMemoryShopDb() {
  const records = new Map<string, ShopEntry>();
  const outbox = new Map<number, ShopMutation>();
  let meta: ShopMeta = {};
  const clone = <T>(value: T): T => structuredClone(value);

  const db: ShopDb = {
    loadEntries: async () => [...records.values()].map(clone),
    getEntries: async (keys) => keys.map((key) => clone(records.get(key))),
    putEntries: async (entries) => {
      for (const [key, entry] of entries) records.set(key, clone(entry));
    },
    clearEntries: async () => records.clear(),
    replaceEntries: async (entries) => {
      records.clear();
      for (const [key, entry] of entries) records.set(key, clone(entry));
    },
    loadOutbox: async () => [...outbox.values()].sort((a, b) => a.id - b.id).map(clone),
    outboxIds: async () => [...outbox.keys()].sort((a, b) => a - b),
    putOutbox: async (mutations) => {
      for (const mutation of mutations) outbox.set(mutation.id, clone(mutation));
    },
    dropOutbox: async (ids) => {
      for (const id of ids) outbox.delete(id);
    },
    clearOutbox: async () => outbox.clear(),
    replaceOutbox: async (mutations) => {
      outbox.clear();
      for (const mutation of mutations) outbox.set(mutation.id, clone(mutation));
    },
    readMeta: async () => clone(meta),
    writeMeta: async (patch) => {
      const next: Record<string, unknown> = { ...meta };
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined) delete next[key];
        else next[key] = clone(value);
      }
      meta = next as ShopMeta;
    },
    clearMeta: async () => {
      meta = {};
    },
  };
  return { db, records, outbox, meta: () => meta };
}
