import { eq } from "drizzle-orm";
import type { Profile } from "../../shared/schemas/account-responses";
import { jobCardActionSchema } from "../../shared/schemas/job-card-actions";
import type { Database } from "../db/database";
import { syncClients, syncRejections } from "../db/schema";
import { ApiError } from "../http/api-error";
import { applyJobCardAction } from "./apply-job-card-action";
import { firstIssueMessage, type PushOutcome, type RawMutation } from "./push-mutation";
import { storableCopy } from "./storable-copy";
import { lockDevice, type SyncDevice } from "./sync-client";

/** What became of a job card action: as any pushed mutation, plus what it said and which card it touched. */
export type JobCardActionOutcome = PushOutcome & { jobCardId?: string; notice?: string; code?: string };

/**
 * One queued job card action, at most once. The job card's own functions write through the
 * database's pool, not inside another transaction, so the action runs between two short
 * transactions on the device's row: the first checks its number is the next one (an action
 * already done is skipped, one that skips ahead is a gap), the second records it done, or
 * refused with the refusal kept. A refusal is any 4xx the online route would answer (a stale
 * status change's 409 included); a server failure fails the push and the device sends it again.
 * Should the server stop between the action and its record, the repeat is judged afresh: a
 * status change by its card version (now stale), a stop by the clock (already stopped).
 */
export async function pushJobCardAction(db: Database, device: SyncDevice, viewer: Profile, raw: RawMutation): Promise<JobCardActionOutcome> {
  const before = await db.transaction((tx) => lockDevice(tx, device, raw.id));
  if (raw.id <= before) return { kind: "skipped", lastMutationId: before };
  if (raw.id > before + 1) return { kind: "gap", lastMutationId: before };

  const parsed = jobCardActionSchema.safeParse(raw);
  let refusal: { message: string; code: string } | null = null;
  let notice: string | null = null;
  if (!parsed.success) {
    refusal = { message: firstIssueMessage(parsed.error.issues), code: "validation_failed" };
  } else {
    try {
      notice = await applyJobCardAction(db, viewer, parsed.data);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      refusal = { message: error.message, code: error.code };
    }
  }
  const jobCardId = parsed.success ? parsed.data.jobCardId : undefined;

  return db.transaction(async (tx): Promise<JobCardActionOutcome> => {
    const last = await lockDevice(tx, device, raw.id);
    if (raw.id <= last) return { kind: "skipped", lastMutationId: last };
    if (raw.id > last + 1) return { kind: "gap", lastMutationId: last };
    const now = new Date();
    if (refusal) {
      await tx.insert(syncRejections).values({
        clientId: device.clientId,
        mutationId: raw.id,
        message: refusal.message,
        mutation: storableCopy(raw),
        userId: device.userId,
        at: now,
      });
    }
    await tx.update(syncClients).set({ lastMutationId: raw.id, lastSeenAt: now }).where(eq(syncClients.clientId, device.clientId));
    if (refusal) return { kind: "rejected", message: refusal.message, code: refusal.code, lastMutationId: raw.id, jobCardId };
    return { kind: "applied", lastMutationId: raw.id, jobCardId, ...(notice ? { notice } : {}) };
  });
}
