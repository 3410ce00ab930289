import { z } from "zod";
import { CUSTOMER_ACTIVITY_ACTIONS } from "../constants/customers";
import { DECISION_SUMMARIES } from "../constants/estimates";
import { JOB_CARD_STATUSES, TICKET_STATUSES } from "../constants/statuses";
import { personRefSchema } from "./person-ref";

/** How many changes the dashboard's Recent Activity shows. */
export const RECENT_ACTIVITY_LIMIT = 10;

const change = {
  id: z.string(),
  action: z.enum(["created", "updated"]).meta({ description: "created: not changed since it was made" }),
  label: z.string().meta({ description: "A short human-readable line naming the record" }),
  at: z.string().meta({ description: "When the change was made (the record's updatedAt)" }),
  by: personRefSchema.nullable().meta({ description: "Who made the change; null when that account is gone" }),
};

/** One change to a server record, for the dashboard's Recent Activity. */
export const serverActivitySchema = z
  .discriminatedUnion("kind", [
    z.object({ kind: z.literal("ticket"), ...change, status: z.enum(TICKET_STATUSES) }),
    z.object({ kind: z.literal("job_card"), ...change, status: z.enum(JOB_CARD_STATUSES) }),
    // A customer's (or a recorded) decision on a job card's estimate; id is the job card's.
    z.object({ kind: z.literal("estimate_decision"), ...change, status: z.enum(DECISION_SUMMARIES) }),
    // A Merge Customers (id the kept customer's) or an erase on request (id the erased one's, now gone).
    z.object({ kind: z.literal("customer"), ...change, status: z.enum(CUSTOMER_ACTIVITY_ACTIONS) }),
  ])
  .meta({ id: "ServerActivity" });
export type ServerActivity = z.infer<typeof serverActivitySchema>;

/** GET /api/activity: newest first, at most RECENT_ACTIVITY_LIMIT, only kinds the viewer may list. */
export const activityListSchema = z.object({ activity: z.array(serverActivitySchema) }).meta({ id: "ActivityList" });
export type ActivityList = z.infer<typeof activityListSchema>;
