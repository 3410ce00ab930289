import { describe, expect, it } from "vitest";
import { activityLabel, MAX_LABEL_LENGTH } from "./activity-label";

describe("activityLabel", () => {
  it("puts the first non-empty subject before the description", () => {
    expect(activityLabel(["Carla", "VIN1"], "Brakes squeal")).toBe("Carla: Brakes squeal");
    expect(activityLabel([null, "VIN1"], "Brakes squeal")).toBe("VIN1: Brakes squeal");
    expect(activityLabel(["  ", null], "Brakes squeal")).toBe("Brakes squeal");
  });

  it("keeps it to one line of at most 80 characters, cut with an ellipsis", () => {
    const label = activityLabel(["VIN1"], `Line one\n\nline two ${"x".repeat(200)}`);
    expect(label.startsWith("VIN1: Line one line two x")).toBe(true);
    expect(Array.from(label)).toHaveLength(MAX_LABEL_LENGTH);
    expect(label.endsWith("…")).toBe(true);
  });

  it("never splits a character made of two code units", () => {
    const label = activityLabel([], "🚗".repeat(100));
    expect(label).toBe(`${"🚗".repeat(MAX_LABEL_LENGTH - 1)}…`);
  });
});
