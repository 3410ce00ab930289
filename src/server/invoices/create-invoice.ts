import { and, eq, ne } from "drizzle-orm";
import { INVOICE_EXISTS_MESSAGE, NOTHING_APPROVED_MESSAGE } from "../../shared/constants/invoices";
import type { Database } from "../db/database";
import { invoices } from "../db/schema";
import { loadEstimateRecords } from "../estimates/estimate-records";
import { ApiError } from "../http/api-error";
import { approvedWork } from "./approved-work";
import { checkedTotalCents } from "./invoice-content";

/** The 409 when the card already has an invoice that is not void; its id lets the client open it. */
function invoiceExists(invoiceId: string | undefined): ApiError {
  return new ApiError("conflict", INVOICE_EXISTS_MESSAGE, { invoiceId: invoiceId ?? null });
}

async function openInvoiceId(db: Database, jobCardId: string): Promise<string | undefined> {
  const [open] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.jobCardId, jobCardId), ne(invoices.state, "void")));
  return open?.id;
}

/**
 * Create Invoice: a draft of the card's approved work (declined and undecided jobs left out). One
 * open invoice per card: the database's unique index settles two creates at once, and the loser
 * gets the same 409 as a later create.
 */
export async function createInvoiceDraft(db: Database, jobCardId: string, userId: string): Promise<string> {
  const records = await loadEstimateRecords(db, jobCardId);
  const existing = await openInvoiceId(db, records.card.id);
  if (existing) throw invoiceExists(existing);
  const work = approvedWork(records);
  if (work.jobs.length === 0) throw new ApiError("conflict", NOTHING_APPROVED_MESSAGE);
  const [created] = await db
    .insert(invoices)
    .values({
      jobCardId: records.card.id,
      jobs: work.jobs,
      discountCents: work.discountCents,
      tax: work.tax,
      customerName: records.card.customerName,
      customerId: records.card.customerId,
      vin: records.card.vin,
      totalCents: checkedTotalCents(work.jobs, work.discountCents, work.tax),
      createdBy: userId,
    })
    .onConflictDoNothing()
    .returning({ id: invoices.id });
  if (!created) throw invoiceExists(await openInvoiceId(db, records.card.id));
  return created.id;
}
