import type { ShopRecordChange } from "@/shared/schemas/shop-sync";
import { applyMutation, type ParseRecord } from "./apply-mutation";
import type { RecordEdit, ShopEntry, ShopItem } from "./shop-entry";

export interface PulledCollection<R extends ShopItem> {
  /** The collection's copy after the pull, by record id, in list order. */
  entries: Map<string, ShopEntry<R>>;
  /** The ids whose entry was written or removed (all of them after a reset). */
  changed: Set<string>;
}

/**
 * One collection's copy after a pull: a reset replaces it with the pulled records, otherwise the
 * pulled records are laid over it. The device's mutations the server has not applied yet
 * (`pending`, oldest first) are then applied again over every record the pull replaced, so an
 * edit waiting in the outbox never disappears from the screen.
 */
export function applyPull<R extends ShopItem>(
  current: ReadonlyMap<string, ShopEntry<R>>,
  pull: { reset: boolean; changes: readonly ShopRecordChange[] },
  pending: readonly RecordEdit[],
  parse: ParseRecord<R>,
): PulledCollection<R> {
  const entries = pull.reset ? new Map<string, ShopEntry<R>>() : new Map(current);
  const changed = new Set<string>(pull.reset ? current.keys() : []);
  for (const change of pull.changes) {
    const record = parse({ ...change.record, id: change.id });
    if (!record) continue;
    const { collection, id, version, deleted, updatedByName } = change;
    entries.set(id, { collection, id, version, deleted, record, updatedByName });
    changed.add(change.id);
  }
  for (const mutation of pending) {
    if (!pull.reset && !changed.has(mutation.recordId)) continue;
    const next = applyMutation(entries.get(mutation.recordId), mutation, parse);
    if (!next) continue;
    entries.set(mutation.recordId, next);
    changed.add(mutation.recordId);
  }
  return { entries, changed };
}
