import { z } from "@hono/zod-openapi";
import { JOB_CARD_STATUSES, TICKET_STATUSES } from "../../../shared/constants/statuses";
import type { ActivityList, ServerActivity } from "../../../shared/schemas/activity";
import { personRefSchema } from "../../technicians/technician-schema";

const change = {
  id: z.string(),
  action: z.enum(["created", "updated"]).openapi({ description: "created: not changed since it was made" }),
  label: z.string().openapi({ description: "A short human-readable line naming the record" }),
  at: z.string().openapi({ description: "When the change was made (the record's updatedAt)" }),
  by: personRefSchema.nullable().openapi({ description: "Who made the change; null when that account is gone" }),
};

/** The ServerActivity and ActivityList shapes of src/shared/schemas/activity.ts, for the OpenAPI document. */
export const serverActivitySchema = z
  .discriminatedUnion("kind", [
    z.object({ kind: z.literal("ticket"), ...change, status: z.enum(TICKET_STATUSES) }),
    z.object({ kind: z.literal("job_card"), ...change, status: z.enum(JOB_CARD_STATUSES) }),
  ])
  .openapi("ServerActivity") satisfies z.ZodType<ServerActivity>;

export const activityListSchema = z
  .object({ activity: z.array(serverActivitySchema) })
  .openapi("ActivityList") satisfies z.ZodType<ActivityList>;
