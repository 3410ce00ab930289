import { and, eq, sql } from "drizzle-orm";
import { INVOICE_HAS_PAYMENTS_MESSAGE } from "../../shared/constants/invoices";
import type { Database } from "../db/database";
import { nextVersion } from "../db/lists/row-version";
import { invoices, jobCards } from "../db/schema";
import { ApiError } from "../http/api-error";
import { requireInvoiceRow } from "./invoice-records";

export const DRAFT_NOT_VOIDED = "A draft is deleted, not voided.";
export const ALREADY_VOID = "This invoice is already void.";

/**
 * Void Invoice: a finalized invoice without standing payments becomes void, keeping its number
 * (the numbering stays without gaps) and the reason. Its job card goes back from Billed to
 * Completed, so the work can be invoiced again.
 */
export async function voidInvoice(db: Database, invoiceId: string, userId: string, reason: string): Promise<{ jobCardId: string | null }> {
  return db.transaction(async (tx) => {
    const row = await requireInvoiceRow(tx, invoiceId, { lock: true });
    if (row.state === "draft") throw new ApiError("invoice_frozen", DRAFT_NOT_VOIDED);
    if (row.state === "void") throw new ApiError("invoice_frozen", ALREADY_VOID);
    if (row.amountPaidCents > 0) throw new ApiError("conflict", INVOICE_HAS_PAYMENTS_MESSAGE);
    const now = new Date();
    await tx
      .update(invoices)
      .set({ state: "void", voidedBy: userId, voidedAt: now, voidReason: reason, rowVersion: sql`${invoices.rowVersion} + 1`, updatedAt: now })
      .where(eq(invoices.id, row.id));
    if (row.jobCardId) {
      await tx
        .update(jobCards)
        .set({ status: "Completed", updatedBy: userId, updatedAt: nextVersion(jobCards.updatedAt) })
        .where(and(eq(jobCards.id, row.jobCardId), eq(jobCards.status, "Billed")));
    }
    return { jobCardId: row.jobCardId };
  });
}
