import type { JobCardAction, PendingJobCardAction } from "@/shared/schemas/job-card-actions";
import type { ShopPushResponse } from "@/shared/schemas/shop-sync";
import { ApiError } from "@/web/lib/api-error";
import { firstBatch, nextMutationId, pendingAfter, renumber } from "@/web/lib/shop-records/outbox";
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

export interface JobCardOutboxState {
  /** The signed-in person's actions waiting for the server, oldest first. */
  waiting: readonly JobCardAction[];
  /** The last push could not reach the server. */
  unreachable: boolean;
}

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
  let userId: string | null = null;
  let state: JobCardOutboxState = { waiting: [], unreachable: false };
  const listeners = new Set<() => void>();
  const outcomeListeners = new Set<(outcome: JobCardActionOutcome) => void>();
  let flushing: Promise<void> | null = null;
  let again = false;

  function publish(next: Partial<JobCardOutboxState>): void {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  }

  async function metaOf(person: string): Promise<JobCardOutboxMeta> {
    const meta = await db.readMeta(person);
    if (meta) return meta;
    const fresh = { clientId: deps.newClientId(), lastMutationId: 0 };
    await db.writeMeta(person, fresh);
    return fresh;
  }

  async function reload(person: string): Promise<void> {
    const meta = await db.readMeta(person);
    const waiting = pendingAfter(await db.load(person), meta?.lastMutationId ?? 0);
    if (person === userId) publish({ waiting });
  }

  /** Numbers the waiting actions afresh after `serverLast`, on `clientId`. Call holding the lock. */
  async function renumberAfter(person: string, clientId: string, serverLast: number, lastMutationId: number): Promise<void> {
    const waiting = renumber(pendingAfter(await db.load(person), lastMutationId), serverLast + 1);
    await db.writeMeta(person, { clientId, lastMutationId: serverLast });
    await db.replace(person, waiting);
  }

  /** Pushes one batch under the lock; says whether anything moved on (then there may be more). */
  async function pushBatch(person: string, renumbers: { left: number }): Promise<boolean> {
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
        for (const listener of outcomeListeners) listener(outcome);
      }
      return done.length > 0;
    });
  }

  async function pushAll(person: string): Promise<void> {
    const renumbers = { left: MAX_RENUMBERS };
    try {
      while (await pushBatch(person, renumbers)) {
        if (person !== userId) return;
      }
      publish({ unreachable: false });
    } catch (error) {
      // Could not reach the server (status 0), or it failed: the actions stay queued for the next try.
      publish({ unreachable: error instanceof ApiError && error.status === 0 });
      if (!(error instanceof ApiError && error.status === 0)) console.warn("Job card actions: a push failed; it is tried again.", error);
    } finally {
      await reload(person);
    }
  }

  return {
    getState: (): JobCardOutboxState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Tells what became of each queued action as the server answers. */
    onOutcome(listener: (outcome: JobCardActionOutcome) => void): () => void {
      outcomeListeners.add(listener);
      return () => outcomeListeners.delete(listener);
    },

    /** The browser went off line: waiting actions show as waiting for the connection at once. */
    markUnreachable(): void {
      publish({ unreachable: true });
    },

    /** Who is signed in: only their actions are queued, counted and pushed. */
    async setUser(person: string | null): Promise<void> {
      userId = person;
      publish({ waiting: [], unreachable: false });
      if (person) await reload(person);
    },

    /**
     * Queues an action of the signed-in person. A status change replaces one for the same card
     * still waiting: only the last choice counts, and it keeps the version the first was made
     * on (a second change queued on top of the first would be refused as stale once the first
     * landed). An inspection item's save likewise replaces one for the same item still waiting:
     * each carries the whole item, so only the last is what the person left.
     */
    async queue(pending: PendingJobCardAction): Promise<void> {
      const person = userId;
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
      publish({ unreachable: true });
      await reload(person);
    },

    /** Pushes the signed-in person's waiting actions; one push at a time, a call meanwhile runs one more after it. */
    flush(): Promise<void> {
      const person = userId;
      if (!person) return Promise.resolve();
      if (flushing) {
        again = true;
        return flushing;
      }
      flushing = (async () => {
        do {
          again = false;
          await pushAll(person);
        } while (again && userId === person);
      })().finally(() => {
        flushing = null;
      });
      return flushing;
    },
  };
}

export type JobCardOutbox = ReturnType<typeof createJobCardOutbox>;
