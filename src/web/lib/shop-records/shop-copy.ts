import type { ShopCollection, ShopConflict, ShopMutation, ShopPullResponse } from "@/shared/schemas/shop-sync";
import { createCopyMemory, keyOf, type Entries, type HostedCollection } from "./copy-memory";
import { currentConflicts } from "./merge-conflicts";
import { onOtherTabs, tellOtherTabs, withSyncLock, type CrossTabMessage } from "./cross-tab";
import { nextMutationId, numberMutations, pendingAfter } from "./outbox";
import type { ShopCollectionHost } from "./shop-collection";
import { shopDb, type ShopDb } from "./shop-db";
import { entryKey, isRecordMutation, type PendingMutation, type RecordEdit, type ShopEntry } from "./shop-entry";
import { storePull } from "./store-pull";
import { syncStatusStore } from "./sync-status";

/** The conflicts less those this device dismissed that wait in the outbox. */
function withoutDismissed(conflicts: ShopConflict[], outbox: readonly ShopMutation[]): ShopConflict[] {
  const dismissed = new Set(outbox.flatMap((mutation) => (mutation.name === "dismissConflict" ? [mutation.conflictId] : [])));
  return dismissed.size === 0 ? conflicts : conflicts.filter((conflict) => !dismissed.has(conflict.id));
}

/** A pull bigger than this makes other tabs read the whole copy again rather than each record. */
const MAX_KEYS_TOLD = 500;

/**
 * The device's shop copy: the four collections in memory, the same in IndexedDB, and the
 * outbox. An edit shows at once; writing it puts its mutations in the outbox first, then the
 * records, so a crash between the two loses nothing (the outbox is applied again on the next
 * read and over every pull). The tabs of a browser share it through the sync lock and tell each
 * other what they wrote.
 */
