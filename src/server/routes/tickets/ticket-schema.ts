import { z } from "@hono/zod-openapi";
import { TICKET_STATUSES } from "../../../shared/constants/statuses";
import type { ServiceTicket } from "../../../shared/schemas/work-responses";
import { personRefSchema } from "../../technicians/technician-schema";

/** The ServiceTicket shape of src/shared/schemas/work-responses.ts, for the OpenAPI document. */
export const ticketSchema = z
  .object({
    id: z.string(),
    vin: z.string(),
    customerName: z.string().nullable(),
    customerContact: z.string().nullable(),
    issueDescription: z.string(),
    vehicleId: z.string().nullable(),
    status: z.enum(TICKET_STATUSES),
    createdBy: z.string(),
    creator: personRefSchema.nullable(),
    createdAt: z.string(),
    updatedAt: z.string().openapi({ description: "Send it back with an edit; a different one is a 409." }),
  })
  .openapi("ServiceTicket") satisfies z.ZodType<ServiceTicket>;

export const ticketBody = z.object({ ticket: ticketSchema });
