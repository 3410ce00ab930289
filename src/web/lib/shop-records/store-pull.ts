import type { ShopConflict, ShopPullResponse } from "@/shared/schemas/shop-sync";
import { applyPull } from "./apply-pull";
import type { CopyMemory, Entries } from "./copy-memory";
import { mergeConflicts } from "./merge-conflicts";
import { pendingAfter } from "./outbox";
import type { ShopDb } from "./shop-db";
import { entryKey, isRecordMutation, type ShopEntry } from "./shop-entry";

export interface StoredPull {
  /** The copy keys written (all of them after a reset). */
  keys: string[];
  /** The outbox's size after dropping what the server applied. */
  outboxSize: number;
  /** The device's conflicts after the pull, less those it dismissed that the server has not heard of yet. */
  conflicts: ShopConflict[];
}

/**
 * Lays a pull over the copy: memory first (the lists show it at once), then IndexedDB, then the
 * cookie with the conflicts merged in, then the outbox drops what the server applied, so a crash at any point leaves the old
 * cookie with records at least as new (the same pull again puts them right). The outbox's mutations the server has
 * not applied yet are applied again over every pulled record. Call holding the sync lock.
 */
export async function storePull(db: ShopDb, memory: CopyMemory, pull: ShopPullResponse, current: () => boolean): Promise<StoredPull | null> {
  const [outbox, meta] = await Promise.all([db.loadOutbox(), db.readMeta()]);
  const pending = pendingAfter(outbox, pull.lastMutationId);
  const dismissed = new Set(pending.flatMap((mutation) => (mutation.name === "dismissConflict" ? [mutation.conflictId] : [])));
  const written: [string, ShopEntry][] = [];
  for (const [collection, copy] of memory.hosted) {
    const changes = pull.changes.filter((change) => change.collection === collection);
    if (!pull.reset && changes.length === 0) continue;
    const result = applyPull(
      copy.entries(),
      { reset: pull.reset, changes },
      pending.filter(isRecordMutation).filter((mutation) => mutation.collection === collection),
      copy.parse,
    );
    const entries: Entries = new Map();
    for (const id of pull.reset ? result.entries.keys() : result.changed) {
      const entry = result.entries.get(id);
      if (!entry) continue;
      entries.set(entryKey(collection, id), entry);
      written.push([entryKey(collection, id), entry]);
    }
    if (pull.reset) memory.replaceCollection(collection, entries);
    else memory.absorb(entries);
  }
  if (!current()) return null;
  if (pull.reset) await db.replaceEntries(written);
  else await db.putEntries(written);
  const conflicts = mergeConflicts(meta.conflicts ?? [], pull, Date.now());
  await db.writeMeta({ cookie: pull.cookie, lastMutationId: pull.lastMutationId, conflicts, more: pull.more });
  const acknowledged = outbox.filter((mutation) => mutation.id <= pull.lastMutationId).map((mutation) => mutation.id);
  await db.dropOutbox(acknowledged);
  return {
    keys: written.map(([key]) => key),
    outboxSize: outbox.length - acknowledged.length,
    conflicts: conflicts.filter((conflict) => !dismissed.has(conflict.id)),
  };
}
