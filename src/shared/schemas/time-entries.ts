import { z } from "zod";
import { boundedDate, boundedDateTime, int4 } from "./bounds";
import { text } from "./form-fields";
import { personRefSchema } from "./person-ref";

/**
 * The time clock on the wire. Times are ISO strings with an offset and are stored UTC; durations
 * are whole seconds; labor hours whole tenths, as estimates keep them.
 */

/** How old an offline tap's `at` may be, and how far ahead of the server's clock it may run. */
export const CLOCK_AT_MAX_AGE_MS = 12 * 60 * 60 * 1000;
export const CLOCK_AT_MAX_AHEAD_MS = 2 * 60 * 1000;

const jobIdSchema = z
  .string({ message: "Choose a job." })
  .trim()
  .min(1, "Choose a job.")
  .max(64, "A job id has at most 64 characters.");

/** A required reason for an Admin's or Manager's change to a time entry; it is kept in History. */
const reasonSchema = text(500).min(1, "A reason is required.");

/** One stretch of one technician's clock on one approved job of a card; running while stoppedAt is null. */
export const timeEntrySchema = z
  .object({
    id: z.uuid(),
    jobCardId: z.uuid(),
    /** The approved estimate job's id. */
    jobId: z.string(),
    jobName: z.string(),
    technician: personRefSchema,
    startedAt: z.string(),
    stoppedAt: z.string().nullable(),
    /** Clocked so far; a running entry counts up to now. */
    seconds: z.number().int(),
    version: z.number().int(),
  })
  .meta({ id: "TimeEntry" });
export type TimeEntry = z.infer<typeof timeEntrySchema>;

/** GET /api/job-cards/{id}/time: the card's entries, each approved job's clocked time against its labor, and the viewer's running clock anywhere. */
export const jobCardTimeSchema = z
  .object({
    entries: z.array(timeEntrySchema),
    jobs: z.array(
      z.object({
        jobId: z.string(),
        jobName: z.string(),
        approvedLaborHoursTenths: z.number().int(),
        clockedSeconds: z.number().int(),
      }),
    ),
    running: timeEntrySchema.nullable(),
  })
  .meta({ id: "JobCardTime" });
export type JobCardTime = z.infer<typeof jobCardTimeSchema>;

/** `at`: the device's time of a tap made offline; absent means now. */
const atSchema = boundedDateTime("at").optional();

export const clockStartInputSchema = z.object({ jobId: jobIdSchema, at: atSchema });
export type ClockStartInput = z.input<typeof clockStartInputSchema>;
export const clockStopInputSchema = z.object({ at: atSchema });
export type ClockStopInput = z.input<typeof clockStopInputSchema>;

export const clockStartResultSchema = z
  .object({ entry: timeEntrySchema, stopped: timeEntrySchema.nullable(), message: z.string() })
  .meta({ id: "ClockStartResult" });
export type ClockStartResult = z.infer<typeof clockStartResultSchema>;
export const clockStopResultSchema = z
  .object({ entry: timeEntrySchema.nullable(), message: z.string() })
  .meta({ id: "ClockStopResult" });
export type ClockStopResult = z.infer<typeof clockStopResultSchema>;

/** An entry's stop must come after its start. */
function stopsAfterStart(value: { startedAt: string; stoppedAt: string }): boolean {
  return Date.parse(value.stoppedAt) > Date.parse(value.startedAt);
}
const stopAfterStartIssue = { message: "Stopped at must be after Started at.", path: ["stoppedAt"] };

export const timeEntryAddInputSchema = z
  .object({
    technicianId: z.string({ message: "Choose a technician." }).trim().min(1, "Choose a technician.").max(100, "Choose a technician."),
    jobId: jobIdSchema,
    startedAt: boundedDateTime("Started at"),
    stoppedAt: boundedDateTime("Stopped at"),
    reason: reasonSchema,
  })
  .refine(stopsAfterStart, stopAfterStartIssue);
export type TimeEntryAddInput = z.input<typeof timeEntryAddInputSchema>;

export const timeEntryEditInputSchema = z
  .object({
    startedAt: boundedDateTime("Started at"),
    stoppedAt: boundedDateTime("Stopped at"),
    reason: reasonSchema,
    version: int4(1),
  })
  .refine(stopsAfterStart, stopAfterStartIssue);
export type TimeEntryEditInput = z.input<typeof timeEntryEditInputSchema>;

export const timeEntryDeleteInputSchema = z.object({ reason: reasonSchema });
export type TimeEntryDeleteInput = z.input<typeof timeEntryDeleteInputSchema>;

export const timeEntryResultSchema = z.object({ entry: timeEntrySchema }).meta({ id: "TimeEntryResult" });

/** GET /api/reports/technician-hours: the period, both days included, as the shop's calendar reads them. */
export const technicianHoursQuerySchema = z.object({ from: boundedDate("From"), to: boundedDate("To") }).refine((value) => value.from <= value.to, {
  message: "The To date must be on or after the From date.",
  path: ["to"],
});
export type TechnicianHoursQuery = z.infer<typeof technicianHoursQuerySchema>;

export const technicianHoursRowSchema = z.object({
  technician: personRefSchema,
  clockedSeconds: z.number().int(),
  billedLaborHoursTenths: z.number().int(),
  /** Billed over clocked, in percent; null when nothing was clocked. */
  efficiencyPercent: z.number().nullable(),
});
export type TechnicianHoursRow = z.infer<typeof technicianHoursRowSchema>;
export const technicianHoursReportSchema = z.object({ rows: z.array(technicianHoursRowSchema) }).meta({ id: "TechnicianHoursReport" });
export type TechnicianHoursReport = z.infer<typeof technicianHoursReportSchema>;
