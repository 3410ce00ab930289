import { z } from "zod";
import { TICKET_STATUSES } from "../constants/statuses";
import { jobCardSchema } from "./job-card-responses";
import { personRefSchema } from "./person-ref";

/** A service ticket as the ticket endpoints answer it. Timestamps are ISO strings: answers are JSON. */
export const ticketSchema = z
  .object({
    id: z.string(),
    vin: z.string(),
    customerName: z.string().nullable(),
    customerContact: z.string().nullable(),
    issueDescription: z.string(),
    vehicleId: z.string().nullable(),
    /** The customer record the ticket is linked to; null when its customer is only text. */
    customerId: z.string().nullable().optional(),
    status: z.enum(TICKET_STATUSES),
    createdBy: z.string(),
    /** The creator's name and e-mail, read joined to the ticket. */
    creator: personRefSchema.nullable(),
    createdAt: z.string(),
    updatedAt: z.string().meta({ description: "Send it back with an edit; a different one is a 409." }),
  })
  .meta({ id: "ServiceTicket" });
export type ServiceTicket = z.infer<typeof ticketSchema>;

/** GET, PATCH /api/tickets/{ticketId} and POST /api/tickets. */
export const ticketBodySchema = z.object({ ticket: ticketSchema });

/** GET /api/tickets: newest first; nextCursor is null on the last page. */
export const ticketPageSchema = z.object({ tickets: z.array(ticketSchema), nextCursor: z.string().nullable() });
export type TicketPage = z.infer<typeof ticketPageSchema>;

/** POST /api/tickets/{ticketId}/convert: the Assigned ticket and its new job card. */
export const convertResultSchema = z.object({ ticket: ticketSchema, jobCard: jobCardSchema });
export type ConvertResult = z.infer<typeof convertResultSchema>;
