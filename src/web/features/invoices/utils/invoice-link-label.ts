import type { InvoiceSummary } from "@/shared/schemas/invoices";

/** The name of the link that opens an invoice: its number, or that it is a draft and whose. */
export function invoiceLinkLabel(invoice: Pick<InvoiceSummary, "number" | "customerName">): string {
  if (invoice.number) return `Open invoice ${invoice.number}`;
  return invoice.customerName ? `Open Draft invoice for ${invoice.customerName}` : "Open Draft invoice";
}
