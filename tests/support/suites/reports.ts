import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InvoiceRevenue, ReceivablesReport } from "../../../src/shared/schemas/invoices";
import { insertInvoiceRow, insertPaymentRow } from "../invoice-rows";
import { bodyOf, errorOf } from "../shop-test-fixture";
import { createTestApp, type TestApp } from "../test-app";
import { signedInClient, type TestClient } from "../test-client";
import type { DatabaseKind } from "../../../src/server/db/database";

const AS_OF = "2026-06-30";

/** Run on PGlite by src/server/routes/reports/reports.test.ts, on PostgreSQL by tests/system/postgres/reports-postgres.test.ts. */
export function describeReports(kind: DatabaseKind): void {
  describe(`invoice reports on ${kind}`, () => {
    let t: TestApp;
    let admin: TestClient;
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      t = await createTestApp(kind);
      ({ client: admin } = await signedInClient(t.app, "reports@example.com", { name: "Ada Admin" }));
      const { db } = t.database;
      // One open invoice at each edge of the ageing buckets, counted from AS_OF.
      ids.current = await insertInvoiceRow(db, { state: "finalized", number: 1, invoiceDate: AS_OF, totalCents: 10_000, customerName: "Ann Current" });
      ids.month = await insertInvoiceRow(db, { state: "finalized", number: 2, invoiceDate: "2026-06-01", totalCents: 20_000, amountPaidCents: 5_000 });
      ids.sixty = await insertInvoiceRow(db, { state: "finalized", number: 3, invoiceDate: "2026-05-01", totalCents: 30_000 });
      ids.ninety = await insertInvoiceRow(db, { state: "finalized", number: 4, invoiceDate: "2026-04-01", totalCents: 40_000 });
      ids.older = await insertInvoiceRow(db, { state: "finalized", number: 5, invoiceDate: "2026-03-31", totalCents: 50_000 });
      // Owe nothing, or not yet on AS_OF.
      ids.paid = await insertInvoiceRow(db, { state: "finalized", number: 6, invoiceDate: "2026-06-10", totalCents: 7_000, amountPaidCents: 7_000 });
      ids.void = await insertInvoiceRow(db, { state: "void", number: 7, invoiceDate: "2026-06-15", totalCents: 9_000 });
      ids.draft = await insertInvoiceRow(db, { state: "draft", totalCents: 11_000 });
      ids.later = await insertInvoiceRow(db, { state: "finalized", number: 8, invoiceDate: "2026-07-01", totalCents: 12_000, amountPaidCents: 1_000 });

      await insertPaymentRow(db, { invoiceId: ids.month, amountCents: 5_000, paidOn: "2026-06-05" });
      await insertPaymentRow(db, { invoiceId: ids.month, amountCents: 3_000, paidOn: "2026-06-06", reversed: true });
      await insertPaymentRow(db, { invoiceId: ids.paid, amountCents: 7_000, paidOn: "2026-06-10", method: "Cash" });
      await insertPaymentRow(db, { invoiceId: ids.later, amountCents: 1_000, paidOn: "2026-07-01" });
    });
    afterAll(() => t?.close());

    async function receivables(asOf: string): Promise<ReceivablesReport> {
      const response = await admin.request("GET", `/api/reports/receivables?asOf=${asOf}`);
      expect(response.status).toBe(200);
      return bodyOf<ReceivablesReport>(response);
    }

    async function revenue(from: string, to: string): Promise<InvoiceRevenue> {
      const response = await admin.request("GET", `/api/reports/invoice-revenue?from=${from}&to=${to}`);
      expect(response.status).toBe(200);
      return bodyOf<InvoiceRevenue>(response);
    }

    it("get /api/reports/receivables ages each open balance from its invoice's date to asOf", async () => {
      const report = await receivables(AS_OF);
      expect(report.asOf).toBe(AS_OF);
      expect(report.buckets).toEqual([
        { bucket: "Current", balanceCents: 10_000, count: 1 },
        { bucket: "1-30 days", balanceCents: 15_000, count: 1 },
        { bucket: "31-60 days", balanceCents: 30_000, count: 1 },
        { bucket: "61-90 days", balanceCents: 40_000, count: 1 },
        { bucket: "Over 90 days", balanceCents: 50_000, count: 1 },
      ]);
      expect(report.totalCents).toBe(145_000);
      expect(report.invoices.map(({ number, ageDays, bucket, balanceDueCents }) => ({ number, ageDays, bucket, balanceDueCents }))).toEqual([
        { number: "INV-000005", ageDays: 91, bucket: "Over 90 days", balanceDueCents: 50_000 },
        { number: "INV-000004", ageDays: 90, bucket: "61-90 days", balanceDueCents: 40_000 },
        { number: "INV-000003", ageDays: 60, bucket: "31-60 days", balanceDueCents: 30_000 },
        { number: "INV-000002", ageDays: 29, bucket: "1-30 days", balanceDueCents: 15_000 },
        { number: "INV-000001", ageDays: 0, bucket: "Current", balanceDueCents: 10_000 },
      ]);
      expect(report.invoices.at(-1)).toEqual({
        id: ids.current,
        jobCardId: null,
        number: "INV-000001",
        invoiceDate: AS_OF,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        customerName: "Ann Current",
        vin: "1HGCM82633A004352",
        totalCents: 10_000,
        balanceDueCents: 10_000,
        status: "Unpaid",
        ageDays: 0,
        bucket: "Current",
      });
      expect(report.invoices.find((invoice) => invoice.id === ids.month)?.status).toBe("Partially Paid");
    });

    it("get /api/reports/receivables leaves out drafts, void and paid invoices, and those dated after asOf", async () => {
      const listed = new Set((await receivables(AS_OF)).invoices.map((invoice) => invoice.id));
      for (const left of [ids.draft, ids.void, ids.paid, ids.later]) expect(listed.has(left!)).toBe(false);

      const nextDay = await receivables("2026-07-01");
      expect(nextDay.invoices.map((invoice) => invoice.id)).toContain(ids.later);
      expect(nextDay.totalCents).toBe(145_000 + 11_000);
    });

    it("get /api/reports/receivables on a day before any invoice answers empty buckets", async () => {
      const report = await receivables("2020-01-01");
      expect(report.invoices).toEqual([]);
      expect(report.totalCents).toBe(0);
      expect(report.buckets.every((bucket) => bucket.balanceCents === 0 && bucket.count === 0)).toBe(true);
    });

    it("get /api/reports/invoice-revenue totals finalized invoices and standing payments dated in the range, both days included", async () => {
      expect(await revenue("2026-06-01", AS_OF)).toEqual({
        from: "2026-06-01",
        to: AS_OF,
        // current + month + paid; the void one, the draft and July's are not invoiced in June.
        invoicedCents: 37_000,
        invoiceCount: 3,
        // The reversed 3,000 and July's 1,000 are not collected in June.
        collectedCents: 12_000,
        paymentCount: 2,
      });
      expect(await revenue(AS_OF, AS_OF)).toMatchObject({ invoicedCents: 10_000, invoiceCount: 1, collectedCents: 0, paymentCount: 0 });
      expect(await revenue("2025-01-01", "2025-12-31")).toMatchObject({ invoicedCents: 0, invoiceCount: 0, collectedCents: 0, paymentCount: 0 });
    });

    it("get /api/reports/receivables rejects a missing or malformed date with a field message", async () => {
      for (const query of ["", "?asOf=30/06/2026", "?asOf=2026-02-30"]) {
        const response = await admin.request("GET", `/api/reports/receivables${query}`);
        expect(response.status).toBe(400);
        expect((await errorOf(response)).details?.fields).toEqual({ asOf: ["Date must be a date (YYYY-MM-DD)."] });
      }
    });

    it("get /api/reports/invoice-revenue rejects a range that ends before it starts", async () => {
      const response = await admin.request("GET", "/api/reports/invoice-revenue?from=2026-06-30&to=2026-06-01");
      expect(response.status).toBe(400);
      expect((await errorOf(response)).details?.fields).toEqual({ to: ["The To date must be on or after the From date."] });

      const missing = await admin.request("GET", "/api/reports/invoice-revenue?from=2026-06-30");
      expect(missing.status).toBe(400);
      expect((await errorOf(missing)).details?.fields).toEqual({ to: ["To must be a date (YYYY-MM-DD)."] });
    });
  });
}
