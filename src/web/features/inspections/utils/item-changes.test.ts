import { describe, expect, it } from "vitest";
import type { Inspection, InspectionItem } from "@/shared/schemas/inspections";
import { withWaitingSaves } from "./item-changes";

const CARD = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const item = (itemId: string): InspectionItem => ({
  itemId,
  name: itemId,
  measurement: null,
  rating: null,
  skipped: false,
  note: "",
  measuredValue: null,
  photos: [],
  estimateJobId: null,
});
const inspection: Inspection = {
  id: "5f2504e0-4f89-41d3-9a0c-0305e82c3301",
  jobCardId: CARD,
  templateId: "multi-point-inspection",
  templateName: "Multi-Point Inspection",
  status: "In Progress",
  rowVersion: 1,
  startedBy: null,
  startedAt: "2026-11-29T08:00:00.000Z",
  completedBy: null,
  completedAt: null,
  sections: [{ id: "brakes", name: "Brakes", items: [item("mpi-front-pads"), item("mpi-rotors")] }],
};

describe("an inspection with the saves waiting on the device", () => {
  it("shows each waiting save of this card over the server's item and names the items that wait", () => {
    const { inspection: shown, waitingItemIds } = withWaitingSaves(inspection, [
      { id: 1, name: "clock.stop", jobCardId: CARD, at: "2026-11-29T08:00:00.000Z" },
      { id: 2, name: "inspection.saveItem", jobCardId: CARD, itemId: "mpi-front-pads", update: { rating: "Urgent", skipped: false, note: "Worn", measuredValue: null } },
      { id: 3, name: "inspection.saveItem", jobCardId: "another-card", itemId: "mpi-rotors", update: { rating: "Good", skipped: false, note: "", measuredValue: null } },
    ]);
    expect(shown.sections[0]!.items.map((shownItem) => [shownItem.itemId, shownItem.rating, shownItem.note])).toEqual([
      ["mpi-front-pads", "Urgent", "Worn"],
      ["mpi-rotors", null, ""],
    ]);
    expect([...waitingItemIds]).toEqual(["mpi-front-pads"]);
  });

  it("leaves the inspection as the server said when nothing of it waits", () => {
    expect(withWaitingSaves(inspection, [])).toEqual({ inspection, waitingItemIds: new Set() });
  });
});
