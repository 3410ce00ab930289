import type { Recommendation } from "@/shared/schemas/recommendations";

/** A recommendation as the server answers it: front pads at 3 mm, declined on the first visit. */
export function makeRecommendation(overrides: Partial<Recommendation> = {}): Recommendation {
  return {
    inspectionId: "5f2504e0-4f89-41d3-9a0c-0305e82c3301",
    itemId: "mpi-front-pads",
    name: "Front brake pads",
    sectionName: "Brakes",
    rating: "Needs Attention",
    note: "Wearing unevenly",
    measuredValue: 3,
    unit: "mm",
    declinedAt: "2026-03-12T10:00:00.000Z",
    jobCard: { id: "1f2504e0-4f89-41d3-9a0c-0305e82c3301", serviceDescription: "First visit" },
    onEstimate: false,
    ...overrides,
  };
}
