import type { JobCardStatus, TicketStatus } from "../constants/statuses";
import type { PersonRef } from "./work-responses";

/** How many changes the dashboard's Recent Activity shows. */
export const RECENT_ACTIVITY_LIMIT = 10;

/**
 * One change to a server record, for the dashboard's Recent Activity. `action` is "created"
 * when the record has not been changed since it was made. `by` is who made the change (null when
 * that account is gone).
 */
export type ServerActivity =
  | { kind: "ticket"; id: string; action: "created" | "updated"; label: string; status: TicketStatus; at: string; by: PersonRef | null }
  | { kind: "job_card"; id: string; action: "created" | "updated"; label: string; status: JobCardStatus; at: string; by: PersonRef | null };

/** GET /api/activity: newest first, at most RECENT_ACTIVITY_LIMIT, only kinds the viewer may list. */
export interface ActivityList {
  activity: ServerActivity[];
}
