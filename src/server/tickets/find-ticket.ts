import { eq, sql } from "drizzle-orm";
import type { ServiceTicket } from "../../shared/schemas/ticket-responses";
import { arrayRowStatement } from "../db/array-rows";
import type { Database } from "../db/database";
import { isUuid } from "../db/lists/is-uuid";
import { perDatabase } from "../db/per-database";
import { serviceTickets } from "../db/schema";
import { ApiError } from "../http/api-error";
import { selectTickets, ticketFromRow } from "./ticket-row";

export const TICKET_NOT_FOUND = "No such service ticket. It may have been deleted.";

const ticketById = perDatabase((db) => arrayRowStatement(db, "ticket_by_id", selectTickets(db).where(eq(serviceTickets.id, sql.placeholder("id")))));

/** One ticket with its creator, or a 404. Reads on the database's pool, outside any transaction. */
export async function findTicket(db: Database, ticketId: string): Promise<ServiceTicket> {
  if (!isUuid(ticketId)) throw new ApiError("not_found", TICKET_NOT_FOUND);
  const [row] = await ticketById(db)({ id: ticketId });
  if (!row) throw new ApiError("not_found", TICKET_NOT_FOUND);
  return ticketFromRow(row);
}
