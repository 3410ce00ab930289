import type { Invoice } from "@/shared/schemas/invoices";

/** "Invoice INV-000042" once it has its number, "Draft Invoice" before. */
export function invoiceTitle(invoice: Pick<Invoice, "number">): string {
  return invoice.number ? `Invoice ${invoice.number}` : "Draft Invoice";
}
