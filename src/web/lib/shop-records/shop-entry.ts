import type { ShopCollection, ShopMutation } from "@/shared/schemas/shop-sync";

/** A record as a shop collection holds it: the shared schemas' records all have a string id. */
export type ShopItem = Record<string, unknown> & { id: string };

/**
 * One record of the device's shop copy: the record as pages see it, the version the server gave
 * it (0 until the server has it) and, for a deleted record, the tombstone (the data is kept so a
 * delete can be undone and the built-in samples are known to the shop).
 */
export interface ShopEntry<R extends ShopItem = ShopItem> {
  collection: ShopCollection;
  id: string;
  version: number;
  deleted: boolean;
  record: R;
  /** Who last changed (or deleted) it, as the server last said. */
  updatedByName?: string | null;
}

/** The copy's key of a record: one IndexedDB store holds every collection. */
export function entryKey(collection: ShopCollection, id: string): string {
  return `${collection}/${id}`;
}

type WithoutId<M> = M extends unknown ? Omit<M, "id"> : never;

/** A mutation before the outbox numbers it. */
export type PendingMutation = WithoutId<ShopMutation>;

/** The mutations that change one record. */
export type RecordMutation = Extract<ShopMutation, { recordId: string }>;
/** The same before the outbox numbers it. */
export type RecordEdit = Extract<PendingMutation, { recordId: string }>;

export function isRecordMutation<M extends ShopMutation | PendingMutation>(mutation: M): mutation is Extract<M, { recordId: string }> {
  return mutation.name !== "dismissConflict";
}
