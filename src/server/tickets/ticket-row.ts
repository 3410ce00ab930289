import { eq } from "drizzle-orm";
import type { ServiceTicket } from "../../shared/schemas/ticket-responses";
import { columnPositions, type ArrayRow } from "../db/array-rows";
import type { Database } from "../db/database";
import { isoTime } from "../db/lists/iso-time";
import { cursorTimeOf, type CursorKey } from "../db/lists/page-cursor";
import { columnsWithoutSearch } from "../db/lists/search-filter";
import { returnedLookup } from "../db/returned-lookup";
import { profiles, serviceTickets } from "../db/schema";

/** A ticket's columns and its creator's name and e-mail, flat: the order of its positional row. */
const ticketColumns = {
  ...columnsWithoutSearch(serviceTickets),
  creatorName: profiles.name,
  creatorEmail: profiles.email,
};

/** The same columns, in the same order, as a write's RETURNING list: a write hands back the whole ticket. */
export const writtenTicketColumns = {
  ...columnsWithoutSearch(serviceTickets),
  creatorName: returnedLookup<string>(profiles.name, profiles.userId, serviceTickets.createdBy),
  creatorEmail: returnedLookup<string>(profiles.email, profiles.userId, serviceTickets.createdBy),
};

const at = columnPositions(ticketColumns);

/** Tickets with their creator, read as positional rows (ticketFromRow), by lists and single reads alike. */
export function selectTickets(db: Database) {
  return db.select(ticketColumns).from(serviceTickets).leftJoin(profiles, eq(profiles.userId, serviceTickets.createdBy));
}

/** The one way a ticket row becomes the API's ticket: lists, single reads and writes. */
export function ticketFromRow(row: ArrayRow): ServiceTicket {
  const creatorName = row[at.creatorName] as string | null;
  const creatorEmail = row[at.creatorEmail] as string | null;
  return {
    id: row[at.id] as string,
    vin: row[at.vin] as string,
    customerName: row[at.customerName] as string | null,
    customerContact: row[at.customerContact] as string | null,
    customerId: row[at.customerId] as string | null,
    issueDescription: row[at.issueDescription] as string,
    vehicleId: row[at.vehicleId] as string | null,
    status: row[at.status] as ServiceTicket["status"],
    createdBy: row[at.createdBy] as string,
    creator: creatorName === null || creatorEmail === null ? null : { name: creatorName, email: creatorEmail },
    createdAt: isoTime(row[at.createdAt] as string),
    updatedAt: isoTime(row[at.updatedAt] as string),
  };
}

/** A row's place in the newest-first order: the list's cursor key. */
export function ticketCursorKey(row: ArrayRow): CursorKey {
  return { time: cursorTimeOf(row[at.createdAt] as string), id: row[at.id] as string };
}
