import { z } from "@hono/zod-openapi";
import { JOB_CARD_STATUSES } from "../../shared/constants/statuses";
import type { JobCard } from "../../shared/schemas/work-responses";
import { personRefSchema, technicianSchema } from "../technicians/technician-schema";

/** The JobCard shape of src/shared/schemas/work-responses.ts, for the OpenAPI document. */
export const jobCardSchema = z
  .object({
    id: z.string(),
    serviceTicketId: z.string().nullable(),
    ticket: z
      .object({ id: z.string(), vin: z.string(), customerName: z.string().nullable(), issueDescription: z.string() })
      .nullable(),
    vin: z.string().nullable(),
    customerName: z.string().nullable(),
    customerContact: z.string().nullable(),
    serviceDescription: z.string(),
    assignedTechnicianId: z.string().nullable(),
    technician: technicianSchema.nullable(),
    status: z.enum(JOB_CARD_STATUSES),
    estimatedHours: z.number().nullable(),
    notes: z.string().nullable(),
    createdBy: z.string(),
    creator: personRefSchema.nullable(),
    createdAt: z.string(),
    updatedAt: z.string().openapi({ description: "Send it back with a status change; a different one is a 409." }),
  })
  .openapi("JobCard") satisfies z.ZodType<JobCard>;

export const jobCardBody = z.object({ jobCard: jobCardSchema });
