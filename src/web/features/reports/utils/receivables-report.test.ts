import { describe, expect, it } from "vitest";
import type { ReceivablesReport } from "@/shared/schemas/invoices";
import { receivablesCsv, receivablesFileName } from "./receivables-report";

const report: ReceivablesReport = {
  asOf: "2026-11-20",
  buckets: [
    { bucket: "Current", balanceCents: 0, count: 0 },
    { bucket: "1-30 days", balanceCents: 12_550, count: 1 },
    { bucket: "31-60 days", balanceCents: 0, count: 0 },
    { bucket: "61-90 days", balanceCents: 0, count: 0 },
    { bucket: "Over 90 days", balanceCents: 100_000, count: 1 },
  ],
  totalCents: 112_550,
  invoices: [
    {
      id: "inv-1",
      jobCardId: null,
      number: "INV-000001",
      invoiceDate: "2026-07-01",
      createdAt: "2026-07-01T08:00:00.000Z",
      customerName: "=Evil Corp",
      vin: null,
      totalCents: 100_000,
      balanceDueCents: 100_000,
      status: "Unpaid",
      ageDays: 142,
      bucket: "Over 90 days",
    },
    {
      id: "inv-2",
      jobCardId: "card-2",
      number: "INV-000002",
      invoiceDate: "2026-11-10",
      createdAt: "2026-11-10T08:00:00.000Z",
      customerName: "Jane Driver",
      vin: "1HGCM82633A004352",
      totalCents: 20_000,
      balanceDueCents: 12_550,
      status: "Partially Paid",
      ageDays: 10,
      bucket: "1-30 days",
    },
  ],
};

describe("the Receivables Report as CSV", () => {
  it("lists the open invoices, then a subtotal per age bucket and the total, money in the header's currency", () => {
    expect(receivablesCsv(report, "€")).toEqual({
      header: ["Number", "Customer", "Date", "Age (days)", "Age", "Balance (€)"],
      rows: [
        ["INV-000001", "=Evil Corp", "2026-07-01", 142, "Over 90 days", "1000.00"],
        ["INV-000002", "Jane Driver", "2026-11-10", 10, "1-30 days", "125.50"],
        ["Subtotal", "", "", "", "Current", "0.00"],
        ["Subtotal", "", "", "", "1-30 days", "125.50"],
        ["Subtotal", "", "", "", "31-60 days", "0.00"],
        ["Subtotal", "", "", "", "61-90 days", "0.00"],
        ["Subtotal", "", "", "", "Over 90 days", "1000.00"],
        ["Total", "", "", "", "All", "1125.50"],
      ],
    });
  });

  it("is named by its date", () => {
    expect(receivablesFileName("2026-11-20")).toBe("receivables-as-of-2026-11-20.csv");
  });
});
