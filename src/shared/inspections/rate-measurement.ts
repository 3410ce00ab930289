import type { InspectionRating, MeasurementDirection } from "../constants/inspections";

/** A template item's measurement: its unit and the values at which it becomes a finding. */
export interface MeasurementSpec {
  unit: string;
  worseWhen: MeasurementDirection;
  /** At or past this value the item Needs Attention. */
  attentionAt: number;
  /** At or past this value the item is Urgent; never short of attentionAt. */
  urgentAt: number;
}

/**
 * The rating a measured value earns from its thresholds: at or past urgentAt Urgent, at or past
 * attentionAt Needs Attention, else Good. "Past" is below for a value that wears lower (tread
 * depth) and above for one that grows worse (brake fluid moisture).
 */
export function rateMeasurement(spec: MeasurementSpec, value: number): InspectionRating {
  const past = (threshold: number) => (spec.worseWhen === "lower" ? value <= threshold : value >= threshold);
  if (past(spec.urgentAt)) return "Urgent";
  if (past(spec.attentionAt)) return "Needs Attention";
  return "Good";
}

/** Whether the thresholds are in the right order for their direction (Urgent is the worse end). */
export function thresholdsInOrder(spec: Pick<MeasurementSpec, "worseWhen" | "attentionAt" | "urgentAt">): boolean {
  return spec.worseWhen === "lower" ? spec.urgentAt <= spec.attentionAt : spec.urgentAt >= spec.attentionAt;
}
