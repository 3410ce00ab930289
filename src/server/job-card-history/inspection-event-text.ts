import { INSPECTION_RATINGS } from "../../shared/constants/inspections";
import type { JobCardEventDetail, JobCardEventKind } from "./job-card-event-kinds";

export type InspectionEventKind = Extract<JobCardEventKind, "inspection-started" | "inspection-completed" | "inspection-reopened" | "finding-added">;

/** Worst first, as the customer's page orders findings: "2 Urgent, 1 Needs Attention, 14 Good". */
const RATINGS_WORST_FIRST = [...INSPECTION_RATINGS].reverse();

/**
 * The History text of an inspection event as its trigger logged it. Every rating is named, with
 * its count even when none, so the line reads the same whatever was found; skipped items are
 * named only when any were.
 */
export function inspectionEventText(kind: InspectionEventKind, detail: JobCardEventDetail | null): string {
  if (kind === "inspection-started") {
    return detail && "templateName" in detail ? `Inspection started: ${detail.templateName}` : "Inspection started";
  }
  if (kind === "inspection-completed") {
    if (!detail || !("ratings" in detail)) return "Inspection completed";
    const counts = RATINGS_WORST_FIRST.map((rating) => `${detail.ratings[rating] ?? 0} ${rating}`);
    if (detail.skipped > 0) counts.push(`${detail.skipped} skipped`);
    return `Inspection completed: ${counts.join(", ")}`;
  }
  if (kind === "inspection-reopened") return "Inspection reopened";
  if (!detail || !("itemName" in detail)) return "Finding added to the estimate";
  return `Finding added to the estimate: ${detail.itemName}${detail.rating ? ` (${detail.rating})` : ""}`;
}
