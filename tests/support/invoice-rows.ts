import type { InvoiceState, PaymentMethod } from "../../src/shared/constants/invoices";
import { estimateTotals } from "../../src/shared/money/estimate-totals";
import type { EstimateJob } from "../../src/shared/schemas/estimates";
import type { InvoiceParties } from "../../src/shared/schemas/invoices";
import type { Database } from "../../src/server/db/database";
import { invoicePayments, invoices } from "../../src/server/db/schema";

/** An invoice as stored, for tests that read invoices without going through the invoice routes. */
export interface InvoiceRowFields {
  state: InvoiceState;
  /** The counter's value; a draft has none. */
  number?: number;
  invoiceDate?: string;
  /** Without jobs: one labor line worth the total. */
  totalCents?: number;
  /** With jobs, the total is what the money module computes from them, the discount and the tax. */
  jobs?: EstimateJob[];
  discountCents?: number;
  taxRateBp?: number;
  /** The copy frozen at finalize; without it, the invoice reads as a draft would. */
  parties?: InvoiceParties;
  amountPaidCents?: number;
  customerName?: string;
  vin?: string;
}

/** Stores an invoice as finalize (or a draft save) would have left it. */
export async function insertInvoiceRow(db: Database, fields: InvoiceRowFields): Promise<string> {
  const jobs = fields.jobs ?? [
    { id: "job-1", name: "Work", lines: [{ id: "line-1", kind: "labor" as const, description: "Work", hoursTenths: 10, rateCents: fields.totalCents ?? 0 }] },
  ];
  const discountCents = fields.discountCents ?? 0;
  const rate = fields.taxRateBp ?? 0;
  const tax = { taxRateBp: rate, taxLabor: rate > 0, taxParts: rate > 0, taxFees: false };
  const numberText = fields.number === undefined ? null : `INV-${String(fields.number).padStart(6, "0")}`;
  const [row] = await db
    .insert(invoices)
    .values({
      state: fields.state,
      number: fields.number ?? null,
      numberText,
      invoiceDate: fields.invoiceDate ?? null,
      jobs,
      discountCents,
      tax,
      parties: fields.parties ?? null,
      customerName: fields.customerName ?? fields.parties?.customerName ?? "Carla Customer",
      vin: fields.vin ?? fields.parties?.vin ?? "1HGCM82633A004352",
      totalCents: estimateTotals({ jobs, discountCents }, tax).totalCents,
      amountPaidCents: fields.amountPaidCents ?? 0,
      voidReason: fields.state === "void" ? "Entered twice" : null,
    })
    .returning({ id: invoices.id });
  return row!.id;
}

/** Stores a payment; a reversed one does not count in the invoice's amount paid, so set that yourself. */
export async function insertPaymentRow(
  db: Database,
  fields: { invoiceId: string; amountCents: number; paidOn: string; method?: PaymentMethod; note?: string; reversed?: boolean },
): Promise<void> {
  await db.insert(invoicePayments).values({
    invoiceId: fields.invoiceId,
    amountCents: fields.amountCents,
    method: fields.method ?? "Card",
    paidOn: fields.paidOn,
    note: fields.note ?? "",
    reversedAt: fields.reversed ? new Date() : null,
    reversalReason: fields.reversed ? "Card declined" : null,
  });
}
