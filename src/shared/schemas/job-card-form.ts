import { z } from "zod";
import { JOB_CARD_INITIAL_STATUSES, JOB_CARD_STATUSES } from "../constants/statuses";
import { boundedDateTime } from "./bounds";
import { customerIdField } from "./customer-link";
import { text } from "./form-fields";

/** Estimated hours are a decimal in steps of 0.1, optional, null when empty. */
export const ESTIMATED_HOURS_STEP = 0.1;
export const ESTIMATED_HOURS_MAX = 9999.9;

export const estimatedHoursSchema = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (value === null || value === undefined || String(value).trim() === "") return null;
    const parsed = Number(String(value).trim());
    const tenths = parsed * 10;
    if (!Number.isFinite(parsed) || parsed < 0 || parsed > ESTIMATED_HOURS_MAX) {
      ctx.addIssue({ code: "custom", message: `Estimated hours must be a number from 0 to ${ESTIMATED_HOURS_MAX}.` });
      return z.NEVER;
    }
    // Compare in tenths with a tolerance: 0.3 is not an exact multiple of 0.1 in binary.
    if (Math.abs(tenths - Math.round(tenths)) > 1e-6) {
      ctx.addIssue({ code: "custom", message: "Estimated hours go in steps of 0.1." });
      return z.NEVER;
    }
    return Math.round(tenths) / 10;
  });

const promisedTime = boundedDateTime("Promised time");

/**
 * When the shop promised the customer the car back: an ISO date and time with its offset (the
 * device turns its local time into UTC before sending), bounded like every date and time; empty
 * or null means none (null).
 */
export const promisedAtSchema = z
  .string({ message: "Promised time must be a date and time, or null for none." })
  .max(100, "Promised time must be a date and time.")
  .nullable()
  .transform((value, ctx) => {
    if (value === null || value.trim() === "") return null;
    const parsed = promisedTime.safeParse(value.trim());
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message });
    return z.NEVER;
  });

/** The message for a direct job card missing a required field (toast Missing Fields). */
export const JOB_CARD_REQUIRED_MESSAGE = "VIN, Service Description, and Assigned Technician are required";
/** Converting a ticket without a technician (toast Technician Required). */
export const TECHNICIAN_REQUIRED_MESSAGE = "Please assign a service technician";

/** Direct job card form and body of POST /api/job-cards. */
export const jobCardCreateSchema = z.object({
  vin: text(50).min(1, "VIN is required."),
  customerName: text(100).optional().default(""),
  customerContact: text(100).optional().default(""),
  serviceDescription: text(2000).min(1, "Service description is required."),
  assignedTechnicianId: z.string().trim().min(1, "Assigned technician is required.").max(100),
  status: z.enum(JOB_CARD_INITIAL_STATUSES, { message: "A new job card starts as Pending, In Progress or Awaiting Parts." }).optional().default("Pending"),
  estimatedHours: estimatedHoursSchema,
  promisedAt: promisedAtSchema.optional().transform((value) => value ?? null),
  /** The customer record the card is for; null or left out: none. */
  customerId: customerIdField,
});
export type JobCardCreateInput = z.input<typeof jobCardCreateSchema>;
export type JobCardCreateValues = z.output<typeof jobCardCreateSchema>;

/** Convert-ticket form and body of POST /api/tickets/{ticketId}/convert. */
export const ticketConvertSchema = z.object({
  assignedTechnicianId: z.string().trim().min(1, TECHNICIAN_REQUIRED_MESSAGE).max(100),
  serviceDescription: text(2000).min(1, "Service description is required."),
  estimatedHours: estimatedHoursSchema,
  notes: text(2000).optional().default(""),
  promisedAt: promisedAtSchema.optional().transform((value) => value ?? null),
});
export type TicketConvertInput = z.input<typeof ticketConvertSchema>;
export type TicketConvertValues = z.output<typeof ticketConvertSchema>;

/** PATCH /api/job-cards/{jobCardId}/status, with the `updatedAt` the client saw: a stale change is refused. */
export const jobCardStatusSchema = z.object({
  status: z.enum(JOB_CARD_STATUSES, { message: "Choose a job card status." }),
  updatedAt: z.string().min(1, "updatedAt is required."),
});
export type JobCardStatusInput = z.input<typeof jobCardStatusSchema>;

/**
 * PATCH /api/job-cards/{jobCardId}/promised: the new promised time (null clears it), with the
 * `updatedAt` the client saw: a stale change is refused as a status change is.
 */
export const jobCardPromisedSchema = z.object({
  promisedAt: promisedAtSchema,
  updatedAt: z.string().min(1, "updatedAt is required."),
});
export type JobCardPromisedInput = z.input<typeof jobCardPromisedSchema>;

/**
 * PATCH /api/job-cards/{jobCardId}/customer: the customer the card (and so its estimate and draft
 * invoice) is for, null for none, with the `updatedAt` the client saw (stale: 409).
 */
export const jobCardCustomerSchema = z.object({
  customerId: customerIdField.unwrap(),
  updatedAt: z.string().min(1, "updatedAt is required."),
});
export type JobCardCustomerInput = z.input<typeof jobCardCustomerSchema>;

/** GET /api/job-cards query. assignedTo=me narrows to the caller's own cards (a technician's view). */
export const jobCardListQuerySchema = z.object({
  search: z.string().trim().max(100, "Search at most 100 characters.").optional(),
  status: z.enum(JOB_CARD_STATUSES, { message: "Choose a job card status." }).optional(),
  assignedTo: z.enum(["me"]).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional().default(50),
});
export type JobCardListQuery = z.input<typeof jobCardListQuerySchema>;
