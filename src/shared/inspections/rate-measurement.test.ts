import { describe, expect, it } from "vitest";
import { rateMeasurement, thresholdsInOrder, type MeasurementSpec } from "./rate-measurement";

const tread: MeasurementSpec = { unit: "/32 in", worseWhen: "lower", attentionAt: 4, urgentAt: 2 };
const moisture: MeasurementSpec = { unit: "%", worseWhen: "higher", attentionAt: 2, urgentAt: 3 };

describe("rateMeasurement", () => {
  it("rates a value that wears lower: at a threshold counts as past it", () => {
    expect(rateMeasurement(tread, 6)).toBe("Good");
    expect(rateMeasurement(tread, 4.01)).toBe("Good");
    expect(rateMeasurement(tread, 4)).toBe("Needs Attention");
    expect(rateMeasurement(tread, 3)).toBe("Needs Attention");
    expect(rateMeasurement(tread, 2)).toBe("Urgent");
    expect(rateMeasurement(tread, 0)).toBe("Urgent");
  });

  it("rates a value that grows worse", () => {
    expect(rateMeasurement(moisture, 1.5)).toBe("Good");
    expect(rateMeasurement(moisture, 2)).toBe("Needs Attention");
    expect(rateMeasurement(moisture, 3.5)).toBe("Urgent");
  });

  it("orders thresholds by direction", () => {
    expect(thresholdsInOrder(tread)).toBe(true);
    expect(thresholdsInOrder({ ...tread, urgentAt: 5 })).toBe(false);
    expect(thresholdsInOrder(moisture)).toBe(true);
    expect(thresholdsInOrder({ ...moisture, urgentAt: 1 })).toBe(false);
    expect(thresholdsInOrder({ worseWhen: "lower", attentionAt: 3, urgentAt: 3 })).toBe(true);
  });
});
