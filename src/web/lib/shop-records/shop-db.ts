import { clear, createStore, delMany, getMany, keys, promisifyRequest, setMany, values, type UseStore } from "idb-keyval";
import type { ShopConflict, ShopMutation } from "@/shared/schemas/shop-sync";
import { getChunked, loadChunked, putSingle, replaceChunked } from "./chunked-records";
import type { ShopEntry } from "./shop-entry";

/** What the device remembers about its place in the shop's sync, beside the copy and the outbox. */
export interface ShopMeta {
  /** This browser's device id for pushes, made by the browser; it belongs to `userId`. */
  clientId?: string;
  userId?: string;
  /** The last pull's cookie; absent means the next pull is a full reset. */
  cookie?: string;
  /** The highest of this device's mutations the server applied or refused. */
  lastMutationId?: number;
  nextMutationId?: number;
  /** Whether the records this browser kept on its own are in the shop (see adoption). */
  adopted?: boolean;
  /** The open same-field conflicts the pulls brought (merged by id), for the detail pages. */
  conflicts?: ShopConflict[];
  /** The last pull said more changes wait: the copy is not whole until a pull says otherwise. */
  more?: boolean;
}
export type ShopMetaKey = keyof ShopMeta;
const META_KEYS: ShopMetaKey[] = ["clientId", "userId", "cookie", "lastMutationId", "nextMutationId", "adopted", "conflicts", "more"];

/**
 * The device's shop copy in IndexedDB (one database per store, as idb-keyval makes them):
 * records (a full copy in chunks, later writes by `${collection}/${id}`: chunked-records.ts), the
 * outbox by mutation id, and the meta values. Opened on
 * first use, so a browser with sharing off never creates them.
 */
let stores: { records: UseStore; outbox: UseStore; meta: UseStore } | undefined;
function open() {
  stores ??= {
    records: createStore("autoserv-shop-records", "records"),
    outbox: createStore("autoserv-shop-outbox", "outbox"),
    meta: createStore("autoserv-shop-meta", "meta"),
  };
  return stores;
}

/** Empties a store and writes `entries` in one transaction: a crash leaves the old content or the new, never neither. */
function replaceAll(store: UseStore, entries: readonly [IDBValidKey, unknown][]): Promise<void> {
  return store("readwrite", (objects) => {
    objects.clear();
    for (const [key, value] of entries) objects.put(value, key);
    return promisifyRequest(objects.transaction);
  });
}

export const shopDb = {
  /** Every record of every collection (getAll: one request, fast for 120,000 records). */
  loadEntries: (): Promise<ShopEntry[]> => loadChunked(open().records),
  getEntries: (entryKeys: string[]): Promise<(ShopEntry | undefined)[]> => getChunked(open().records, entryKeys),
  putEntries: (entries: [string, ShopEntry][]): Promise<void> => putSingle(open().records, entries),
  clearEntries: (): Promise<void> => clear(open().records),
  /** The whole copy at once (a reset pull), in chunks: see chunked-records.ts. */
  replaceEntries: (entries: readonly [string, ShopEntry][]): Promise<void> => replaceChunked(open().records, entries),

  loadOutbox: (): Promise<ShopMutation[]> => values<ShopMutation>(open().outbox),
  outboxIds: (): Promise<number[]> => keys<number>(open().outbox),
  putOutbox: (mutations: readonly ShopMutation[]): Promise<void> =>
    mutations.length > 0 ? setMany(mutations.map((mutation) => [mutation.id, mutation]), open().outbox) : Promise.resolve(),
  dropOutbox: (ids: number[]): Promise<void> => (ids.length > 0 ? delMany(ids, open().outbox) : Promise.resolve()),
  clearOutbox: (): Promise<void> => clear(open().outbox),
  /** The outbox numbered afresh, at once. */
  replaceOutbox: (mutations: readonly ShopMutation[]): Promise<void> =>
    replaceAll(open().outbox, mutations.map((mutation) => [mutation.id, mutation])),

  async readMeta(): Promise<ShopMeta> {
    const found = await getMany<unknown>(META_KEYS, open().meta);
    const meta: Record<string, unknown> = {};
    META_KEYS.forEach((key, index) => {
      if (found[index] !== undefined) meta[key] = found[index];
    });
    return meta as ShopMeta;
  },
  async writeMeta(patch: ShopMeta): Promise<void> {
    const entries = Object.entries(patch).filter(([, value]) => value !== undefined);
    const removed = Object.entries(patch).filter(([, value]) => value === undefined).map(([key]) => key);
    if (entries.length > 0) await setMany(entries, open().meta);
    if (removed.length > 0) await delMany(removed, open().meta);
  },
  clearMeta: (): Promise<void> => clear(open().meta),
};
export type ShopDb = typeof shopDb;
