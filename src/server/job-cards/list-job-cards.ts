import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { jobCardListQuerySchema } from "../../shared/schemas/job-card-form";
import type { JobCardPage } from "../../shared/schemas/job-card-responses";
import { arrayRowStatement } from "../db/array-rows";
import type { Database } from "../db/database";
import {
  cursorCondition,
  fetchLimit,
  listRequest,
  mineCondition,
  recentCondition,
  searchAmongRecentFirst,
  searchCondition,
  statementCache,
} from "../db/lists/list-statement";
import { cutPage } from "../db/lists/page-cursor";
import { newestFirst } from "../db/lists/search-filter";
import { jobCards } from "../db/schema";
import { jobCardCursorKey, jobCardFromRow, selectJobCards } from "./job-card-row";

const jobCardListStatement = statementCache((db, shape, key) =>
  arrayRowStatement(
    db,
    `job_cards_rows_${key}`,
    selectJobCards(db)
      .where(
        and(
          searchCondition(jobCards.searchText, jobCards.id, shape),
          shape.status ? eq(jobCards.status, sql.placeholder("status")) : undefined,
          mineCondition(jobCards.assignedTechnicianId, shape),
          cursorCondition(jobCards.createdAt, jobCards.id, shape),
          recentCondition(jobCards, jobCards.createdAt, jobCards.id, shape),
        ),
      )
      .orderBy(...newestFirst(jobCards.createdAt, jobCards.id, shape))
      .limit(fetchLimit(shape)),
  ),
);

/**
 * Newest first. Search covers the card's VIN, customer and service description (a card made
 * from a ticket holds the ticket's VIN and customer) and the card's id; assignedTo=me narrows to
 * the viewer's own.
 */
export async function listJobCards(db: Database, viewerId: string, query: z.output<typeof jobCardListQuerySchema>): Promise<JobCardPage> {
  const { search, status, cursor, limit } = query;
  const request = listRequest({ search, status, cursor, limit, mine: query.assignedTo === "me" ? viewerId : undefined });
  const rows = await searchAmongRecentFirst(request, (shape) => jobCardListStatement(db, shape)(request.values));
  const page = cutPage(rows, limit, jobCardCursorKey);
  return { jobCards: page.rows.map(jobCardFromRow), nextCursor: page.nextCursor };
}