export function createShopCopy(db: ShopDb) {
  const memory = createCopyMemory();
  const changeListeners = new Set<() => void>();
  const editListeners = new Set<() => void>();
  let loading: Promise<void> | null = null;
  let loaded = false;
  /** Bumped when the device's copy is cleared: work begun before writes nothing after. */
  let generation = 0;
  let outboxSize = 0;
  let conflicts: ShopConflict[] = [];
  let flushScheduled = false;
  let stopListening: (() => void) | null = null;

  function changed(): void {
    syncStatusStore.setWaiting(outboxSize + memory.queued().length);
    for (const listener of changeListeners) listener();
  }

  /** Applies edits to the records as IndexedDB holds them and writes the result. */
  async function writeRecords(edits: readonly RecordEdit[]): Promise<Entries> {
    const keys = [...new Set(edits.map(keyOf))];
    const stored = await db.getEntries(keys);
    const entries: Entries = new Map(keys.map((key, index) => [key, stored[index]]));
    memory.apply(entries, edits, true);
    await db.putEntries([...entries].filter((pair): pair is [string, ShopEntry] => pair[1] !== undefined));
    return entries;
  }

  async function readAll(): Promise<void> {
    const [stored, outbox, meta] = await Promise.all([db.loadEntries(), db.loadOutbox(), db.readMeta()]);
    const entries: Entries = new Map(stored.map((entry) => [entryKey(entry.collection, entry.id), entry]));
    // After a crash between writing the outbox and the records, the outbox is the truth.
    memory.apply(entries, pendingAfter(outbox, meta.lastMutationId ?? 0), true);
    memory.replaceAll(entries);
    outboxSize = outbox.length;
    conflicts = withoutDismissed(currentConflicts(meta.conflicts ?? [], Date.now()), outbox);
    loaded = true;
    changed();
  }

  async function onMessage(message: CrossTabMessage): Promise<void> {
    if (!loaded) return;
    if (message.type === "reload") {
      loading = null;
      await load();
      return;
    }
    if (message.type === "records") {
      const stored = await db.getEntries(message.keys);
      memory.absorb(new Map(message.keys.map((key, index) => [key, stored[index]])));
      conflicts = currentConflicts((await db.readMeta()).conflicts ?? [], Date.now());
    }
    outboxSize = (await db.outboxIds()).length;
    changed();
  }

  function load(): Promise<void> {
    stopListening ??= onOtherTabs((message) => {
      onMessage(message).catch((error: unknown) => console.warn("Shop records: another tab's change could not be read.", error));
    });
    loading ??= readAll().catch((error: unknown) => {
      console.warn("Shop records: the copy in this browser could not be read.", error);
      loaded = true;
      changed();
    });
    return loading;
  }

  /** Writes this tab's queued edits: the outbox, its counter, then the records. Call holding the sync lock. */
  async function flushLocked(): Promise<void> {
    const batch = memory.queued().slice();
    if (batch.length === 0) return;
    const started = generation;
    const [meta, ids] = await Promise.all([db.readMeta(), db.outboxIds()]);
    if (started !== generation) return;
    const first = nextMutationId(meta.nextMutationId ?? 1, ids, meta.lastMutationId ?? 0);
    const numbered = numberMutations(batch, first);
    await db.putOutbox(numbered);
    await db.writeMeta({ nextMutationId: first + numbered.length });
    if (started !== generation) return;
    memory.dequeue(batch.length);
    outboxSize = ids.length + numbered.length;
    const written = await writeRecords(numbered.filter(isRecordMutation));
    tellOtherTabs({ type: "records", keys: [...written.keys()] });
    memory.absorb(written);
    changed();
  }

  function flush(): Promise<void> {
    return withSyncLock(flushLocked);
  }

  const host: ShopCollectionHost = {
    load: () => void load(),
    edited(edits) {
      memory.enqueue(edits);
      changed();
      for (const listener of editListeners) listener();
      if (flushScheduled) return;
      flushScheduled = true;
      queueMicrotask(() => {
        flushScheduled = false;
        flush().catch((error: unknown) => console.warn("Shop records: an edit could not be written yet; it is kept and tried again.", error));
      });
    },
  };

  return {
    host,
    register: (collection: HostedCollection) => memory.register(collection),
    load,
    isLoaded: () => loaded,
    generation: () => generation,
    conflicts: () => conflicts,
    /** The entry this tab shows for a record (tombstones included). */
    entry: (collection: ShopCollection, id: string) => memory.entry(collection, id),
    flushLocked,
    flush,
    /** Told on every change of the copy's state: loaded, conflicts, the outbox's size. */
    onChange(listener: () => void): () => void {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    /** Told when an edit is made in this tab (the engine pushes soon after). */
    onEdit(listener: () => void): () => void {
      editListeners.add(listener);
      return () => editListeners.delete(listener);
    },

    /** Edits the app makes rather than a list (joining the shop, a restore, a dismissed conflict): shown, then queued. */
    queueMutations(edits: PendingMutation[]): void {
      if (edits.length === 0) return;
      const entries: Entries = new Map();
      for (const edit of edits) {
        if (edit.name === "dismissConflict") conflicts = conflicts.filter((conflict) => conflict.id !== edit.conflictId);
        else entries.set(keyOf(edit), memory.entry(edit.collection, edit.recordId));
      }
      host.edited(edits);
      memory.absorb(entries);
    },

    /** Lays a pull over the copy. Call holding the sync lock, after flushLocked. */
    async applyPulled(pull: ShopPullResponse, started: number): Promise<void> {
      if (started !== generation) return;
      const stored = await storePull(db, memory, pull, () => started === generation);
      if (!stored) return;
      conflicts = stored.conflicts;
      outboxSize = stored.outboxSize;
      changed();
      const many = pull.reset || stored.keys.length > MAX_KEYS_TOLD;
      tellOtherTabs(many ? { type: "reload" } : { type: "records", keys: stored.keys });
    },

    /** A job card image the server now serves: the records holding its local reference get the address. Call holding the lock. */
    async replaceImageReference(reference: string, url: string): Promise<void> {
      const holders = [...(memory.hosted.get("services")?.entries().values() ?? [])].filter((entry) => entry.record.jobCardImageUrl === reference);
      if (holders.length === 0) return;
      const edits: RecordEdit[] = holders.map((entry) => ({ name: "put", collection: "services", recordId: entry.id, baseVersion: 0, fields: { jobCardImageUrl: url } }));
      const written = await writeRecords(edits);
      tellOtherTabs({ type: "records", keys: [...written.keys()] });
      memory.absorb(written);
    },

    /** The outbox changed outside the copy (a push): count it again and tell the other tabs. */
    async recount(): Promise<void> {
      outboxSize = (await db.outboxIds()).length;
      changed();
      tellOtherTabs({ type: "outbox" });
    },

    /** Forgets memory and keeps IndexedDB (sharing turned off keeps the copy for when it is on again). */
    unload(): void {
      memory.clear();
      loading = null;
      loaded = false;
      changed();
    },

    /** Forgets this device's copy, outbox and sync state (Logout & Clear All Local Data). */
    async clearDevice(): Promise<void> {
      generation += 1;
      conflicts = [];
      outboxSize = 0;
      memory.clear();
      changed();
      await withSyncLock(async () => {
        await db.clearEntries();
        await db.clearOutbox();
        await db.clearMeta();
      });
      tellOtherTabs({ type: "reload" });
    },
  };
}

export type ShopCopy = ReturnType<typeof createShopCopy>;

/** The one copy of this browser. */
export const shopCopy = createShopCopy(shopDb);
