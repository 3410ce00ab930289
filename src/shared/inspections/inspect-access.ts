import { can } from "../auth/permissions";
import type { Role } from "../auth/roles";

export const INSPECTION_NOT_ASSIGNED = "You can inspect only job cards assigned to you.";

/**
 * Who may start and rate a card's inspection: those who price work on any card, a Service
 * Technician only on a card assigned to them (as with its status and its clock).
 */
export function mayInspectCard(viewer: { role: Role | null | undefined; userId: string | undefined }, card: { assignedTechnicianId: string | null }): boolean {
  if (!can(viewer.role, "inspections:inspect")) return false;
  if (viewer.role !== "Service Technician") return true;
  return card.assignedTechnicianId !== null && card.assignedTechnicianId === viewer.userId;
}

/** Who may read a card's inspection: those who inspect it, and those who price work on it. */
export function mayReadInspection(viewer: { role: Role | null | undefined; userId: string | undefined }, card: { assignedTechnicianId: string | null }): boolean {
  return mayInspectCard(viewer, card) || can(viewer.role, "estimates:edit");
}
