import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { ticketConvertSchema } from "../../shared/schemas/job-card-form";
import type { ConvertResult } from "../../shared/schemas/ticket-responses";
import type { Database } from "../db/database";
import { jobCards, serviceTickets } from "../db/schema";
import { ApiError } from "../http/api-error";
import { findJobCard } from "../job-cards/job-card-query";
import { promisedDate } from "../job-cards/promised-date";
import { assertActiveTechnician } from "../technicians/assert-active-technician";
import { emptyToNull } from "../db/lists/empty-to-null";
import { isUuid } from "../db/lists/is-uuid";
import { FIRST_VERSION, nextVersion } from "../db/lists/row-version";
import { findTicket, TICKET_NOT_FOUND } from "./find-ticket";

/**
 * One transaction writes the job card (carrying the ticket's VIN and customer) and
 * sets the ticket Assigned; if either fails, neither is kept. The ticket is locked first, so two
 * conversions of one ticket cannot both succeed. Both are read back once it commits.
 */
export async function convertTicket(
  db: Database,
  ticketId: string,
  convertedBy: string,
  input: z.output<typeof ticketConvertSchema>,
): Promise<ConvertResult> {
  if (!isUuid(ticketId)) throw new ApiError("not_found", TICKET_NOT_FOUND);
  const { ticketId: convertedId, jobCardId } = await db.transaction(async (tx) => {
    const [ticket] = await tx.select().from(serviceTickets).where(eq(serviceTickets.id, ticketId)).for("update");
    if (!ticket) throw new ApiError("not_found", TICKET_NOT_FOUND);
    if (ticket.status !== "Open") {
      throw new ApiError("conflict", `Only an Open ticket can be converted; this one is ${ticket.status}.`, {
        status: ticket.status,
      });
    }
    await assertActiveTechnician(tx, input.assignedTechnicianId);
    const [card] = await tx
      .insert(jobCards)
      .values({
        serviceTicketId: ticket.id,
        vin: ticket.vin,
        customerName: ticket.customerName,
        customerContact: ticket.customerContact,
        customerId: ticket.customerId,
        serviceDescription: input.serviceDescription,
        assignedTechnicianId: input.assignedTechnicianId,
        status: "Pending",
        estimatedHours: input.estimatedHours,
        mileage: input.mileage,
        notes: emptyToNull(input.notes),
        promisedAt: promisedDate(input.promisedAt),
        createdBy: convertedBy,
        updatedBy: convertedBy,
        updatedAt: FIRST_VERSION,
      })
      .returning({ id: jobCards.id });
    await tx
      .update(serviceTickets)
      .set({ status: "Assigned", updatedBy: convertedBy, updatedAt: nextVersion(serviceTickets.updatedAt) })
      .where(eq(serviceTickets.id, ticket.id));
    return { ticketId: ticket.id, jobCardId: card!.id };
  });
  return { ticket: await findTicket(db, convertedId), jobCard: await findJobCard(db, jobCardId) };
}
