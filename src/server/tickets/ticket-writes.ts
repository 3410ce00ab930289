import { and, eq } from "drizzle-orm";
import { can } from "../../shared/auth/permissions";
import type { z } from "zod";
import type { ticketCreateSchema, ticketUpdateSchema } from "../../shared/schemas/ticket-form";
import type { ServiceTicket } from "../../shared/schemas/ticket-responses";
import { arrayRows } from "../db/array-rows";
import type { Database } from "../db/database";
import { emptyToNull } from "../db/lists/empty-to-null";
import { isUuid } from "../db/lists/is-uuid";
import { FIRST_VERSION, nextVersion, parseVersion } from "../db/lists/row-version";
import { jobCards, serviceTickets } from "../db/schema";
import type { Role } from "../../shared/auth/roles";
import { assertCustomerIdShape, assertMayChangeLink, writingCustomerLink } from "../customer-links/customer-link-errors";
import { ApiError, staleEditError } from "../http/api-error";
import { findTicket, TICKET_NOT_FOUND } from "./find-ticket";
import { ticketFromRow, writtenTicketColumns } from "./ticket-row";

const STALE_MESSAGE = "Someone else changed this ticket. It has been reloaded; make your change again.";

/** Who writes: the account (kept as creator or last editor) and its role (who may choose a customer). */
export interface TicketWriter {
  userId: string;
  role: Role;
}

/** A linked ticket's name and contact are the customer's (the database's trigger writes them). */
export async function createTicket(
  db: Database,
  writer: TicketWriter,
  input: z.output<typeof ticketCreateSchema>,
): Promise<ServiceTicket> {
  const createdBy = writer.userId;
  assertMayChangeLink(writer.role, null, input.customerId);
  assertCustomerIdShape(input.customerId);
  const [row] = await writingCustomerLink(() =>
    arrayRows(
      db,
      db
        .insert(serviceTickets)
        .values({
          vin: input.vin,
          customerName: emptyToNull(input.customerName),
          customerContact: emptyToNull(input.customerContact),
          customerId: input.customerId,
          issueDescription: input.issueDescription,
          vehicleId: emptyToNull(input.vehicleId),
          status: "Open",
          createdBy,
          updatedBy: createdBy,
          updatedAt: FIRST_VERSION,
        })
        .returning(writtenTicketColumns),
    ),
  );
  return ticketFromRow(row!);
}

/**
 * Saves the form fields (and a status, when given) unless someone else saved first: 409. One
 * statement writes only the version the client saw (PostgreSQL re-checks it against a concurrent
 * commit) and returns the ticket, so no lock is held across round trips. When it writes nothing,
 * a read says whether the ticket is gone or changed; a 409 carries the ticket as stored now, so
 * the client shows it without asking again.
 */
export async function updateTicket(
  db: Database,
  ticketId: string,
  writer: TicketWriter,
  input: z.output<typeof ticketUpdateSchema>,
): Promise<ServiceTicket> {
  if (!isUuid(ticketId)) throw new ApiError("not_found", TICKET_NOT_FOUND);
  const updatedBy = writer.userId;
  const seen = parseVersion(input.updatedAt);
  if (input.customerId !== undefined && !can(writer.role, "customers:manage")) {
    // Only a change of link is refused: the form of a role without customers sends back what it read.
    const current = await findTicket(db, ticketId);
    assertMayChangeLink(writer.role, current.customerId, input.customerId);
  }
  assertCustomerIdShape(input.customerId);
  const [written] = await writingCustomerLink(() =>
    arrayRows(
      db,
      db
        .update(serviceTickets)
        .set({
          vin: input.vin,
          customerName: emptyToNull(input.customerName),
          customerContact: emptyToNull(input.customerContact),
          ...(input.customerId !== undefined ? { customerId: input.customerId } : {}),
          issueDescription: input.issueDescription,
          ...(input.status ? { status: input.status } : {}),
          updatedBy,
          updatedAt: nextVersion(serviceTickets.updatedAt),
        })
        .where(and(eq(serviceTickets.id, ticketId), eq(serviceTickets.updatedAt, seen)))
        .returning(writtenTicketColumns),
    ),
  );
  // Nothing written: the ticket is gone (findTicket's 404) or changed, and then the 409 carries it.
  if (!written) throw staleEditError(STALE_MESSAGE, await findTicket(db, ticketId));
  return ticketFromRow(written);
}

/**
 * Deletes the ticket; its job cards stay, unlinked. Returns the ids of those cards, which changed
 * too. They are unlinked here rather than by the foreign key, so that their ids are known.
 */
export async function deleteTicket(db: Database, ticketId: string): Promise<{ unlinkedJobCardIds: string[] }> {
  if (!isUuid(ticketId)) throw new ApiError("not_found", TICKET_NOT_FOUND);
  return db.transaction(async (tx) => {
    // Locked first, so a conversion cannot link a card to it between the two statements.
    const [ticket] = await tx
      .select({ id: serviceTickets.id })
      .from(serviceTickets)
      .where(eq(serviceTickets.id, ticketId))
      .for("update");
    if (!ticket) throw new ApiError("not_found", TICKET_NOT_FOUND);
    const unlinked = await tx
      .update(jobCards)
      .set({ serviceTicketId: null })
      .where(eq(jobCards.serviceTicketId, ticketId))
      .returning({ id: jobCards.id });
    await tx.delete(serviceTickets).where(eq(serviceTickets.id, ticketId));
    return { unlinkedJobCardIds: unlinked.map((card) => card.id) };
  });
}
