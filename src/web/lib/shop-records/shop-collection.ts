import type { ZodType } from "zod";
import { changedFields, type ShopCollection } from "@/shared/schemas/shop-sync";
import { diffList } from "./diff-list";
import type { PendingMutation, ShopEntry, ShopItem } from "./shop-entry";
import { touchSaved } from "@/web/lib/local-store/touch-saved";

/** What a shop collection asks of the copy that holds the four of them. */
export interface ShopCollectionHost {
  /** Starts reading the copy from IndexedDB once; the collections fill in when it is read. */
  load(): void;
  /** Edits made in this tab, for the outbox (the collection already shows them). */
  edited(mutations: PendingMutation[]): void;
}

export interface ShopCollectionOptions<T extends ShopItem> {
  collection: ShopCollection;
  /** The SPEC key of the same list kept locally: backups name lists by it. */
  key: string;
  itemSchema: ZodType<T>;
  touch?: (item: T, at: string) => T;
  host: ShopCollectionHost;
}

function sameContent(a: ShopEntry<ShopItem>, b: ShopEntry<ShopItem>): boolean {
  return a.deleted === b.deleted && a.record.updatedAt === b.record.updatedAt && Object.keys(changedFields(a.record, b.record)).length === 0;
}

/**
 * One list of the shop copy, kept in memory, with the interface of a local collection so pages
 * cannot tell the two apart. An edit shows at once; its mutations go to the outbox, which writes
 * them to IndexedDB before the records (see the copy). Snapshots stay the same array until the
 * list changes, as useSyncExternalStore needs.
 */
export function createShopCollection<T extends ShopItem>(options: ShopCollectionOptions<T>) {
  const { collection, key, itemSchema, host } = options;
  const listeners = new Set<() => void>();
  /** Every record by id in list order, deleted ones too (their tombstones). */
  let entries = new Map<string, ShopEntry<T>>();
  let snapshot: T[] | null = null;

  function parse(raw: unknown): T | null {
    const result = itemSchema.safeParse(raw);
    return result.success ? result.data : null;
  }

  function live(): T[] {
    snapshot ??= [...entries.values()].filter((entry) => !entry.deleted).map((entry) => entry.record);
    return snapshot;
  }

  function notify(): void {
    for (const listener of listeners) listener();
  }

  /**
   * Entries of this collection reach it only through its own `parse` (a pull, a mutation) or from
   * IndexedDB, where only those were written: they hold this collection's records.
   */
  const own = (entry: ShopEntry<ShopItem>) => entry as ShopEntry<T>;

  function update(change: (items: T[]) => T[], { touch = false }: { touch?: boolean } = {}): T[] {
    const previous = live();
    const changed = change(previous);
    const next = touch && options.touch ? touchSaved(previous, changed, options.touch) : changed;
    if (next === previous) return next;
    const mutations = diffList(collection, previous, next, (id) => entries.get(id)?.version ?? 0);
    const rebuilt = new Map<string, ShopEntry<T>>();
    for (const item of next) {
      const old = entries.get(item.id);
      rebuilt.set(item.id, old && old.record === item && !old.deleted ? old : { collection, id: item.id, version: old?.version ?? 0, deleted: false, record: item });
    }
    for (const [id, old] of entries) {
      if (!rebuilt.has(id)) rebuilt.set(id, old.deleted ? old : { ...old, deleted: true });
    }
    entries = rebuilt;
    snapshot = next;
    notify();
    if (mutations.length > 0) host.edited(mutations);
    return next;
  }

  return {
    collection,
    key,
    itemSchema,
    parse,

    getSnapshot(): T[] {
      host.load();
      return live();
    },

    subscribe(listener: () => void): () => void {
      host.load();
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    update,

    /** The shop's records as this device holds them (Export Data exports them). */
    readStored(): unknown[] {
      return [...live()];
    },

    /** A restored backup or a full list written at once: its differences go to the shop as edits. */
    replaceStored(items: unknown[]): void {
      const parsed = items.map(parse).filter((item): item is T => item !== null);
      update(() => parsed);
    },

    /** Forgets the list in memory; the copy in IndexedDB is cleared with the whole device copy. */
    clear(): void {
      entries = new Map();
      snapshot = null;
      notify();
    },

    invalidate(): void {
      notify();
    },

    /** The copy's entries, tombstones included, for syncing. */
    entries(): ReadonlyMap<string, ShopEntry<T>> {
      return entries;
    },

    /** Replaces the whole list (the copy was read or reset). */
    replaceAll(list: Iterable<ShopEntry<ShopItem>>): void {
      entries = new Map();
      for (const entry of list) entries.set(entry.id, own(entry));
      snapshot = null;
      notify();
    },

    /**
     * Takes in records written elsewhere (a pull, another tab). A record that reads the same keeps
     * its object, so lists showing it do not render again.
     */
    absorb(changed: Iterable<ShopEntry<ShopItem>>): void {
      let touched = false;
      let listChanged = false;
      for (const entry of changed) {
        const old = entries.get(entry.id);
        if (old && sameContent(old, entry)) {
          if (old.version !== entry.version || old.updatedByName !== entry.updatedByName) {
            entries.set(entry.id, { ...old, version: entry.version, updatedByName: entry.updatedByName });
          }
          continue;
        }
        entries.set(entry.id, own(entry));
        touched = true;
        listChanged ||= !(old?.deleted && entry.deleted);
      }
      if (!touched) return;
      if (listChanged) snapshot = null;
      notify();
    },
  };
}

export type ShopCollectionCopy<T extends ShopItem> = ReturnType<typeof createShopCollection<T>>;
