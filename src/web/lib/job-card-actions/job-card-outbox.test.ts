import { describe, expect, it } from "vitest";
import type { JobCardAction } from "@/shared/schemas/job-card-actions";
import type { ShopPushResponse } from "@/shared/schemas/shop-sync";
import { ApiError } from "@/web/lib/api-error";
import { createJobCardOutbox, type JobCardActionOutcome } from "./job-card-outbox";
import type { JobCardOutboxDb, JobCardOutboxMeta } from "./job-card-outbox-db";

/** The outbox's storage kept in memory, per person as the IndexedDB one keeps it. */
function memoryDb(): JobCardOutboxDb & { actions: Map<string, Map<number, JobCardAction>> } {
  const actions = new Map<string, Map<number, JobCardAction>>();
  const metas = new Map<string, JobCardOutboxMeta>();
  const of = (userId: string) => actions.get(userId) ?? actions.set(userId, new Map()).get(userId)!;
  return {
    actions,
    load: async (userId) => [...of(userId).values()].sort((a, b) => a.id - b.id),
    put: async (userId, list) => list.forEach((action) => of(userId).set(action.id, action)),
    drop: async (userId, ids) => ids.forEach((id) => of(userId).delete(id)),
    replace: async (userId, list) => {
      of(userId).clear();
      list.forEach((action) => of(userId).set(action.id, action));
    },
    readMeta: async (userId) => metas.get(userId),
    writeMeta: async (userId, meta) => void metas.set(userId, meta),
  };
}

type Pushed = { clientId: string; mutations: JobCardAction[] };

/** An outbox whose server answers with `answer` (applied all by default) and records what it was sent. */
function setUp(answer: (request: Pushed) => ShopPushResponse | Promise<ShopPushResponse> = (request) => ({ lastMutationId: request.mutations.at(-1)!.id, rejected: [] })) {
  const db = memoryDb();
  const pushes: Pushed[] = [];
  let devices = 0;
  const outbox = createJobCardOutbox({
    db,
    push: async (request) => {
      pushes.push(structuredClone(request));
      return answer(request);
    },
    lock: (task) => task(),
    newClientId: () => `device-${++devices}`,
  });
  const outcomes: JobCardActionOutcome[] = [];
  outbox.onOutcome((outcome) => outcomes.push(outcome));
  return { db, outbox, pushes, outcomes };
}

const AT = "2026-11-29T08:00:00.000Z";
const offline = () => {
  throw new ApiError(0, "network", "The server could not be reached. Check the connection and try again.");
};

