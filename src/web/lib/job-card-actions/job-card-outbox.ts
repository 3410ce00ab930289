import type { JobCardAction, PendingJobCardAction } from "@/shared/schemas/job-card-actions";
import type { ShopPushResponse } from "@/shared/schemas/shop-sync";
import { ApiError } from "@/web/lib/api-error";
import { firstBatch, nextMutationId, pendingAfter, renumber } from "@/web/lib/shop-records/outbox";
import { createDeviceQueue, type DeviceQueueState } from "./device-queue";
import type { JobCardOutboxDb, JobCardOutboxMeta } from "./job-card-outbox-db";

export interface JobCardOutboxDeps {
  db: JobCardOutboxDb;
  push: (request: { clientId: string; mutations: JobCardAction[] }) => Promise<ShopPushResponse>;
  /** Serialises outbox writes and pushes across the browser's tabs. */
  lock: <T>(task: () => Promise<T>) => Promise<T>;
  newClientId: () => string;
}

/** What the server made of a queued action once it arrived. */
export interface JobCardActionOutcome {
  action: JobCardAction;
  refused: boolean;
  /** The refusal's message (the online route's words), or what an applied action said; null when it said nothing. */
  message: string | null;
  /** A refusal's error code ("conflict" for a stale change). */
  code?: string;
}

export type JobCardOutboxState = DeviceQueueState<JobCardAction>;

/** A push that must be taken again with new numbers (a gap, another person's device id) is retried this often at most. */
const MAX_RENUMBERS = 2;

/**
 * The device's queue of job card actions (status changes, clock starts and stops, inspection item
 * saves) made without a connection. It numbers them by the shop records outbox's rules and pushes them through the
 * same sync push, oldest first, each applied at most once; the server applies or refuses each
 * with the rules of its online route, and every outcome is told to the listeners, so the
 * device shows a refusal by the action it refused. No pull: the pages refetch the job cards
 * when the live event says they changed.
 */
export function createJobCardOutbox(deps: JobCardOutboxDeps) {
  const { db } = deps;

  async function metaOf(person: string): Promise<JobCardOutboxMeta> {
    const meta = await db.readMeta(person);
    if (meta) return meta;
    const fresh = { clientId: deps.newClientId(), lastMutationId: 0 };
    await db.writeMeta(person, fresh);
    return fresh;
  }

  async function waitingOf(person: string): Promise<JobCardAction[]> {
    const meta = await db.readMeta(person);
    return pendingAfter(await db.load(person), meta?.lastMutationId ?? 0);
  }

  /** Numbers the waiting actions afresh after `serverLast`, on `clientId`. Call holding the lock. */
  async function renumberAfter(person: string, clientId: string, serverLast: number, lastMutationId: number): Promise<void> {
    const waiting = renumber(pendingAfter(await db.load(person), lastMutationId), serverLast + 1);
    await db.writeMeta(person, { clientId, lastMutationId: serverLast });
    await db.replace(person, waiting);
  }

  /** Pushes one batch under the lock; says whether anything moved on (then there may be more). */
  async function pushBatch(person: string, renumbers: { left: number }, tell: (outcome: JobCardActionOutcome) => void): Promise<boolean> {
    return deps.lock(async () => {
      const meta = await metaOf(person);
      const waiting = pendingAfter(await db.load(person), meta.lastMutationId);
      if (waiting.length === 0) return false;
      const batch = firstBatch(waiting);
      let answer: ShopPushResponse;
      try {
        answer = await deps.push({ clientId: meta.clientId, mutations: batch });
      } catch (error) {
        if (!(error instanceof ApiError) || renumbers.left <= 0) throw error;
        if (error.code === "mutation_gap") {
          // The server has fewer of this device's actions than the device thinks (restored from a backup).
          const serverLast = (error.details as { lastMutationId?: number } | undefined)?.lastMutationId ?? 0;
          renumbers.left -= 1;
          await renumberAfter(person, meta.clientId, serverLast, meta.lastMutationId);
          return true;
        }
        if (error.status === 403 && error.code === "forbidden" && /device id/i.test(error.message)) {
          // The device id belongs to someone else: the actions move to a new one.
          renumbers.left -= 1;
          await renumberAfter(person, deps.newClientId(), 0, meta.lastMutationId);
          return true;
        }
        throw error;
      }
      const done = batch.filter((action) => action.id <= answer.lastMutationId);
      await db.writeMeta(person, { ...meta, lastMutationId: Math.max(meta.lastMutationId, answer.lastMutationId) });
      await db.drop(person, done.map((action) => action.id));
      for (const action of done) {
        const refusal = answer.rejected.find((rejected) => rejected.id === action.id);
        const notice = answer.notices?.find((applied) => applied.id === action.id);
        const outcome: JobCardActionOutcome = refusal
          ? { action, refused: true, message: refusal.message, ...(refusal.code ? { code: refusal.code } : {}) }
          : { action, refused: false, message: notice?.message ?? null };
        tell(outcome);
      }
      return done.length > 0;
    });
  }

  const outbox = createDeviceQueue<JobCardAction, JobCardActionOutcome, { left: number }>({
    label: "Job card actions",
    load: waitingOf,
    startRun: () => ({ left: MAX_RENUMBERS }),
    sendNext: pushBatch,
  });

  return {
    ...outbox,
    /**
     * Queues an action of the signed-in person. A status change replaces one for the same card
     * still waiting: only the last choice counts, and it keeps the version the first was made
     * on (a second change queued on top of the first would be refused as stale once the first
     * landed). An inspection item's save likewise replaces one for the same item still waiting:
     * each carries the whole item, so only the last is what the person left.
     */
    async queue(pending: PendingJobCardAction): Promise<void> {
      const person = outbox.currentUser();
      if (!person) throw new Error("Nobody is signed in to queue a job card action for.");
      await deps.lock(async () => {
        const meta = await metaOf(person);
        const waiting = pendingAfter(await db.load(person), meta.lastMutationId);
        if (pending.name === "jobCard.setStatus") {
          const earlier = waiting.find((action) => action.name === "jobCard.setStatus" && action.jobCardId === pending.jobCardId);
          if (earlier && earlier.name === "jobCard.setStatus") {
            await db.put(person, [{ ...earlier, status: pending.status }]);
            return;
          }
        }
        if (pending.name === "inspection.saveItem") {
          const earlier = waiting.find(
            (action) => action.name === "inspection.saveItem" && action.jobCardId === pending.jobCardId && action.itemId === pending.itemId,
          );
          if (earlier && earlier.name === "inspection.saveItem") {
            await db.put(person, [{ ...earlier, update: pending.update }]);
            return;
          }
        }
        const id = nextMutationId(0, waiting.map((action) => action.id), meta.lastMutationId);
        await db.put(person, [{ ...pending, id } as JobCardAction]);
      });
      // An action is queued because the server could not be reached.
      outbox.markUnreachable();
      await outbox.reload(person);
    },
  };
}

export type JobCardOutbox = ReturnType<typeof createJobCardOutbox>;
