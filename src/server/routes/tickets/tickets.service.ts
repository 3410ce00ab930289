import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { ticketCreateSchema, ticketListQuerySchema, ticketUpdateSchema } from "../../../shared/schemas/ticket-form";
import type { ServiceTicket, TicketPage } from "../../../shared/schemas/ticket-responses";
import { arrayRowStatement, columnPositions, type ArrayRow } from "../../db/array-rows";
import type { Database } from "../../db/database";
import { perDatabase } from "../../db/per-database";
import { returnedLookup } from "../../db/returned-lookup";
import { jobCards, profiles, serviceTickets } from "../../db/schema";
import { ApiError, staleEditError } from "../../http/api-error";
import { emptyToNull } from "../../db/lists/empty-to-null";
import { isoTime } from "../../db/lists/iso-time";
import { isUuid } from "../../db/lists/is-uuid";
import {
  cursorCondition,
  fetchLimit,
  listRequest,
  type ListReader,
  readerGate,
  recentCondition,
  searchAmongRecentFirst,
  searchCondition,
  statementCache,
} from "../../db/lists/list-statement";
import { cursorTimeOf, cutPage } from "../../db/lists/page-cursor";
import { columnsWithoutSearch, newestFirst } from "../../db/lists/search-filter";
import { FIRST_VERSION, nextVersion, parseVersion } from "../../db/lists/row-version";

export const TICKET_NOT_FOUND = "No such service ticket. It may have been deleted.";
const STALE_MESSAGE = "Someone else changed this ticket. It has been reloaded; make your change again.";

/** A ticket read with its creator's name and e-mail. */
function selectTickets(db: Database) {
  return db
    .select({
      ticket: columnsWithoutSearch(serviceTickets),
      creatorName: profiles.name,
      creatorEmail: profiles.email,
    })
    .from(serviceTickets)
    .leftJoin(profiles, eq(profiles.userId, serviceTickets.createdBy));
}

type TicketRow = Awaited<ReturnType<typeof selectTickets>>[number];

/** The same ticket as a write's RETURNING list, so a write hands back the whole ticket. */
const writtenTicket = {
  ...columnsWithoutSearch(serviceTickets),
  creatorName: returnedLookup<string>(profiles.name, profiles.userId, serviceTickets.createdBy),
  creatorEmail: returnedLookup<string>(profiles.email, profiles.userId, serviceTickets.createdBy),
};

function toWrittenTicket(row: { creatorName: string | null; creatorEmail: string | null } & TicketRow["ticket"]): ServiceTicket {
  return toTicket({ ticket: row, creatorName: row.creatorName, creatorEmail: row.creatorEmail });
}

function toTicket({ ticket, creatorName, creatorEmail }: Pick<TicketRow, "ticket" | "creatorName" | "creatorEmail">): ServiceTicket {
  return {
    id: ticket.id,
    vin: ticket.vin,
    customerName: ticket.customerName,
    customerContact: ticket.customerContact,
    issueDescription: ticket.issueDescription,
    vehicleId: ticket.vehicleId,
    status: ticket.status,
    createdBy: ticket.createdBy,
    creator: creatorName === null || creatorEmail === null ? null : { name: creatorName, email: creatorEmail },
    createdAt: ticket.createdAt.toISOString(),
    updatedAt: ticket.updatedAt.toISOString(),
  };
}

const ticketById = perDatabase((db) =>
  selectTickets(db).where(eq(serviceTickets.id, sql.placeholder("id"))).prepare("ticket_by_id"),
);

export async function findTicket(db: Database, ticketId: string): Promise<ServiceTicket> {
  if (!isUuid(ticketId)) throw new ApiError("not_found", TICKET_NOT_FOUND);
  const [row] = await ticketById(db).execute({ id: ticketId });
  if (!row) throw new ApiError("not_found", TICKET_NOT_FOUND);
  return toTicket(row);
}

/** The list's columns, flat: the order of a positional row. */
const listColumns = {
  ...columnsWithoutSearch(serviceTickets),
  creatorName: profiles.name,
  creatorEmail: profiles.email,
};
const at = columnPositions(listColumns);

