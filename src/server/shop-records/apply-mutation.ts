import { and, eq } from "drizzle-orm";
import type { ShopMutation } from "../../shared/schemas/shop-sync";
import { syncConflicts } from "../db/schema";
import { applyPut } from "./apply-put";
import type { MutationContext } from "./mutation-context";
import { RECORD_STORES } from "./record-stores";

type RecordMutation = Extract<ShopMutation, { name: "delete" | "restore" }>;

/**
 * A delete makes a tombstone that keeps the record's data; a restore clears it. Either is a no-op
 * on a record the server does not have, or already has that way (a device's second delete of a
 * record keeps the first one's who and when).
 */
async function applyTombstone(context: MutationContext, mutation: RecordMutation): Promise<void> {
  const { tx, version, userId, now } = context;
  const store = RECORD_STORES[mutation.collection];
  const stored = await store.lock(tx, mutation.recordId);
  const deleting = mutation.name === "delete";
  if (!stored || (stored.deletedAt !== null) === deleting) return;
  await store.save(tx, {
    ...stored,
    version,
    deletedAt: deleting ? now : null,
    deletedBy: deleting ? userId : null,
    updatedBy: userId,
    updatedAt: now,
  });
}

/** Applies one valid mutation; throws InvalidMutationError, before writing anything, for data it cannot store. */
export async function applyMutation(context: MutationContext, mutation: ShopMutation): Promise<void> {
  switch (mutation.name) {
    case "put":
      return applyPut(context, mutation);
    case "delete":
    case "restore":
      return applyTombstone(context, mutation);
    case "dismissConflict":
      // The dismissal takes this version, so every device's next pull drops the conflict; a second
      // dismissal changes nothing and is sent to nobody.
      await context.tx
        .update(syncConflicts)
        .set({ dismissed: true, version: context.version })
        .where(and(eq(syncConflicts.id, mutation.conflictId), eq(syncConflicts.dismissed, false)));
      return;
  }
}
