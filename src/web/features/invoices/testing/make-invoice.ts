import type { Invoice, InvoiceSummary, Payment } from "@/shared/schemas/invoices";

export const INVOICE_ID = "9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f";
export const INVOICE_JOB_CARD_ID = "1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d";

/**
 * A draft of one brake job: 2.0 h labor at 100.00 and two pads at 25.00 (250.00), parts taxed at
 * 10% (5.00), total 255.00, all of it approved. Tests override what they look at.
 */
export function makeInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: INVOICE_ID,
    jobCardId: INVOICE_JOB_CARD_ID,
    status: "Draft",
    number: null,
    invoiceDate: null,
    rowVersion: 1,
    parties: {
      shopName: "Main Street Motors",
      shopAddress: "1 Main Street, Springfield",
      shopPhone: "555-0100",
      customerName: "Jane Driver",
      customerContact: "jane@example.com",
      vin: "1HGCM82633A004352",
    },
    customerId: null,
    jobs: [
      {
        id: "job-brakes",
        name: "Front brakes",
        lines: [
          { id: "l1", kind: "labor", description: "Replace pads", hoursTenths: 20, rateCents: 10000 },
          { id: "l2", kind: "part", partName: "Brake pad", partNumber: "BP-1", quantityHundredths: 200, unitCostCents: 2000, unitPriceCents: 2500 },
        ],
        totalCents: 25000,
      },
    ],
    tax: { taxRateBp: 1000, taxLabor: false, taxParts: true, taxFees: false },
    subtotalCents: 25000,
    discountCents: 0,
    taxCents: 500,
    totalCents: 25500,
    authorisedTotalCents: 25500,
    amountPaidCents: 0,
    balanceDueCents: 25500,
    payments: [],
    canEmail: false,
    finalizedAt: null,
    finalizedBy: null,
    voidedAt: null,
    voidedBy: null,
    voidReason: null,
    createdAt: "2026-03-02T09:00:00.000Z",
    createdBy: { name: "Sam Advisor", email: "sam@example.com" },
    updatedAt: "2026-03-02T09:00:00.000Z",
    ...overrides,
  };
}

/** The same invoice finalized as INV-000042 on 2026-03-03, nothing paid yet. */
export function makeFinalizedInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return makeInvoice({
    status: "Unpaid",
    number: "INV-000042",
    invoiceDate: "2026-03-03",
    finalizedAt: "2026-03-03T10:00:00.000Z",
    finalizedBy: { name: "Sam Advisor", email: "sam@example.com" },
    ...overrides,
  });
}

export function makePayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: "pay-1",
    amountCents: 10000,
    method: "Card",
    paidOn: "2026-03-04",
    note: "",
    recordedAt: "2026-03-04T11:00:00.000Z",
    recordedBy: { name: "Sam Advisor", email: "sam@example.com" },
    reversedAt: null,
    reversedBy: null,
    reversalReason: null,
    ...overrides,
  };
}

export function summaryOf(invoice: Invoice): InvoiceSummary {
  return {
    id: invoice.id,
    jobCardId: invoice.jobCardId,
    number: invoice.number,
    invoiceDate: invoice.invoiceDate,
    createdAt: invoice.createdAt,
    customerName: invoice.parties.customerName,
    vin: invoice.parties.vin,
    totalCents: invoice.totalCents,
    balanceDueCents: invoice.balanceDueCents,
    status: invoice.status,
  };
}
