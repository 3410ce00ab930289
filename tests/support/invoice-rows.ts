import type { InvoiceState } from "../../src/shared/constants/invoices";
import type { PaymentMethod } from "../../src/shared/constants/invoices";
import type { Database } from "../../src/server/db/database";
import { invoicePayments, invoices } from "../../src/server/db/schema";

/** An invoice as stored, for tests that read invoices without going through the invoice routes. */
export interface InvoiceRowFields {
  state: InvoiceState;
  /** The counter's value; a draft has none. */
  number?: number;
  invoiceDate?: string;
  totalCents: number;
  amountPaidCents?: number;
  customerName?: string;
  vin?: string;
}

/** Stores an invoice of one labor line worth its total (no tax), as finalize would have left it. */
export async function insertInvoiceRow(db: Database, fields: InvoiceRowFields): Promise<string> {
  const numberText = fields.number === undefined ? null : `INV-${String(fields.number).padStart(6, "0")}`;
  const [row] = await db
    .insert(invoices)
    .values({
      state: fields.state,
      number: fields.number ?? null,
      numberText,
      invoiceDate: fields.invoiceDate ?? null,
      jobs: [{ id: "job-1", name: "Work", lines: [{ id: "line-1", kind: "labor", description: "Work", hoursTenths: 10, rateCents: fields.totalCents }] }],
      tax: { taxRateBp: 0, taxLabor: false, taxParts: false, taxFees: false },
      customerName: fields.customerName ?? "Carla Customer",
      vin: fields.vin ?? "1HGCM82633A004352",
      totalCents: fields.totalCents,
      amountPaidCents: fields.amountPaidCents ?? 0,
      voidReason: fields.state === "void" ? "Entered twice" : null,
    })
    .returning({ id: invoices.id });
  return row!.id;
}

/** Stores a payment; a reversed one does not count in the invoice's amount paid, so set that yourself. */
export async function insertPaymentRow(
  db: Database,
  fields: { invoiceId: string; amountCents: number; paidOn: string; method?: PaymentMethod; reversed?: boolean },
): Promise<void> {
  await db.insert(invoicePayments).values({
    invoiceId: fields.invoiceId,
    amountCents: fields.amountCents,
    method: fields.method ?? "Card",
    paidOn: fields.paidOn,
    reversedAt: fields.reversed ? new Date() : null,
    reversalReason: fields.reversed ? "Card declined" : null,
  });
}
