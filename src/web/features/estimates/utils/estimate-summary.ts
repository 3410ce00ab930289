import type { EstimateJobState } from "@/shared/constants/estimates";
import type { Estimate } from "@/shared/schemas/estimates";

export type EstimateSummary = EstimateJobState | "No Estimate" | "Not Sent";

/**
 * One word for a card's estimate in a list: what still waits on someone first (re-approval, then
 * the customer), then what was agreed.
 */
export function estimateSummary(estimate: Estimate): EstimateSummary {
  if (estimate.jobs.length === 0) return "No Estimate";
  if (estimate.currentVersion === null) return "Not Sent";
  const states = new Set(estimate.jobs.map((job) => job.state));
  const order: EstimateJobState[] = ["Needs Re-approval", "Awaiting Approval", "Approved", "Declined"];
  return order.find((state) => states.has(state)) ?? "Awaiting Approval";
}
