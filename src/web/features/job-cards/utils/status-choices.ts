import { can } from "@/shared/auth/permissions";
import type { Role } from "@/shared/auth/roles";
import { JOB_CARD_STATUSES, TECHNICIAN_JOB_CARD_STATUSES, type JobCardStatus } from "@/shared/constants/statuses";
import type { JobCard } from "@/shared/schemas/work-responses";
import { assignedUserId } from "./job-card-display";

/**
 * The statuses the signed-in user may set on a card; empty means read-only. Advisors, Managers
 * and Admins set any status on any card; a technician moves only their own cards, and only
 * through Pending, In Progress, Awaiting Parts and Completed.
 * A technician's own card that the office has already billed or cancelled stays read-only too:
 * moving it back would need a status outside the technician's list.
 */
export function statusChoices(
  role: Role | null | undefined,
  userId: string | null | undefined,
  card: JobCard,
): readonly JobCardStatus[] {
  if (can(role, "job-cards:change-status-any")) return JOB_CARD_STATUSES;
  if (!can(role, "job-cards:change-status-assigned") || !userId || assignedUserId(card) !== userId) return [];
  const technicianStatuses: readonly JobCardStatus[] = TECHNICIAN_JOB_CARD_STATUSES;
  return technicianStatuses.includes(card.status) ? technicianStatuses : [];
}
