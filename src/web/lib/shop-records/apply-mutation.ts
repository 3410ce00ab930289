import { withFields } from "@/shared/schemas/shop-sync";
import type { RecordEdit, ShopEntry, ShopItem } from "./shop-entry";

/** Reads a record from its stored shape with the collection's schema; null when it is not one. */
export type ParseRecord<R extends ShopItem> = (raw: Record<string, unknown>) => R | null;

/**
 * One mutation applied to the copy's entry, as the server will apply it: a put writes its fields
 * over the record (creating it when absent) and leaves a deleted record deleted (the delete wins,
 * the data is kept); a delete makes a tombstone; a restore clears it. The version stays the one
 * the server gave, so the next edit is based on it.
 */
export function applyMutation<R extends ShopItem>(
  entry: ShopEntry<R> | undefined,
  mutation: RecordEdit,
  parse: ParseRecord<R>,
): ShopEntry<R> | undefined {
  if (mutation.name === "delete") return entry && { ...entry, deleted: true };
  if (mutation.name === "restore") return entry && { ...entry, deleted: false };
  const base: Record<string, unknown> = entry?.record ?? { id: mutation.recordId };
  const raw = withFields(base, mutation.fields);
  if (mutation.savedAt !== undefined) raw.updatedAt = mutation.savedAt;
  const record = parse(raw);
  if (!record) return entry;
  return entry ? { ...entry, record } : { collection: mutation.collection, id: mutation.recordId, version: 0, deleted: false, record };
}
