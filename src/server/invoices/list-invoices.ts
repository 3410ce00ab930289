import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { InvoiceState } from "../../shared/constants/invoices";
import { balanceDueCents, invoiceStatus } from "../../shared/money/invoice-amounts";
import type { InvoicePage, InvoiceSummary, invoiceListQuerySchema } from "../../shared/schemas/invoices";
import { arrayRowStatement, columnPositions, type ArrayRow, type ArrayRowStatement } from "../db/array-rows";
import type { Database } from "../db/database";
import { isoTime } from "../db/lists/iso-time";
import {
  cursorCondition,
  fetchLimit,
  listRequest,
  recentCondition,
  searchAmongRecentFirst,
  searchCondition,
  shapeKey,
  statementCache,
  type ListShape,
} from "../db/lists/list-statement";
import { cursorTimeOf, cutPage } from "../db/lists/page-cursor";
import { newestFirst } from "../db/lists/search-filter";
import { invoices } from "../db/schema";

export const DEFAULT_INVOICE_PAGE = 50;

export type InvoiceListQuery = z.output<typeof invoiceListQuerySchema>;

/** The columns of a list row, flat, in the order of a positional row: the summary's, and the cursor key. */
const listColumns = {
  id: invoices.id,
  jobCardId: invoices.jobCardId,
  number: invoices.numberText,
  // As text: the driver would make a Date of a date.
  invoiceDate: sql<string | null>`${invoices.invoiceDate}::text`,
  createdAt: invoices.createdAt,
  customerName: invoices.customerName,
  vin: invoices.vin,
  totalCents: invoices.totalCents,
  amountPaidCents: invoices.amountPaidCents,
  state: invoices.state,
};
const at = columnPositions(listColumns);

/** A list shape with the invoice list's own filters. */
interface InvoiceShape extends ListShape {
  vin: boolean;
  jobCard: boolean;
}

/**
 * The Invoices page's statement, newest first by (created_at, id) with that pair as the cursor:
 * search is a case-insensitive substring of the number, customer or VIN (the generated
 * search_text, with its trigram index; never the id), then the status, VIN and job card filters.
 * As the ticket list's, it is a named statement per shape, and a search first walks the newest
 * rows (list-statement.ts).
 */
function buildStatement(db: Database, shape: InvoiceShape, name: string): ArrayRowStatement {
  return arrayRowStatement(
    db,
    name,
    db
      .select(listColumns)
      .from(invoices)
      .where(
        and(
          searchCondition(invoices.searchText, invoices.id, shape),
          shape.status ? eq(invoices.status, sql.placeholder("status")) : undefined,
          shape.vin ? eq(invoices.vin, sql.placeholder("vin")) : undefined,
          shape.jobCard ? eq(invoices.jobCardId, sql.placeholder("jobCardId")) : undefined,
          cursorCondition(invoices.createdAt, invoices.id, shape),
          recentCondition(invoices, invoices.createdAt, invoices.id, shape),
        ),
      )
      .orderBy(...newestFirst(invoices.createdAt, invoices.id, shape))
      .limit(fetchLimit(shape)),
  );
}

const invoiceListStatement = statementCache<ArrayRowStatement, InvoiceShape>(
  (db, shape, key) => buildStatement(db, shape, `invoices_rows_${key}`),
  (shape) => `${shapeKey(shape)}${shape.vin ? "1" : "0"}${shape.jobCard ? "1" : "0"}`,
);

/** A list row as the API shows an invoice. */
function toInvoiceSummary(row: ArrayRow): InvoiceSummary {
  const totalCents = row[at.totalCents] as number;
  const amountPaidCents = row[at.amountPaidCents] as number;
  return {
    id: row[at.id] as string,
    jobCardId: row[at.jobCardId] as string | null,
    number: row[at.number] as string | null,
    invoiceDate: row[at.invoiceDate] as string | null,
    createdAt: isoTime(row[at.createdAt] as string),
    customerName: row[at.customerName] as string | null,
    vin: row[at.vin] as string | null,
    totalCents,
    balanceDueCents: balanceDueCents(totalCents, amountPaidCents),
    status: invoiceStatus(row[at.state] as InvoiceState, totalCents, amountPaidCents),
  };
}

/** GET /api/invoices: a page of invoices and the cursor of the next (null on the last). */
export async function listInvoices(db: Database, query: InvoiceListQuery): Promise<InvoicePage> {
  const limit = query.limit ?? DEFAULT_INVOICE_PAGE;
  const request = listRequest({ search: query.search, status: query.status, cursor: query.cursor, limit });
  // The list's own filters are added to the request's objects, not spread into copies: in V8 an
  // object spread that adds keys takes a slow path on every read. The invoice search
  // looks in the number, customer and VIN only: an id prefix finds nothing.
  const shape: InvoiceShape = Object.assign(request.shape, { idLike: false, vin: Boolean(query.vin), jobCard: Boolean(query.jobCardId) });
  const { values } = request;
  if (query.vin) values.vin = query.vin;
  if (query.jobCardId) values.jobCardId = query.jobCardId;
  const rows = await searchAmongRecentFirst({ shape, values }, (tried) => invoiceListStatement(db, tried)(values));
  const page = cutPage(rows, limit, (row) => ({ time: cursorTimeOf(row[at.createdAt] as string), id: row[at.id] as string }));
  return { invoices: page.rows.map(toInvoiceSummary), nextCursor: page.nextCursor };
}
