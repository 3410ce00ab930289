import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { balanceDueCents, invoiceStatus } from "../../shared/money/invoice-amounts";
import type { InvoicePage, InvoiceSummary, invoiceListQuerySchema } from "../../shared/schemas/invoices";
import type { Database } from "../db/database";
import { cursorTime, cutPage, decodeCursor } from "../db/lists/page-cursor";
import { likePattern } from "../db/lists/search-filter";
import { invoices } from "../db/schema";

export const DEFAULT_INVOICE_PAGE = 50;

export type InvoiceListQuery = z.output<typeof invoiceListQuerySchema>;

/** The columns of a list row: the summary's, and the cursor key. */
export const invoiceSummaryColumns = {
  id: invoices.id,
  jobCardId: invoices.jobCardId,
  number: invoices.numberText,
  invoiceDate: invoices.invoiceDate,
  createdAt: invoices.createdAt,
  customerName: invoices.customerName,
  vin: invoices.vin,
  totalCents: invoices.totalCents,
  amountPaidCents: invoices.amountPaidCents,
  state: invoices.state,
  cursorTime: cursorTime(invoices.createdAt),
};

/**
 * The Invoices page's one statement, newest first by (created_at, id) with that pair as the
 * cursor: search is a case-insensitive substring of the number, customer or VIN (the generated
 * search_text, with its trigram index), then the status, VIN and job card filters. The benchmark's
 * bare baseline runs this same statement (toSQL()).
 */
export function invoiceListStatement(db: Database, query: InvoiceListQuery) {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const conditions: (SQL | undefined)[] = [
    query.search ? sql`${invoices.searchText} ilike ${likePattern(query.search)}` : undefined,
    query.status ? eq(invoices.status, query.status) : undefined,
    query.vin ? eq(invoices.vin, query.vin) : undefined,
    query.jobCardId ? eq(invoices.jobCardId, query.jobCardId) : undefined,
    cursor ? sql`(${invoices.createdAt}, ${invoices.id}) < (${cursor.time}::timestamptz, ${cursor.id}::uuid)` : undefined,
  ];
  return db
    .select(invoiceSummaryColumns)
    .from(invoices)
    .where(and(...conditions))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    // One more row than asked for says whether there is a next page.
    .limit((query.limit ?? DEFAULT_INVOICE_PAGE) + 1);
}

type SummaryRow = Awaited<ReturnType<typeof invoiceListStatement>>[number];

export function toInvoiceSummary(row: Omit<SummaryRow, "cursorTime">): InvoiceSummary {
  return {
    id: row.id,
    jobCardId: row.jobCardId,
    number: row.number,
    invoiceDate: row.invoiceDate,
    createdAt: row.createdAt.toISOString(),
    customerName: row.customerName,
    vin: row.vin,
    totalCents: row.totalCents,
    balanceDueCents: balanceDueCents(row.totalCents, row.amountPaidCents),
    status: invoiceStatus(row.state, row.totalCents, row.amountPaidCents),
  };
}

/** GET /api/invoices: a page of invoices and the cursor of the next (null on the last). */
export async function listInvoices(db: Database, query: InvoiceListQuery): Promise<InvoicePage> {
  const rows = await invoiceListStatement(db, query);
  const page = cutPage(rows, query.limit ?? DEFAULT_INVOICE_PAGE, (row) => ({ time: row.cursorTime, id: row.id }));
  return { invoices: page.rows.map(toInvoiceSummary), nextCursor: page.nextCursor };
}
