import { describe, expect, it } from "vitest";
import { inspectionTemplateInputSchema } from "./inspection-templates";

const item = (id: string, extra: object = {}) => ({ id, name: `Item ${id}`, measurement: null, suggestedCannedJobId: null, ...extra });

describe("inspectionTemplateInputSchema", () => {
  it("refuses thresholds out of order for their direction, under the Urgent field", () => {
    const result = inspectionTemplateInputSchema.safeParse({
      name: "Tires",
      sections: [{ id: "s", name: "Tires", items: [item("a", { measurement: { unit: "mm", worseWhen: "lower", attentionAt: 2, urgentAt: 4 } })] }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["sections", 0, "items", 0, "measurement", "urgentAt"]);
  });

  it("refuses two items with one id, an empty section and a value with three decimals", () => {
    const twice = inspectionTemplateInputSchema.safeParse({ name: "T", sections: [{ id: "s", name: "S", items: [item("a"), item("a")] }] });
    expect(twice.success).toBe(false);
    const empty = inspectionTemplateInputSchema.safeParse({ name: "T", sections: [{ id: "s", name: "S", items: [] }] });
    expect(empty.error?.issues[0]?.message).toBe("A section needs at least one item.");
    const fine = inspectionTemplateInputSchema.safeParse({
      name: "T",
      sections: [{ id: "s", name: "S", items: [item("a", { measurement: { unit: "mm", worseWhen: "lower", attentionAt: 3.125, urgentAt: 2 } })] }],
    });
    expect(fine.error?.issues[0]?.message).toBe("Use at most two decimals.");
  });
});
