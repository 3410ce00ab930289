import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { INVOICE_VOID_MESSAGE, PAYMENT_ALREADY_REVERSED_MESSAGE } from "../../shared/constants/invoices";
import { aboveBalanceMessage, balanceDueCents } from "../../shared/money/invoice-amounts";
import type { paymentInputSchema } from "../../shared/schemas/invoices";
import type { Database } from "../db/database";
import { isUuid } from "../db/lists/is-uuid";
import { invoicePayments, invoices, type InvoiceRow } from "../db/schema";
import { ApiError } from "../http/api-error";
import { defaultMoney } from "./invoice-content";
import { PAYMENT_NOT_FOUND, requireInvoiceRow } from "./invoice-records";

export const FINALIZE_BEFORE_PAYMENT = "Finalize the invoice before recording a payment.";

function requireFinalized(row: InvoiceRow): void {
  if (row.state === "draft") throw new ApiError("invoice_frozen", FINALIZE_BEFORE_PAYMENT);
  if (row.state === "void") throw new ApiError("invoice_frozen", INVOICE_VOID_MESSAGE);
}

/**
 * Record Payment: at most the balance due, on a finalized invoice. The invoice row is locked, so
 * two payments at once cannot both fit a balance only one fits; the amount paid changes in the
 * same transaction as the payment is written.
 */
export async function recordPayment(db: Database, invoiceId: string, userId: string, input: z.output<typeof paymentInputSchema>): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await requireInvoiceRow(tx, invoiceId, { lock: true });
    requireFinalized(row);
    const balance = balanceDueCents(row.totalCents, row.amountPaidCents);
    if (input.amountCents > balance) {
      const message = aboveBalanceMessage(balance, defaultMoney);
      throw new ApiError("validation_failed", message, { fields: { amountCents: [message] }, balanceDueCents: balance });
    }
    await tx.insert(invoicePayments).values({
      invoiceId: row.id,
      amountCents: input.amountCents,
      method: input.method,
      paidOn: input.paidOn,
      note: input.note,
      recordedBy: userId,
    });
    await tx
      .update(invoices)
      .set({ amountPaidCents: sql`${invoices.amountPaidCents} + ${input.amountCents}`, updatedAt: new Date() })
      .where(eq(invoices.id, row.id));
  });
}

/**
 * Reverse Payment: the payment stays listed, marked with who reversed it and why, and its amount
 * is owed again.
 */
export async function reversePayment(db: Database, invoiceId: string, paymentId: string, userId: string, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await requireInvoiceRow(tx, invoiceId, { lock: true });
    if (!isUuid(paymentId)) throw new ApiError("not_found", PAYMENT_NOT_FOUND);
    const [payment] = await tx
      .select()
      .from(invoicePayments)
      .where(and(eq(invoicePayments.id, paymentId), eq(invoicePayments.invoiceId, row.id)));
    if (!payment) throw new ApiError("not_found", PAYMENT_NOT_FOUND);
    if (payment.reversedAt) throw new ApiError("conflict", PAYMENT_ALREADY_REVERSED_MESSAGE);
    const now = new Date();
    await tx.update(invoicePayments).set({ reversedBy: userId, reversedAt: now, reversalReason: reason }).where(eq(invoicePayments.id, payment.id));
    await tx
      .update(invoices)
      .set({ amountPaidCents: sql`${invoices.amountPaidCents} - ${payment.amountCents}`, updatedAt: now })
      .where(eq(invoices.id, row.id));
  });
}
