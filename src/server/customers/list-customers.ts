import { and } from "drizzle-orm";
import type { z } from "zod";
import type { CustomerPage, customerListQuerySchema } from "../../shared/schemas/customers";
import { arrayRowStatement } from "../db/array-rows";
import type { Database } from "../db/database";
import {
  cursorCondition,
  fetchLimit,
  listRequest,
  recentCondition,
  searchAmongRecentFirst,
  shapeKey,
  statementCache,
} from "../db/lists/list-statement";
import { cutPage } from "../db/lists/page-cursor";
import { newestFirst } from "../db/lists/search-filter";
import { customers } from "../db/schema";
import { customerCursorKey, customerFromRow, selectCustomers } from "./customer-row";
import { customerListRequest, customerSearchCondition, customerShapeKey, type CustomerListShape } from "./customer-search";

const customerListStatement = statementCache<ReturnType<typeof arrayRowStatement>, CustomerListShape>(
  (db, shape, key) =>
    arrayRowStatement(
      db,
      `customers_rows_${key}`,
      selectCustomers(db)
        .where(
          and(
            customerSearchCondition(shape),
            cursorCondition(customers.createdAt, customers.id, shape),
            recentCondition(customers, customers.createdAt, customers.id, shape),
          ),
        )
        .orderBy(...newestFirst(customers.createdAt, customers.id, shape))
        .limit(fetchLimit(shape)),
    ),
  (shape) => customerShapeKey(shape, shapeKey(shape)),
);

/** Newest first; search covers name, e-mail, phone numbers (however typed) and the vehicles' VINs. */
export async function listCustomers(db: Database, query: z.output<typeof customerListQuerySchema>): Promise<CustomerPage> {
  const search = query.search || undefined;
  const request = customerListRequest(listRequest({ search, cursor: query.cursor, limit: query.limit }), search);
  const rows = await searchAmongRecentFirst(request, (shape) => customerListStatement(db, shape)(request.values));
  const page = cutPage(rows, query.limit, customerCursorKey);
  return { customers: page.rows.map(customerFromRow), nextCursor: page.nextCursor };
}
