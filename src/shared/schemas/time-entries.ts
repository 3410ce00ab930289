import { z } from "zod";
import { personRefSchema } from "./person-ref";

/*
 * The time clock's shapes as the shared contract states them. The time clock's own file of this
 * name replaces this one; the web's clock control reads only these answers.
 */

export const timeEntrySchema = z.object({
  id: z.string(),
  jobCardId: z.string(),
  /** The approved estimate job's id. */
  jobId: z.string(),
  jobName: z.string(),
  technician: personRefSchema,
  startedAt: z.string(),
  /** Null while the clock runs. */
  stoppedAt: z.string().nullable(),
  /** Clocked so far; a running entry's up to now. */
  seconds: z.number(),
  version: z.number(),
});
export type TimeEntry = z.infer<typeof timeEntrySchema>;

export const jobCardTimeSchema = z.object({
  entries: z.array(timeEntrySchema),
  jobs: z.array(z.object({ jobId: z.string(), jobName: z.string(), approvedLaborHoursTenths: z.number(), clockedSeconds: z.number() })),
  /** The viewer's own running clock, on any job card. */
  running: timeEntrySchema.nullable(),
});
export type JobCardTime = z.infer<typeof jobCardTimeSchema>;

export const clockStartResponseSchema = z.object({ entry: timeEntrySchema, stopped: timeEntrySchema.nullable(), message: z.string() });
export const clockStopResponseSchema = z.object({ entry: timeEntrySchema.nullable(), message: z.string() });
