import type { InvoiceSummary } from "@/shared/schemas/invoices";
import type { ApiHandler } from "@/web/testing/stub-api";
import { jsonResponse } from "@/web/testing/stub-api";

/** An invoice as the Invoices page lists it: a finalized, unpaid one unless told otherwise. */
export function makeInvoiceSummary(overrides: Partial<InvoiceSummary> = {}): InvoiceSummary {
  return {
    id: "inv-1",
    jobCardId: "card-1",
    number: "INV-000001",
    invoiceDate: "2026-11-20",
    createdAt: "2026-11-19T09:00:00.000Z",
    customerName: "Jane Driver",
    vin: "1HGCM82633A004352",
    totalCents: 24_999,
    balanceDueCents: 24_999,
    status: "Unpaid",
    ...overrides,
  };
}

/**
 * GET /api/invoices as the server answers it: search (number, customer, VIN), status and vin
 * applied, pages of `pageSize` with the offset as the cursor.
 */
export function invoiceListHandler(getInvoices: () => InvoiceSummary[], pageSize = 50): ApiHandler {
  return ({ query }) => {
    const search = query.search?.toLowerCase() ?? "";
    const matching = getInvoices().filter(
      (invoice) =>
        (!query.status || invoice.status === query.status) &&
        (!query.vin || invoice.vin === query.vin) &&
        [invoice.number ?? "", invoice.customerName ?? "", invoice.vin ?? ""].some((value) => value.toLowerCase().includes(search)),
    );
    const start = Number(query.cursor ?? 0);
    const end = start + Number(query.limit ?? pageSize);
    return jsonResponse(200, { invoices: matching.slice(start, end), nextCursor: end < matching.length ? String(end) : null });
  };
}
