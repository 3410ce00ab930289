import { describe, expect, it } from "vitest";
import { inspectionTemplateInputSchema } from "../schemas/inspection-templates";
import { MULTI_POINT_INSPECTION } from "./multi-point-inspection";

describe("the built-in Multi-Point Inspection", () => {
  it("is a template its own form accepts, so a copy of it can be saved as it is", () => {
    const parsed = inspectionTemplateInputSchema.safeParse({ name: MULTI_POINT_INSPECTION.name, sections: MULTI_POINT_INSPECTION.sections });
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });

  it("covers the areas a shop expects, tires per wheel", () => {
    expect(MULTI_POINT_INSPECTION.sections.map((section) => section.name)).toEqual([
      "Under the Hood",
      "Brakes",
      "Tires",
      "Steering and Suspension",
      "Lights",
      "Fluids",
      "Belts and Hoses",
      "Battery",
      "Wipers",
      "Exhaust",
    ]);
    const tires = MULTI_POINT_INSPECTION.sections.find((section) => section.name === "Tires")!;
    expect(tires.items.filter((item) => item.measurement?.unit === "/32 in")).toHaveLength(4);
  });
});
