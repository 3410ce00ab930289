import { z } from "zod";
import { TICKET_STATUSES } from "../constants/statuses";
import { linkedCustomerIdSchema } from "./customers";
import { text } from "./form-fields";

/**
 * The service ticket form: VIN and issue description required, customer name and
 * contact optional. The same schema checks the form and the body of POST/PATCH /api/tickets.
 * `customerId` links the ticket to a customer record (null: none; left out of a PATCH: unchanged).
 */
export const ticketFormSchema = z.object({
  vin: text(50).min(1, "VIN is required."),
  customerName: text(100).optional().default(""),
  customerContact: text(100).optional().default(""),
  issueDescription: text(2000).min(1, "Issue description is required."),
  customerId: linkedCustomerIdSchema.optional(),
});
export type TicketFormInput = z.input<typeof ticketFormSchema>;
export type TicketFormValues = z.output<typeof ticketFormSchema>;

/**
 * POST /api/tickets. vehicleId is set when the ticket is raised from a (browser-local) vehicle.
 * customerId links the ticket to a customer, whose current name and contact it then shows.
 */
export const ticketCreateSchema = ticketFormSchema.extend({
  vehicleId: z.string().trim().max(100).nullable().optional().default(null),
  customerId: linkedCustomerIdSchema.optional().transform((value) => value ?? null),
});
export type TicketCreateInput = z.input<typeof ticketCreateSchema>;

/**
 * PATCH /api/tickets/{ticketId}: the form fields, optionally a new status, and the `updatedAt` the
 * client last saw (a stale edit is refused with 409).
 */
export const ticketUpdateSchema = ticketFormSchema.extend({
  status: z.enum(TICKET_STATUSES, { message: "Choose a ticket status." }).optional(),
  /** A customer's id links the ticket, null unlinks it (its text stays); left out, the link stays as it is. */
  customerId: linkedCustomerIdSchema.optional(),
  updatedAt: z.string().min(1, "updatedAt is required."),
});
export type TicketUpdateInput = z.input<typeof ticketUpdateSchema>;

/** GET /api/tickets query. */
export const ticketListQuerySchema = z.object({
  search: z.string().trim().max(100, "Search at most 100 characters.").optional(),
  status: z.enum(TICKET_STATUSES, { message: "Choose a ticket status." }).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional().default(50),
});
export type TicketListQuery = z.input<typeof ticketListQuerySchema>;
