import { changedFields, type ShopCollection } from "@/shared/schemas/shop-sync";
import type { PendingMutation, ShopItem } from "./shop-entry";

function savedAtOf(item: ShopItem | undefined): string | undefined {
  const at = item?.updatedAt;
  return typeof at === "string" ? at : undefined;
}

/**
 * The mutations that turn `previous` into `next`, matched by id. A record kept as the very same
 * object is unchanged (so a list of 100,000 records with one edit costs one comparison each); a
 * changed one becomes a put of only the fields that differ, based on the version the copy holds;
 * a new one a put of all its fields; a missing one a delete.
 */
export function diffList<T extends ShopItem>(
  collection: ShopCollection,
  previous: readonly T[],
  next: readonly T[],
  versionOf: (id: string) => number,
): PendingMutation[] {
  const before = new Map<string, T>();
  for (const item of previous) before.set(item.id, item);
  const mutations: PendingMutation[] = [];
  const kept = new Set<string>();
  for (const item of next) {
    kept.add(item.id);
    const old = before.get(item.id);
    if (old === item) continue;
    const fields = changedFields(old ?? null, item);
    const savedAt = savedAtOf(item);
    const resaved = savedAt !== undefined && savedAt !== savedAtOf(old);
    if (Object.keys(fields).length === 0 && !resaved) continue;
    mutations.push({
      name: "put",
      collection,
      recordId: item.id,
      baseVersion: versionOf(item.id),
      fields,
      ...(resaved ? { savedAt } : {}),
    });
  }
  for (const id of before.keys()) {
    if (!kept.has(id)) mutations.push({ name: "delete", collection, recordId: id });
  }
  return mutations;
}
