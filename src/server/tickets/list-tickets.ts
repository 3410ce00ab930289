import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { ticketListQuerySchema } from "../../shared/schemas/ticket-form";
import type { TicketPage } from "../../shared/schemas/ticket-responses";
import { arrayRowStatement } from "../db/array-rows";
import type { Database } from "../db/database";
import {
  cursorCondition,
  fetchLimit,
  listRequest,
  recentCondition,
  searchAmongRecentFirst,
  searchCondition,
  statementCache,
} from "../db/lists/list-statement";
import { cutPage } from "../db/lists/page-cursor";
import { newestFirst } from "../db/lists/search-filter";
import { serviceTickets } from "../db/schema";
import { selectTickets, ticketCursorKey, ticketFromRow } from "./ticket-row";

const ticketListStatement = statementCache((db, shape, key) =>
  arrayRowStatement(
    db,
    `tickets_rows_${key}`,
    selectTickets(db)
      .where(
        and(
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

/** Newest first; search covers VIN, customer name, issue description and the ticket id. */
export async function listTickets(db: Database, query: z.output<typeof ticketListQuerySchema>): Promise<TicketPage> {
  const request = listRequest(query);
  const rows = await searchAmongRecentFirst(request, (shape) => ticketListStatement(db, shape)(request.values));
  const page = cutPage(rows, query.limit, ticketCursorKey);
  return { tickets: page.rows.map(ticketFromRow), nextCursor: page.nextCursor };
}
