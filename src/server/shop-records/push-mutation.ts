import { eq } from "drizzle-orm";
import { shopMutationSchema, type ShopMutation } from "../../shared/schemas/shop-sync";
import type { Database } from "../db/database";
import { syncClients, syncRejections } from "../db/schema";
import { applyMutation } from "./apply-mutation";
import { dataProblemOf } from "./data-error";
import { InvalidMutationError } from "./invalid-mutation";
import type { MutationContext } from "./mutation-context";
import { RECORD_STORES } from "./record-stores";
import { bumpSpaceVersion } from "./space-version";
import { storableCopy } from "./storable-copy";
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

export function firstIssueMessage(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  const issue = issues[0];
  if (!issue) return "Not a valid change.";
  return issue.path.length > 0 ? `${issue.path.map(String).join(".")}: ${issue.message}` : issue.message;
}

/**
 * Marks a mutation done without applying it and records why, with a copy of it that can always
 * be stored. Its record, when the server has it, takes the new version unchanged, so the device's
 * next pull hands it back as stored and replaces the device's own copy of the refused edit.
 */
async function reject(context: MutationContext, raw: RawMutation, message: string, mutation: ShopMutation | null): Promise<PushOutcome> {
  await context.tx.insert(syncRejections).values({
    clientId: context.clientId,
    mutationId: raw.id,
    message,
    mutation: storableCopy(raw),
    userId: context.userId,
    at: context.now,
  });
  if (mutation && "recordId" in mutation) await RECORD_STORES[mutation.collection].touch(context.tx, mutation.recordId, context.version);
  return { kind: "rejected", message, lastMutationId: raw.id };
}

/** Applies a mutation, or refuses it (in the same transaction) when its data is not valid. */
async function applyOrReject(context: MutationContext, raw: RawMutation): Promise<PushOutcome> {
  const parsed = shopMutationSchema.safeParse(raw);
  if (!parsed.success) return reject(context, raw, firstIssueMessage(parsed.error.issues), null);
  try {
    await applyMutation(context, parsed.data);
  } catch (error) {
    if (!(error instanceof InvalidMutationError)) throw error;
    return reject(context, raw, error.message, parsed.data);
  }
  return { kind: "applied", lastMutationId: raw.id };
}

/**
 * Runs `act` on a mutation in a transaction of its own, exactly once: the device's row is locked,
 * an id already done is skipped and one that skips ahead is refused; otherwise the space version
 * is taken, `act` runs, and the id becomes the device's last.
 */
function inTurn(db: Database, device: SyncDevice, raw: RawMutation, act: (context: MutationContext) => Promise<PushOutcome>): Promise<PushOutcome> {
  return db.transaction(async (tx) => {
    const last = await lockDevice(tx, device, raw.id);
    if (raw.id <= last) return { kind: "skipped", lastMutationId: last };
    if (raw.id > last + 1) return { kind: "gap", lastMutationId: last };
    const context: MutationContext = { tx, version: await bumpSpaceVersion(tx), ...device, now: new Date() };
    const outcome = await act(context);
    await tx
      .update(syncClients)
      .set({ lastMutationId: raw.id, lastSeenAt: context.now })
      .where(eq(syncClients.clientId, device.clientId));
    return outcome;
  });
}

/**
 * One pushed mutation, exactly once: applied, or refused and recorded when its data is not valid.
 * When the database refuses its data (a value it cannot hold), the transaction has failed and
 * rolled back, so the mutation is refused in a fresh one: the device's queue moves on instead of
 * sending it again for ever. Any other failure (the database down) fails the push, and the
 * device sends the mutation again later.
 */
export async function pushMutation(db: Database, device: SyncDevice, raw: RawMutation): Promise<PushOutcome> {
  try {
    return await inTurn(db, device, raw, (context) => applyOrReject(context, raw));
  } catch (error) {
    const problem = dataProblemOf(error);
    if (problem === null) throw error;
    const parsed = shopMutationSchema.safeParse(raw);
    return inTurn(db, device, raw, (context) => reject(context, raw, problem, parsed.success ? parsed.data : null));
  }
}
