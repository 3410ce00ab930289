import { and, between, count, eq, isNull, sum } from "drizzle-orm";
import type { InvoiceRevenue } from "../../shared/schemas/invoices";
import type { Database } from "../db/database";
import { invoicePayments, invoices } from "../db/schema";

/**
 * The Revenue Report's invoice figures for the days from `from` to `to`, both included:
 * invoiced is what finalized invoices dated then total (a draft is no bill yet; a void one was
 * taken back), collected what payments dated then bring in, less those later reversed.
 */
export async function invoiceRevenue(db: Database, from: string, to: string): Promise<InvoiceRevenue> {
  const [[invoiced], [collected]] = await Promise.all([
    db
      .select({ cents: sum(invoices.totalCents).mapWith(Number), count: count() })
      .from(invoices)
      .where(and(eq(invoices.state, "finalized"), between(invoices.invoiceDate, from, to))),
    db
      .select({ cents: sum(invoicePayments.amountCents).mapWith(Number), count: count() })
      .from(invoicePayments)
      .where(and(isNull(invoicePayments.reversedAt), between(invoicePayments.paidOn, from, to))),
  ]);
  return {
    from,
    to,
    invoicedCents: invoiced?.cents ?? 0,
    invoiceCount: invoiced?.count ?? 0,
    collectedCents: collected?.cents ?? 0,
    paymentCount: collected?.count ?? 0,
  };
}
