import {
  INVOICE_ABOVE_AUTHORISED_MESSAGE,
  INVOICE_NUMBER_DIGITS,
  PAYMENT_ABOVE_BALANCE_MESSAGE,
  type InvoiceState,
  type InvoiceStatus,
  type ReceivablesBucket,
} from "../constants/invoices";

/** The counter's value as printed: the shop's prefix and at least six digits (INV-000042). */
export function formatInvoiceNumber(prefix: string, counter: number): string {
  if (!Number.isSafeInteger(counter) || counter < 1) throw new RangeError("An invoice number is a whole number from 1.");
  return `${prefix}${String(counter).padStart(INVOICE_NUMBER_DIGITS, "0")}`;
}

/** What is still owed: the total less the payments that stand (reversed ones do not). */
export function balanceDueCents(totalCents: number, amountPaidCents: number): number {
  return totalCents - amountPaidCents;
}

/**
 * The status shown for an invoice: a draft and a void are that whatever was paid; a finalized one
 * is Paid once nothing is owed, Partially Paid once anything stands paid, and Unpaid before.
 */
export function invoiceStatus(state: InvoiceState, totalCents: number, amountPaidCents: number): InvoiceStatus {
  if (state === "draft") return "Draft";
  if (state === "void") return "Void";
  if (balanceDueCents(totalCents, amountPaidCents) <= 0) return "Paid";
  return amountPaidCents > 0 ? "Partially Paid" : "Unpaid";
}

/** An open balance's column in the Receivables Report, by the invoice's age in whole days. */
export function receivablesBucket(ageDays: number): ReceivablesBucket {
  if (ageDays <= 0) return "Current";
  if (ageDays <= 30) return "1-30 days";
  if (ageDays <= 60) return "31-60 days";
  if (ageDays <= 90) return "61-90 days";
  return "Over 90 days";
}

/** Whole days from one calendar date (YYYY-MM-DD) to another, as the calendar counts them. */
export function daysBetween(fromDate: string, toDate: string): number {
  const day = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return Math.round((day(toDate) - day(fromDate)) / 86_400_000);
}

/** The refusal of a finalize above the authorised total, with both amounts as the reader's screen shows money. */
export function aboveAuthorisedMessage(invoiceTotalCents: number, authorisedTotalCents: number, format: (cents: number) => string): string {
  return `${INVOICE_ABOVE_AUTHORISED_MESSAGE} Invoice total: ${format(invoiceTotalCents)}. Approved: ${format(authorisedTotalCents)}.`;
}

/** The refusal of a payment above the balance, with the balance. */
export function aboveBalanceMessage(balanceCents: number, format: (cents: number) => string): string {
  return `${PAYMENT_ABOVE_BALANCE_MESSAGE} Balance due: ${format(balanceCents)}.`;
}
