import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { INVOICE_FROZEN_MESSAGE } from "../../shared/constants/invoices";
import type { Invoice, invoiceDraftInputSchema } from "../../shared/schemas/invoices";
import type { Database } from "../db/database";
import { invoices, jobCards } from "../db/schema";
import { ApiError, staleEditError } from "../http/api-error";
import { checkedTotalCents } from "./invoice-content";
import { requireInvoiceRow } from "./invoice-records";
import { readInvoice, type ReadInvoiceOptions } from "./read-invoice";

const STALE_MESSAGE = "Someone else changed this invoice. It has been reloaded; make your change again.";

/** The 409 for a change to an invoice that is no longer a draft. */
export function invoiceFrozen(): ApiError {
  return new ApiError("invoice_frozen", INVOICE_FROZEN_MESSAGE);
}

/**
 * Save Draft: the whole draft (jobs, lines, discount) if it is still the version the client read;
 * a finalized or void invoice is refused (409 invoice_frozen), a stale rowVersion gets the 409 of
 * a stale edit with the invoice as stored now. The tax settings stay those the draft was made with.
 */
export async function saveInvoiceDraft(
  db: Database,
  invoiceId: string,
  input: z.output<typeof invoiceDraftInputSchema>,
  options: ReadInvoiceOptions,
): Promise<Invoice> {
  const row = await requireInvoiceRow(db, invoiceId);
  if (row.state !== "draft") throw invoiceFrozen();
  const totalCents = checkedTotalCents(input.jobs, input.discountCents, row.tax);
  const [card] = row.jobCardId
    ? await db.select({ customerName: jobCards.customerName, vin: jobCards.vin }).from(jobCards).where(eq(jobCards.id, row.jobCardId))
    : [];
  const written = await db
    .update(invoices)
    .set({
      jobs: input.jobs,
      discountCents: input.discountCents,
      totalCents,
      ...(card ? { customerName: card.customerName, vin: card.vin } : {}),
      rowVersion: sql`${invoices.rowVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(invoices.id, row.id), eq(invoices.state, "draft"), eq(invoices.rowVersion, input.rowVersion)))
    .returning({ id: invoices.id });
  const invoice = await readInvoice(db, row.id, options);
  if (written.length === 0) {
    if (invoice.status !== "Draft") throw invoiceFrozen();
    throw staleEditError(STALE_MESSAGE, invoice);
  }
  return invoice;
}

/** Delete Draft: only a draft goes; a numbered invoice is voided instead, never deleted. */
export async function deleteInvoiceDraft(db: Database, invoiceId: string): Promise<void> {
  const row = await requireInvoiceRow(db, invoiceId);
  if (row.state !== "draft") throw invoiceFrozen();
  const deleted = await db
    .delete(invoices)
    .where(and(eq(invoices.id, row.id), eq(invoices.state, "draft")))
    .returning({ id: invoices.id });
  if (deleted.length === 0) throw invoiceFrozen();
}
