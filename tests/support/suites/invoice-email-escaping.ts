import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EstimateJob } from "../../../src/shared/schemas/estimates";
import type { InvoiceParties } from "../../../src/shared/schemas/invoices";
import { invoicePayments, invoices } from "../../../src/server/db/schema";
import { insertInvoiceRow, insertPaymentRow } from "../invoice-rows";
import { startSmtpServer, type LoopbackSmtpServer, type ReceivedMail } from "../loopback-smtp";
import { createTestApp, type TestApp } from "../test-app";
import { TestClient } from "../test-client";
import type { DatabaseKind } from "../../../src/server/db/database";

/** Every text of an invoice mail, each holding markup a customer's mail client would otherwise obey. */
const HOSTILE = {
  shopName: "<!--Shop",
  shopAddress: ["<script>alert(1)</script>", "Unit '2' & \"B\""],
  shopPhone: '"><img src=x onerror=alert(2)>',
  customerName: "</td></tr></table><h1>Customer",
  vin: "<i>VIN</i>",
  jobName: "<u>Brakes</u>",
  laborDescription: "<s>Replace pads</s>",
  partName: "<em>Pads",
  partNumber: "<q>BP-1",
  feeDescription: "<!-- fee",
  paymentNote: "<marquee>Deposit",
  reversalReason: "<blink>Declined",
  number: "INV-<b>7</b>",
  currencySymbol: "<!--",
};

const PARTIES: InvoiceParties = {
  shopName: HOSTILE.shopName,
  shopAddress: HOSTILE.shopAddress.join("\n"),
  shopPhone: HOSTILE.shopPhone,
  customerName: HOSTILE.customerName,
  customerContact: "carla@example.com",
  vin: HOSTILE.vin,
};

const JOBS: EstimateJob[] = [
  {
    id: "job-1",
    name: HOSTILE.jobName,
    lines: [
      { id: "l1", kind: "labor", description: HOSTILE.laborDescription, hoursTenths: 10, rateCents: 10_000 },
      { id: "l2", kind: "part", partName: HOSTILE.partName, partNumber: HOSTILE.partNumber, quantityHundredths: 100, unitCostCents: 1_000, unitPriceCents: 2_000 },
      { id: "l3", kind: "fee", description: HOSTILE.feeDescription, amountCents: 500 },
    ],
  },
];

/** The text as it must appear in HTML: written independently of the server's helper. */
function escaped(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

async function mailTo(smtp: LoopbackSmtpServer, to: string, after: number): Promise<ReceivedMail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = smtp.inbox.slice(after).find((candidate) => candidate.recipients.includes(to));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Run on PGlite by src/server/routes/invoices/invoice-email-escaping.test.ts, on PostgreSQL by tests/system/postgres/invoice-email-escaping-postgres.test.ts. */
export function describeInvoiceEmailEscaping(kind: DatabaseKind): void {
  describe(`invoice mail HTML on ${kind}`, () => {
    let smtp: LoopbackSmtpServer;
    let t: TestApp;
    let admin: TestClient;

    beforeAll(async () => {
      smtp = await startSmtpServer();
      t = await createTestApp(kind, { env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: "Shop <shop@example.com>" } });
      admin = new TestClient(t.app);
      expect((await admin.signUp("owner@example.com", undefined, "Olive Owner")).status).toBe(200);
      const confirmation = await mailTo(smtp, "owner@example.com", 0);
      const link = new URL(/https?:\/\/[^\s"<>]+/.exec(confirmation.text)![0]);
      expect((await admin.request("GET", `${link.pathname}${link.search}`)).status).toBe(302);
      expect((await admin.logIn("owner@example.com")).status).toBe(200);
    });
    afterAll(async () => {
      await t?.close();
      await smtp?.close();
    });

    it("post /api/invoices/{invoiceId}/email writes every value into the HTML as text, whatever markup it holds", async () => {
      const db = t.database.db;
      const invoiceId = await insertInvoiceRow(db, { state: "finalized", number: 7, invoiceDate: "2026-06-30", jobs: JOBS, parties: PARTIES, amountPaidCents: 1_000 });
      // An invoice number as an older prefix rule, or a restored backup, may have left it.
      await db.update(invoices).set({ numberText: HOSTILE.number }).where(eq(invoices.id, invoiceId));
      await insertPaymentRow(db, { invoiceId, amountCents: 1_000, paidOn: "2026-07-01", note: HOSTILE.paymentNote });
      await insertPaymentRow(db, { invoiceId, amountCents: 500, paidOn: "2026-07-02", reversed: true });
      await db.update(invoicePayments).set({ reversalReason: HOSTILE.reversalReason }).where(eq(invoicePayments.paidOn, "2026-07-02"));

      const before = smtp.inbox.length;
      const response = await admin.request("POST", `/api/invoices/${invoiceId}/email`, { currencySymbol: HOSTILE.currencySymbol });
      expect(response.status).toBe(200);
      const html = (await mailTo(smtp, "carla@example.com", before)).html ?? "";

      const values = Object.values(HOSTILE).flat();
      for (const value of values) expect(html).toContain(escaped(value));
      // Markup the template did not write is nowhere in the mail.
      for (const markup of ["<!--", "<script", "<img", "<h1>Customer", "<i>", "<u>", "<s>", "<em>", "<q>", "<marquee>", "<blink>", "<b>"]) {
        expect(html).not.toContain(markup);
      }
      expect(html).toContain(`${escaped(HOSTILE.currencySymbol)}100.00`);
      expect(html).toContain(`${escaped(HOSTILE.shopAddress[0]!)}<br>${escaped(HOSTILE.shopAddress[1]!)}`);
      // The document still ends as the template ends it.
      expect(html.trimEnd().endsWith("</div></body></html>")).toBe(true);
    });
  });
}
