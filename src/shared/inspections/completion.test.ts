import { describe, expect, it } from "vitest";
import type { InspectionItem } from "../schemas/inspections";
import { completionProblems } from "./completion";

const base: InspectionItem = { itemId: "a", name: "Front pads", measurement: null, rating: null, skipped: false, note: "", measuredValue: null, photos: [], estimateJobId: null };
const photo = { id: "p", url: "/p", createdAt: "2026-01-01T00:00:00.000Z" };

describe("completionProblems", () => {
  it("asks for a rating or a skip on every item", () => {
    expect(completionProblems([{ items: [base] }])).toEqual([{ itemId: "a", name: "Front pads", problem: "Rate it or skip it." }]);
    expect(completionProblems([{ items: [{ ...base, skipped: true }] }])).toEqual([]);
    expect(completionProblems([{ items: [{ ...base, rating: "Good" }] }])).toEqual([]);
  });

  it("asks a finding for a photo or a measurement", () => {
    for (const rating of ["Needs Attention", "Urgent"] as const) {
      expect(completionProblems([{ items: [{ ...base, rating }] }])[0]?.problem).toBe("Add a photo or a measurement.");
      expect(completionProblems([{ items: [{ ...base, rating, measuredValue: 0 }] }])).toEqual([]);
      expect(completionProblems([{ items: [{ ...base, rating, photos: [photo] }] }])).toEqual([]);
    }
  });
});