describe("the job card outbox", () => {
  it("numbers queued actions in order, counts them as waiting, and pushes them oldest first once", async () => {
    const { outbox, pushes } = setUp();
    await outbox.setUser("tech");
    await outbox.queue({ name: "clock.start", jobCardId: "card-1", jobId: "job-brakes", at: AT });
    await outbox.queue({ name: "jobCard.setStatus", jobCardId: "card-1", status: "In Progress", updatedAt: "v1" });
    await outbox.queue({ name: "clock.stop", jobCardId: "card-1", at: AT });
    expect(outbox.getState().waiting.map((action) => [action.id, action.name])).toEqual([
      [1, "clock.start"],
      [2, "jobCard.setStatus"],
      [3, "clock.stop"],
    ]);

    await outbox.flush();
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.clientId).toBe("device-1");
    expect(pushes[0]!.mutations.map((action) => action.id)).toEqual([1, 2, 3]);
    expect(outbox.getState()).toEqual({ waiting: [], unreachable: false });

    // Nothing left: a second flush sends nothing; the next action takes the next number.
    await outbox.flush();
    expect(pushes).toHaveLength(1);
    await outbox.queue({ name: "clock.stop", jobCardId: "card-2", at: AT });
    expect(outbox.getState().waiting.map((action) => action.id)).toEqual([4]);
  });

  it("keeps only the last status chosen for a card while it waits, on the version the first was made on", async () => {
    const { outbox } = setUp();
    await outbox.setUser("tech");
    await outbox.queue({ name: "jobCard.setStatus", jobCardId: "card-1", status: "In Progress", updatedAt: "v1" });
    await outbox.queue({ name: "jobCard.setStatus", jobCardId: "card-1", status: "Completed", updatedAt: "v1" });
    await outbox.queue({ name: "jobCard.setStatus", jobCardId: "card-2", status: "Awaiting Parts", updatedAt: "w1" });
    expect(outbox.getState().waiting).toEqual([
      { id: 1, name: "jobCard.setStatus", jobCardId: "card-1", status: "Completed", updatedAt: "v1" },
      { id: 2, name: "jobCard.setStatus", jobCardId: "card-2", status: "Awaiting Parts", updatedAt: "w1" },
    ]);
  });

  it("keeps the actions while the server cannot be reached, says so, and sends them when it can", async () => {
    let reachable = false;
    const { outbox, pushes } = setUp((request) => (reachable ? { lastMutationId: request.mutations.at(-1)!.id, rejected: [] } : offline()));
    await outbox.setUser("tech");
    await outbox.queue({ name: "clock.stop", jobCardId: "card-1", at: AT });
    await outbox.flush();
    expect(outbox.getState()).toMatchObject({ unreachable: true, waiting: [{ id: 1 }] });

    reachable = true;
    await outbox.flush();
    expect(outbox.getState()).toEqual({ waiting: [], unreachable: false });
    expect(pushes.map((push) => push.mutations.map((action) => action.id))).toEqual([[1], [1]]);
  });

  it("keeps only the last save of an inspection item while it waits, in its first place, and each item apart", async () => {
    const { outbox, pushes } = setUp();
    await outbox.setUser("tech");
    const item = (rating: "Good" | "Urgent" | null, note = "") => ({ rating, skipped: false, note, measuredValue: null });
    await outbox.queue({ name: "inspection.saveItem", jobCardId: "card-1", itemId: "mpi-front-pads", update: item("Good") });
    await outbox.queue({ name: "clock.stop", jobCardId: "card-1", at: AT });
    await outbox.queue({ name: "inspection.saveItem", jobCardId: "card-1", itemId: "mpi-wipers", update: item("Good") });
    await outbox.queue({ name: "inspection.saveItem", jobCardId: "card-1", itemId: "mpi-front-pads", update: item("Urgent", "Worn to the clip") });
    // The same item on another card is another item.
    await outbox.queue({ name: "inspection.saveItem", jobCardId: "card-2", itemId: "mpi-front-pads", update: item(null) });
    expect(outbox.getState().waiting).toHaveLength(4);
    await outbox.flush();
    expect(pushes[0]!.mutations).toEqual([
      { id: 1, name: "inspection.saveItem", jobCardId: "card-1", itemId: "mpi-front-pads", update: item("Urgent", "Worn to the clip") },
      { id: 2, name: "clock.stop", jobCardId: "card-1", at: AT },
      { id: 3, name: "inspection.saveItem", jobCardId: "card-1", itemId: "mpi-wipers", update: item("Good") },
      { id: 4, name: "inspection.saveItem", jobCardId: "card-2", itemId: "mpi-front-pads", update: item(null) },
    ]);
  });

  it("tells a refused inspection item save by its item, with the server's words", async () => {
    const completed = "This inspection is completed. Reopen it to change it.";
    const { outbox, outcomes } = setUp(() => ({ lastMutationId: 1, rejected: [{ id: 1, message: completed, code: "conflict" }] }));
    await outbox.setUser("tech");
    await outbox.queue({ name: "inspection.saveItem", jobCardId: "card-1", itemId: "mpi-wipers", update: { rating: "Good", skipped: false, note: "", measuredValue: null } });
    await outbox.flush();
    expect(outcomes).toEqual([
      { action: expect.objectContaining({ name: "inspection.saveItem", itemId: "mpi-wipers" }), refused: true, message: completed, code: "conflict" },
    ]);
    expect(outbox.getState().waiting).toEqual([]);
  });

  it("tells each refusal, with the server's message, by the action it refused, and drops it", async () => {
    const stale = "Someone else changed this job card. It has been reloaded; make your change again.";
    const { outbox, outcomes } = setUp(() => ({
      lastMutationId: 2,
      rejected: [{ id: 1, message: stale, code: "conflict" }],
      notices: [{ id: 2, message: "The clock was already stopped." }],
    }));
    await outbox.setUser("tech");
    await outbox.queue({ name: "jobCard.setStatus", jobCardId: "card-1", status: "In Progress", updatedAt: "v1" });
    await outbox.queue({ name: "clock.stop", jobCardId: "card-1", at: AT });
    await outbox.flush();
    expect(outcomes).toEqual([
      { action: expect.objectContaining({ id: 1, status: "In Progress" }), refused: true, message: stale, code: "conflict" },
      { action: expect.objectContaining({ id: 2, name: "clock.stop" }), refused: false, message: "The clock was already stopped." },
    ]);
    expect(outbox.getState().waiting).toEqual([]);
  });

  it("numbers the waiting actions on from the server's last after a gap", async () => {
    let first = true;
    const { outbox, pushes } = setUp((request) => {
      if (first) {
        first = false;
        throw new ApiError(409, "mutation_gap", "gap", {}, { lastMutationId: 0 });
      }
      return { lastMutationId: request.mutations.at(-1)!.id, rejected: [] };
    });
    await outbox.setUser("tech");
    // A gap at once: the server has none of them yet (numbered from 1 all the same).
    await outbox.queue({ name: "clock.stop", jobCardId: "a", at: AT });
    await outbox.queue({ name: "clock.stop", jobCardId: "b", at: AT });
    await outbox.flush();
    await outbox.queue({ name: "clock.stop", jobCardId: "c", at: AT });
    first = true;
    await outbox.flush();
    expect(pushes.slice(2).map((push) => push.mutations.map((action) => [action.id, action.jobCardId]))).toEqual([[[3, "c"]], [[1, "c"]]]);
    expect(outbox.getState().waiting).toEqual([]);
  });

  it("keeps each person's actions for that person: another who signs in here neither sees nor sends them", async () => {
    const { outbox, pushes } = setUp(() => offline());
    await outbox.setUser("tia");
    await outbox.queue({ name: "clock.stop", jobCardId: "card-1", at: AT });
    await outbox.setUser("otto");
    expect(outbox.getState().waiting).toEqual([]);
    await outbox.flush();
    expect(pushes).toEqual([]);
    await outbox.setUser("tia");
    expect(outbox.getState().waiting).toHaveLength(1);
  });
});
