import { z } from "zod";
import { JOB_CARD_STATUSES } from "../constants/statuses";
import { personRefSchema } from "./person-ref";
import { technicianSchema } from "./technician-responses";

/** The ticket a job card was converted from, as far as the card shows it. */
export const jobCardTicketRefSchema = z.object({
  id: z.string(),
  vin: z.string(),
  customerName: z.string().nullable(),
  issueDescription: z.string(),
});
export type JobCardTicketRef = z.infer<typeof jobCardTicketRefSchema>;

/** A job card as the job card endpoints answer it. Timestamps are ISO strings: answers are JSON. */
export const jobCardSchema = z
  .object({
    id: z.string(),
    serviceTicketId: z.string().nullable(),
    ticket: jobCardTicketRefSchema.nullable(),
    vin: z.string().nullable(),
    customerName: z.string().nullable(),
    customerContact: z.string().nullable(),
    /** The customer record the card is linked to; null when its customer is only text. */
    customerId: z.string().nullable().optional(),
    serviceDescription: z.string(),
    assignedTechnicianId: z.string().nullable(),
    technician: technicianSchema.nullable(),
    status: z.enum(JOB_CARD_STATUSES),
    estimatedHours: z.number().nullable(),
    notes: z.string().nullable(),
    /** When the shop promised the customer the car back (ISO, UTC), or null. */
    promisedAt: z.string().nullable(),
    createdBy: z.string(),
    creator: personRefSchema.nullable(),
    createdAt: z.string(),
    updatedAt: z.string().meta({ description: "Send it back with a status change; a different one is a 409." }),
    /** Whether any technician's clock runs on the card now. */
    clockRunning: z.boolean(),
    /** Whole seconds clocked on the card, running clocks up to now. */
    clockedSeconds: z.number().int(),
  })
  .meta({ id: "JobCard" });
export type JobCard = z.infer<typeof jobCardSchema>;

/** GET /api/job-cards/{jobCardId}, POST /api/job-cards, PATCH .../status and .../promised. */
export const jobCardBodySchema = z.object({ jobCard: jobCardSchema });

/** GET /api/job-cards: newest first; nextCursor is null on the last page. */
export const jobCardPageSchema = z.object({ jobCards: z.array(jobCardSchema), nextCursor: z.string().nullable() });
export type JobCardPage = z.infer<typeof jobCardPageSchema>;
