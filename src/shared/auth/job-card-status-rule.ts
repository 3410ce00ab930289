import { JOB_CARD_STATUSES, TECHNICIAN_JOB_CARD_STATUSES, type JobCardStatus } from "../constants/statuses";
import { can } from "./permissions";
import type { Role } from "./roles";

/**
 * Whose job cards a role may set the status of, and among which statuses. Admins, Managers and
 * Advisors: any card, any status. A technician: only the cards assigned to them, only among the
 * technician's statuses, so neither into nor out of Billed and Cancelled. The server's check, its
 * SQL condition and the web's status menu all read this one rule.
 */
export interface JobCardStatusRule {
  /** Only the cards assigned to the user. */
  assignedOnly: boolean;
  /** The statuses a card must be in to be changed, and the ones it may be changed to. */
  statuses: readonly JobCardStatus[];
}

/** The rule for a role, or null when the role changes no job card's status. */
export function jobCardStatusRule(role: Role | null | undefined): JobCardStatusRule | null {
  if (can(role, "job-cards:change-status-any")) return { assignedOnly: false, statuses: JOB_CARD_STATUSES };
  if (can(role, "job-cards:change-status-assigned")) return { assignedOnly: true, statuses: TECHNICIAN_JOB_CARD_STATUSES };
  return null;
}

/** The statuses the user may set on the card as it stands; empty when they may change none. */
export function jobCardStatusChoices(
  role: Role | null | undefined,
  userId: string | null | undefined,
  card: { assignedTechnicianId: string | null; status: JobCardStatus },
): readonly JobCardStatus[] {
  const rule = jobCardStatusRule(role);
  if (!rule || (rule.assignedOnly && (!userId || card.assignedTechnicianId !== userId))) return [];
  return rule.statuses.includes(card.status) ? rule.statuses : [];
}
