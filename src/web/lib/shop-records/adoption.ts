import { changedFields, type ShopCollection } from "@/shared/schemas/shop-sync";
import { isPristineSample } from "./pristine-sample";
import type { PendingMutation, ShopEntry, ShopItem } from "./shop-entry";

export interface AdoptionInput<T extends ShopItem> {
  collection: ShopCollection;
  /** The records this browser kept on its own (the SPEC keys). */
  local: readonly T[];
  /** The shop copy: freshly pulled on a device's first sync, or the copy it kept when sharing was turned off. */
  copy: ReadonlyMap<string, ShopEntry<T>>;
  /** The built-in sample records as the app makes them today (fixed ids, the same in every browser). */
  samples: readonly T[];
  /**
   * True when `copy` is the copy this device wrote into its own records when sharing was turned
   * off: a difference is then an edit made since, based on the copy's version. False on a first
   * sync: the shop's records may be newer than this device's, so an edit is based on nothing (0)
   * and a same-field difference is kept as a conflict.
   */
  fromKeptCopy: boolean;
}

/**
 * What a device pushes when it joins the shop so that none of its records is lost: each record
 * the shop lacks as a put of all its fields, each one that differs as a put of the differing
 * fields. The built-in samples are the same in every browser, so an untouched one is pushed only
 * when the shop has never had it (a deleted one counts as had).
 */
export function adoptionMutations<T extends ShopItem>(input: AdoptionInput<T>): PendingMutation[] {
  const samples = new Map(input.samples.map((sample) => [sample.id, sample]));
  const mutations: PendingMutation[] = [];
  for (const record of input.local) {
    const entry = input.copy.get(record.id);
    const sample = samples.get(record.id);
    if (entry && sample && isPristineSample(record, sample)) continue;
    const fields = changedFields(entry?.record ?? null, record);
    const savedAt = typeof record.updatedAt === "string" && record.updatedAt !== entry?.record.updatedAt ? record.updatedAt : undefined;
    if (Object.keys(fields).length === 0 && savedAt === undefined) continue;
    mutations.push({
      name: "put",
      collection: input.collection,
      recordId: record.id,
      baseVersion: input.fromKeptCopy && entry ? entry.version : 0,
      fields,
      ...(savedAt === undefined ? {} : { savedAt }),
    });
  }
  return mutations;
}
