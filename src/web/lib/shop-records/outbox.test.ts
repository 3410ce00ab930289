import { describe, expect, it } from "vitest";
import type { ShopMutation } from "@/shared/schemas/shop-sync";
import { firstBatch, nextMutationId, numberMutations, pendingAfter, renumber } from "./outbox";

const del = (id: number, recordId = `v${id}`): ShopMutation => ({ id, name: "delete", collection: "vehicles", recordId });

describe("outbox", () => {
  it("numbers new mutations in the order they were made", () => {
    const numbered = numberMutations(
      [
        { name: "delete", collection: "vehicles", recordId: "a" },
        { name: "restore", collection: "vehicles", recordId: "b" },
      ],
      8,
    );
    expect(numbered.map((mutation) => mutation.id)).toEqual([8, 9]);
  });

  it("keeps only what the server has not applied, oldest first", () => {
    expect(pendingAfter([del(7), del(3), del(5), del(4)], 4).map((mutation) => mutation.id)).toEqual([5, 7]);
  });

  it("pushes the oldest mutations first, at most 500 at a time", () => {
    const outbox = Array.from({ length: 1200 }, (_, index) => del(1200 - index));
    const batch = firstBatch(outbox);
    expect(batch).toHaveLength(500);
    expect(batch[0]?.id).toBe(1);
    expect(batch.at(-1)?.id).toBe(500);
  });

  it("never reuses an id: the highest of the counter, the outbox and the server's last id wins", () => {
    expect(nextMutationId(1, [], 0)).toBe(1);
    expect(nextMutationId(4, [2, 3], 1)).toBe(4);
    // The outbox was written but the counter not (a crash between the two writes).
    expect(nextMutationId(4, [4, 5], 3)).toBe(6);
    // The server applied more than the counter remembers.
    expect(nextMutationId(2, [], 9)).toBe(10);
  });

  it("numbers the outbox afresh for a new device id, order kept", () => {
    expect(renumber([del(12, "c"), del(10, "a"), del(11, "b")]).map((mutation) => [mutation.id, "recordId" in mutation && mutation.recordId])).toEqual([
      [1, "a"],
      [2, "b"],
      [3, "c"],
    ]);
  });
});
