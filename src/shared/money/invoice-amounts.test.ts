import { describe, expect, it } from "vitest";
import { aboveAuthorisedMessage, balanceDueCents, daysBetween, formatInvoiceNumber, invoiceStatus, receivablesBucket } from "./invoice-amounts";

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

describe("invoice amounts", () => {
  it("prints the counter in six digits after the prefix, and more digits once it outgrows them", () => {
    expect(formatInvoiceNumber("INV-", 42)).toBe("INV-000042");
    expect(formatInvoiceNumber("A/", 1_234_567)).toBe("A/1234567");
    expect(() => formatInvoiceNumber("INV-", 0)).toThrow(RangeError);
  });

  it("names the status from the state and what stands paid", () => {
    expect(invoiceStatus("draft", 1000, 0)).toBe("Draft");
    expect(invoiceStatus("finalized", 1000, 0)).toBe("Unpaid");
    expect(invoiceStatus("finalized", 1000, 1)).toBe("Partially Paid");
    expect(invoiceStatus("finalized", 1000, 1000)).toBe("Paid");
    expect(invoiceStatus("finalized", 0, 0)).toBe("Paid");
    expect(invoiceStatus("void", 1000, 0)).toBe("Void");
    expect(balanceDueCents(1000, 400)).toBe(600);
  });

  it("ages a balance into the report's columns by whole days", () => {
    expect([0, 1, 30, 31, 60, 61, 90, 91].map(receivablesBucket)).toEqual([
      "Current",
      "1-30 days",
      "1-30 days",
      "31-60 days",
      "31-60 days",
      "61-90 days",
      "61-90 days",
      "Over 90 days",
    ]);
    expect(daysBetween("2026-02-27", "2026-03-01")).toBe(2);
    expect(daysBetween("2025-12-31", "2026-03-31")).toBe(90);
    // Whole calendar days across a clock change.
    expect(daysBetween("2026-03-07", "2026-03-09")).toBe(2);
  });

  it("says both amounts when refusing a finalize above what was approved", () => {
    expect(aboveAuthorisedMessage(51_200, 48_000, dollars)).toBe(
      "The invoice total is above what the customer approved. Invoice total: $512.00. Approved: $480.00.",
    );
  });
});