const ticketListStatement = statementCache((db, shape, key) =>
  arrayRowStatement(
    db,
    `tickets_rows_${key}`,
    db
      .select(listColumns)
      .from(serviceTickets)
      .leftJoin(profiles, eq(profiles.userId, serviceTickets.createdBy))
      .where(
        and(
          readerGate(shape.reader),
          searchCondition(serviceTickets.searchText, serviceTickets.id, shape),
          shape.status ? eq(serviceTickets.status, sql.placeholder("status")) : undefined,
          cursorCondition(serviceTickets.createdAt, serviceTickets.id, shape),
          recentCondition(serviceTickets, serviceTickets.createdAt, serviceTickets.id, shape),
        ),
      )
      .orderBy(...newestFirst(serviceTickets.createdAt, serviceTickets.id, shape))
      .limit(fetchLimit(shape)),
  ),
);

/** A list row as the API shows a ticket (the same as toTicket, from a positional row). */
function ticketFromRow(row: ArrayRow): ServiceTicket {
  const creatorName = row[at.creatorName] as string | null;
  const creatorEmail = row[at.creatorEmail] as string | null;
  return {
    id: row[at.id] as string,
    vin: row[at.vin] as string,
    customerName: row[at.customerName] as string | null,
    customerContact: row[at.customerContact] as string | null,
    issueDescription: row[at.issueDescription] as string,
    vehicleId: row[at.vehicleId] as string | null,
    status: row[at.status] as ServiceTicket["status"],
    createdBy: row[at.createdBy] as string,
    creator: creatorName === null || creatorEmail === null ? null : { name: creatorName, email: creatorEmail },
    createdAt: isoTime(row[at.createdAt] as string),
    updatedAt: isoTime(row[at.updatedAt] as string),
  };
}

/** Newest first; search covers VIN, customer name, issue description and the ticket id. */
export async function listTickets(db: Database, reader: ListReader, query: z.output<typeof ticketListQuerySchema>): Promise<TicketPage> {
  const request = listRequest(query, reader);
  const rows = await searchAmongRecentFirst(request, (shape) => ticketListStatement(db, shape)(request.values));
  const page = cutPage(rows, query.limit, (row) => ({ time: cursorTimeOf(row[at.createdAt] as string), id: row[at.id] as string }));
  return { tickets: page.rows.map(ticketFromRow), nextCursor: page.nextCursor };
}

export async function createTicket(
  db: Database,
  createdBy: string,
  input: z.output<typeof ticketCreateSchema>,
): Promise<ServiceTicket> {
  const [row] = await db
    .insert(serviceTickets)
    .values({
      vin: input.vin,
      customerName: emptyToNull(input.customerName),
      customerContact: emptyToNull(input.customerContact),
      issueDescription: input.issueDescription,
      vehicleId: emptyToNull(input.vehicleId),
      status: "Open",
      createdBy,
      updatedBy: createdBy,
      updatedAt: FIRST_VERSION,
    })
    .returning(writtenTicket);
  return toWrittenTicket(row!);
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
  updatedBy: string,
  input: z.output<typeof ticketUpdateSchema>,
): Promise<ServiceTicket> {
  if (!isUuid(ticketId)) throw new ApiError("not_found", TICKET_NOT_FOUND);
  const seen = parseVersion(input.updatedAt);
  const [written] = await db
    .update(serviceTickets)
    .set({
      vin: input.vin,
      customerName: emptyToNull(input.customerName),
      customerContact: emptyToNull(input.customerContact),
      issueDescription: input.issueDescription,
      ...(input.status ? { status: input.status } : {}),
      updatedBy,
      updatedAt: nextVersion(serviceTickets.updatedAt),
    })
    .where(and(eq(serviceTickets.id, ticketId), eq(serviceTickets.updatedAt, seen)))
    .returning(writtenTicket);
  // Nothing written: the ticket is gone (findTicket's 404) or changed, and then the 409 carries it.
  if (!written) throw staleEditError(STALE_MESSAGE, await findTicket(db, ticketId));
  return toWrittenTicket(written);
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
