import { z } from "zod";
import { personRefSchema } from "./person-ref";

export const JOB_CARD_HISTORY_KINDS = ["status", "estimate", "approval", "invoice", "payment", "time", "photo", "promised", "inspection"] as const;
export type JobCardHistoryKind = (typeof JOB_CARD_HISTORY_KINDS)[number];

/** One line of a repair order's History; a Service Technician's text names no money. */
export const jobCardHistoryEventSchema = z.object({
  at: z.string(),
  kind: z.enum(JOB_CARD_HISTORY_KINDS),
  text: z.string(),
  by: personRefSchema.nullable(),
});
export type JobCardHistoryEvent = z.infer<typeof jobCardHistoryEventSchema>;

/** GET /api/job-cards/{id}/history, oldest first. */
export const jobCardHistorySchema = z.object({ events: z.array(jobCardHistoryEventSchema) }).meta({ id: "JobCardHistory" });
export type JobCardHistory = z.infer<typeof jobCardHistorySchema>;
