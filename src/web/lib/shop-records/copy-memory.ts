import type { ShopCollection } from "@/shared/schemas/shop-sync";
import { applyMutation } from "./apply-mutation";
import { entryKey, isRecordMutation, type PendingMutation, type RecordEdit, type ShopEntry, type ShopItem } from "./shop-entry";

/** What the copy needs of each of its collections (a shop collection of any record type). */
export interface HostedCollection {
  collection: ShopCollection;
  parse(raw: unknown): ShopItem | null;
  entries(): ReadonlyMap<string, ShopEntry<ShopItem>>;
  replaceAll(list: Iterable<ShopEntry<ShopItem>>): void;
  absorb(changed: Iterable<ShopEntry<ShopItem>>): void;
  clear(): void;
}

/** Entries by copy key; undefined where IndexedDB holds nothing. */
export type Entries = Map<string, ShopEntry<ShopItem> | undefined>;

export const keyOf = (edit: RecordEdit): string => entryKey(edit.collection, edit.recordId);

/**
 * The copy as this tab shows it: the four collections, and this tab's edits not yet written to
 * IndexedDB (`queue`). Whatever is read from IndexedDB gets the queued edits laid over it before
 * a page sees it, so an edit never flickers away.
 */
export function createCopyMemory() {
  const hosted = new Map<ShopCollection, HostedCollection>();
  let queue: PendingMutation[] = [];

  const parseFor = (collection: ShopCollection) => (raw: unknown) => hosted.get(collection)?.parse(raw) ?? null;

  /** Applies edits to entries, creating the ones `all` allows; returns the same map. */
  function apply(entries: Entries, edits: readonly PendingMutation[], all: boolean): Entries {
    for (const edit of edits) {
      if (!isRecordMutation(edit)) continue;
      const key = keyOf(edit);
      if (!all && !entries.has(key)) continue;
      const next = applyMutation(entries.get(key), edit, parseFor(edit.collection));
      if (next) entries.set(key, next);
    }
    return entries;
  }

  function byCollection(entries: Entries): Map<ShopCollection, ShopEntry<ShopItem>[]> {
    const groups = new Map<ShopCollection, ShopEntry<ShopItem>[]>();
    for (const entry of entries.values()) {
      if (!entry) continue;
      const list = groups.get(entry.collection) ?? [];
      list.push(entry);
      groups.set(entry.collection, list);
    }
    return groups;
  }

  return {
    hosted,
    parseFor,
    apply,
    register(collection: HostedCollection): void {
      hosted.set(collection.collection, collection);
    },
    queued: (): readonly PendingMutation[] => queue,
    enqueue(edits: readonly PendingMutation[]): void {
      queue.push(...edits);
    },
    /** Drops the first `count` queued edits (written to IndexedDB). */
    dequeue(count: number): void {
      queue = queue.slice(count);
    },
    /** The entry memory holds for a key. */
    entry(collection: ShopCollection, id: string): ShopEntry<ShopItem> | undefined {
      return hosted.get(collection)?.entries().get(id);
    },
    /** Takes in entries read from IndexedDB or a pull, with the queued edits laid over them. */
    absorb(entries: Entries): void {
      for (const [collection, list] of byCollection(apply(entries, queue, false))) hosted.get(collection)?.absorb(list);
    },
    /** Replaces every collection with these entries (and the queued edits). */
    replaceAll(entries: Entries): void {
      const groups = byCollection(apply(entries, queue, true));
      for (const [collection, copy] of hosted) copy.replaceAll(groups.get(collection) ?? []);
    },
    /** Replaces one collection (a reset pull lays the collections one by one). */
    replaceCollection(collection: ShopCollection, entries: Entries): void {
      hosted.get(collection)?.replaceAll(byCollection(apply(entries, queue, true)).get(collection) ?? []);
    },
    clear(): void {
      queue = [];
      for (const copy of hosted.values()) copy.clear();
    },
  };
}

export type CopyMemory = ReturnType<typeof createCopyMemory>;
