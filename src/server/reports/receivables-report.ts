import { and, asc, eq, gt, lte } from "drizzle-orm";
import { RECEIVABLES_BUCKETS } from "../../shared/constants/invoices";
import { balanceDueCents, daysBetween, invoiceStatus, receivablesBucket } from "../../shared/money/invoice-amounts";
import type { ReceivablesReport } from "../../shared/schemas/invoices";
import type { Database } from "../db/database";
import { invoices } from "../db/schema";

/**
 * What customers still owe on `asOf`: every finalized invoice dated on or before that day with a
 * balance left (drafts owe nothing yet, a void owes nothing), aged in calendar days from its
 * date. Balances are today's: a payment recorded after `asOf` already counts. Oldest first, the
 * order a shop chases them in.
 */
export async function receivablesReport(db: Database, asOf: string): Promise<ReceivablesReport> {
  const rows = await db
    .select({
      id: invoices.id,
      jobCardId: invoices.jobCardId,
      number: invoices.numberText,
      invoiceDate: invoices.invoiceDate,
      createdAt: invoices.createdAt,
      customerName: invoices.customerName,
      vin: invoices.vin,
      totalCents: invoices.totalCents,
      amountPaidCents: invoices.amountPaidCents,
    })
    .from(invoices)
    .where(and(eq(invoices.state, "finalized"), gt(invoices.totalCents, invoices.amountPaidCents), lte(invoices.invoiceDate, asOf)))
    .orderBy(asc(invoices.invoiceDate), asc(invoices.number));

  const buckets = RECEIVABLES_BUCKETS.map((bucket) => ({ bucket, balanceCents: 0, count: 0 }));
  let totalCents = 0;
  const open = rows.map(({ amountPaidCents, createdAt, invoiceDate, ...row }) => {
    // A finalized invoice always has its date (set at finalize).
    const date = invoiceDate ?? asOf;
    const ageDays = daysBetween(date, asOf);
    const bucket = receivablesBucket(ageDays);
    const balance = balanceDueCents(row.totalCents, amountPaidCents);
    const column = buckets[RECEIVABLES_BUCKETS.indexOf(bucket)]!;
    column.balanceCents += balance;
    column.count += 1;
    totalCents += balance;
    const status = invoiceStatus("finalized", row.totalCents, amountPaidCents);
    return { ...row, invoiceDate: date, createdAt: createdAt.toISOString(), balanceDueCents: balance, status, ageDays, bucket };
  });
  return { asOf, buckets, totalCents, invoices: open };
}
