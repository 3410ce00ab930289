import { describe, expect, it } from "vitest";
import type { ShopConflict } from "@/shared/schemas/shop-sync";
import { mergeConflicts } from "./merge-conflicts";

const NOW = Date.parse("2026-06-30T12:00:00Z");
const DAY_MS = 24 * 60 * 60 * 1000;

function conflict(id: number, daysAgo = 1): ShopConflict {
  return {
    id,
    collection: "vehicles",
    recordId: "v1",
    field: "mileage",
    keptValue: 2,
    overwrittenValue: 1,
    changedBy: null,
    changedByName: null,
    changedAt: new Date(NOW - daysAgo * DAY_MS).toISOString(),
    dismissed: false,
  };
}

describe("mergeConflicts", () => {
  it("adds a pull's conflicts to the device's by id, oldest first, and drops its dismissals", () => {
    const merged = mergeConflicts([conflict(3), conflict(1)], { reset: false, conflicts: [conflict(2), { ...conflict(3), keptValue: 9 }], dismissedConflicts: [1] }, NOW);
    expect(merged.map((found) => [found.id, found.keptValue])).toEqual([
      [2, 2],
      [3, 9],
    ]);
  });

  it("starts again from a reset's conflicts", () => {
    expect(mergeConflicts([conflict(1), conflict(2)], { reset: true, conflicts: [conflict(5)], dismissedConflicts: [] }, NOW).map((found) => found.id)).toEqual([5]);
  });

  it("drops the conflicts older than 30 days", () => {
    expect(mergeConflicts([conflict(1, 31), conflict(2, 29)], { reset: false, conflicts: [conflict(3, 40)], dismissedConflicts: [] }, NOW).map((found) => found.id)).toEqual([2]);
  });
});
