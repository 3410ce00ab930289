import { eq } from "drizzle-orm";
import { shopMutationSchema, type ShopMutation } from "../../shared/schemas/shop-sync";
import type { Database } from "../db/database";
import { syncClients, syncRejections } from "../db/schema";
import { applyMutation } from "./apply-mutation";
import { InvalidMutationError } from "./invalid-mutation";
import type { MutationContext } from "./mutation-context";
import { RECORD_STORES } from "./record-stores";
import { bumpSpaceVersion } from "./space-version";
import { lockDevice, type SyncDevice } from "./sync-client";

/** A pushed mutation as the envelope lets it through: an id, the rest still unchecked. */
export type RawMutation = { id: number } & Record<string, unknown>;

/** What became of one mutation, and the device's last mutation id afterwards. */
export type PushOutcome = { lastMutationId: number } & (
  | /** Applied before (a push sent again): nothing done. */ { kind: "skipped" }
  | { kind: "applied" }
  | { kind: "rejected"; message: string }
  | /** Its id skips ahead of the device's last one: nothing done. */ { kind: "gap" }
);

function firstIssueMessage(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  const issue = issues[0];
  if (!issue) return "Not a valid change.";
  return issue.path.length > 0 ? `${issue.path.map(String).join(".")}: ${issue.message}` : issue.message;
}

/**
 * Marks a mutation done without applying it and records why. Its record, when the server has it,
 * takes the new version unchanged, so the device's next pull hands it back as stored and replaces
 * the device's own copy of the refused edit.
 */
async function reject(context: MutationContext, raw: RawMutation, message: string, mutation: ShopMutation | null): Promise<string> {
  await context.tx.insert(syncRejections).values({
    clientId: context.clientId,
    mutationId: raw.id,
    message,
    mutation: raw,
    userId: context.userId,
    at: context.now,
  });
  if (mutation && "recordId" in mutation) await RECORD_STORES[mutation.collection].touch(context.tx, mutation.recordId, context.version);
  return message;
}

/**
 * One pushed mutation in a transaction of its own, exactly once: the device's row is locked, an
 * id already applied is skipped and one that skips ahead is refused; otherwise the space version
 * is taken, the mutation applied (or, when its data is not valid, refused and recorded), and the
 * id becomes the device's last.
 */
export function pushMutation(db: Database, device: SyncDevice, raw: RawMutation): Promise<PushOutcome> {
  return db.transaction(async (tx) => {
    const last = await lockDevice(tx, device);
    if (raw.id <= last) return { kind: "skipped", lastMutationId: last };
    if (raw.id > last + 1) return { kind: "gap", lastMutationId: last };
    const context: MutationContext = { tx, version: await bumpSpaceVersion(tx), ...device, now: new Date() };
    const parsed = shopMutationSchema.safeParse(raw);
    let outcome: PushOutcome = { kind: "applied", lastMutationId: raw.id };
    if (!parsed.success) {
      const message = await reject(context, raw, firstIssueMessage(parsed.error.issues), null);
      outcome = { kind: "rejected", message, lastMutationId: raw.id };
    } else {
      try {
        await applyMutation(context, parsed.data);
      } catch (error) {
        if (!(error instanceof InvalidMutationError)) throw error;
        const message = await reject(context, raw, error.message, parsed.data);
        outcome = { kind: "rejected", message, lastMutationId: raw.id };
      }
    }
    await tx
      .update(syncClients)
      .set({ lastMutationId: raw.id, lastSeenAt: context.now })
      .where(eq(syncClients.clientId, device.clientId));
    return outcome;
  });
}
