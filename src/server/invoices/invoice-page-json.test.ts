import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { INVOICE_STATUSES } from "../../shared/constants/invoices";
import type { InvoicePage, InvoiceSummary } from "../../shared/schemas/invoices";
import { invoicePageJson } from "./invoice-page-json";

const summary = (fields: Partial<InvoiceSummary> = {}): InvoiceSummary => ({
  id: "0b9a3c1e-5a43-4e0f-9d7e-2f1c4b8a6d20",
  jobCardId: "7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f",
  number: "INV-000123",
  invoiceDate: "2026-11-26",
  createdAt: "2026-11-26T06:14:12.123Z",
  customerName: "Carla Customer",
  vin: "1HGCM82633A004352",
  totalCents: 12_345,
  balanceDueCents: 345,
  status: "Partially Paid",
  ...fields,
});

describe("invoicePageJson", () => {
  it.each<[string, InvoicePage]>([
    ["an empty last page", { invoices: [], nextCursor: null }],
    ["a page with a next page", { invoices: [summary(), summary({ status: "Paid", balanceDueCents: 0 })], nextCursor: "MjAyNi0xMS0yNlQwNjoxNDoxMi4xMjM0NTZafDBiOWE" }],
    ["a draft", { invoices: [summary({ number: null, invoiceDate: null, jobCardId: null, status: "Draft" })], nextCursor: null }],
    ["text JSON escapes", { invoices: [summary({ number: 'F"1\\2', customerName: "Zoë \"Z\" O'Brien\n\t\u0000 \ud83d\ude97 \ud800", vin: null })], nextCursor: null }],
    ...["\\", '"', "\n", "\u0000", "\u001f", "\ud800", "\udfff", "\ud83d\ude97", "\u007f", "\u2028"].map((character): [string, InvoicePage] => [
      `a name holding only ${JSON.stringify(character)} of note`,
      { invoices: [summary({ customerName: `Ana${character}Ng`, vin: `${character}VIN`, number: `INV-${character}` })], nextCursor: null },
    ]),
    ["negative and large amounts", { invoices: [summary({ totalCents: -5, balanceDueCents: 2_147_483_647 })], nextCursor: null }],
  ])("writes %s exactly as JSON.stringify does", (_what, page) => {
    expect(invoicePageJson(page)).toBe(JSON.stringify(page));
  });

  it("writes any text of the number, customer and VIN exactly as JSON.stringify does", () => {
    // Plain letters mixed with every kind of character JSON writes differently.
    const character = fc.oneof(fc.constantFrom("a", "é", "\\", '"', "\n", "\u0000", "\u001f", "\ud800", "\udc00", "\ud83d\ude97", "\u2028"), fc.string({ unit: "binary", maxLength: 1 }));
    const nullableText = fc.option(fc.string({ unit: character, maxLength: 12 }), { nil: null });
    fc.assert(
      fc.property(
        fc.array(fc.record({ number: nullableText, customerName: nullableText, vin: nullableText, totalCents: fc.integer(), status: fc.constantFrom(...INVOICE_STATUSES) }), { maxLength: 5 }),
        (rows) => {
          const page = { invoices: rows.map((row) => summary(row)), nextCursor: null };
          expect(invoicePageJson(page)).toBe(JSON.stringify(page));
        },
      ),
    );
  });
});
