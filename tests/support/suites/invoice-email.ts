import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EstimateJob } from "../../../src/shared/schemas/estimates";
import type { InvoiceParties } from "../../../src/shared/schemas/invoices";
import {
  EMAIL_DRAFT_MESSAGE,
  EMAIL_MAIL_OFF_MESSAGE,
  EMAIL_NO_ADDRESS_MESSAGE,
  EMAIL_VOID_MESSAGE,
} from "../../../src/server/invoices/invoice-mail";
import { insertInvoiceRow, insertPaymentRow } from "../invoice-rows";
import { startSmtpServer, type LoopbackSmtpServer, type ReceivedMail } from "../loopback-smtp";
import { errorOf } from "../shop-test-fixture";
import { createTestApp, type TestApp } from "../test-app";
import { signedInClient, TestClient } from "../test-client";
import type { DatabaseKind } from "../../../src/server/db/database";

const PARTIES: InvoiceParties = {
  shopName: "Ace Auto",
  shopAddress: "1 Main Street\nSpringfield",
  shopPhone: "555-0199",
  customerName: "Carla <Customer>",
  customerContact: "carla@example.com",
  vin: "1HGCM82633A004352",
};

const JOBS: EstimateJob[] = [
  {
    id: "job-brakes",
    name: "Front brakes",
    lines: [
      { id: "l1", kind: "labor", description: "Replace pads", hoursTenths: 15, rateCents: 10_000 },
      { id: "l2", kind: "part", partName: "Brake pads", partNumber: "BP-42", quantityHundredths: 200, unitCostCents: 1_234, unitPriceCents: 3_000 },
    ],
  },
  { id: "job-fee", name: "Shop supplies", lines: [{ id: "l3", kind: "fee", description: "Disposal fee", amountCents: 500 }] },
];
// 150.00 + 60.00 + 5.00 = 215.00, less a 15.00 discount; 10% tax on labor and parts (210.00 less
// their share of the discount, 195.35) = 19.54; total 219.54.

/** Waits for the next mail to `to` that no earlier call took. */
async function nextMail(smtp: LoopbackSmtpServer, taken: Set<ReceivedMail>, to: string): Promise<ReceivedMail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = smtp.inbox.find((candidate) => !taken.has(candidate) && candidate.recipients.includes(to));
    if (mail) {
      taken.add(mail);
      return mail;
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${to} within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Run on PGlite by src/server/routes/invoices/invoice-email.test.ts, on PostgreSQL by tests/system/postgres/invoice-email-postgres.test.ts. */
export function describeInvoiceEmail(kind: DatabaseKind): void {
  describe(`POST /api/invoices/{invoiceId}/email on ${kind}`, () => {
    let smtp: LoopbackSmtpServer;
    let t: TestApp;
    let admin: TestClient;
    const taken = new Set<ReceivedMail>();
    let counter = 100;

    function finalized(fields: { parties?: InvoiceParties; state?: "finalized" | "void"; amountPaidCents?: number } = {}) {
      counter += 1;
      return insertInvoiceRow(t.database.db, {
        state: fields.state ?? "finalized",
        number: counter,
        invoiceDate: "2026-06-30",
        jobs: JOBS,
        discountCents: 1_500,
        taxRateBp: 1_000,
        parties: fields.parties ?? PARTIES,
        amountPaidCents: fields.amountPaidCents,
      });
    }

    const email = (invoiceId: string, body?: unknown) => admin.request("POST", `/api/invoices/${invoiceId}/email`, body);

    beforeAll(async () => {
      smtp = await startSmtpServer();
      t = await createTestApp(kind, { env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: "Ace Auto <shop@example.com>" } });
      // With mail on, an account is confirmed from its mail before it logs in; the first is Admin.
      admin = new TestClient(t.app);
      expect((await admin.signUp("owner@example.com", undefined, "Olive Owner")).status).toBe(200);
      const confirmation = await nextMail(smtp, taken, "owner@example.com");
      const link = new URL(/https?:\/\/[^\s"<>]+/.exec(confirmation.text)![0]);
      expect((await admin.request("GET", `${link.pathname}${link.search}`)).status).toBe(302);
      expect((await admin.logIn("owner@example.com")).status).toBe(200);
    });
    afterAll(async () => {
      await t?.close();
      await smtp?.close();
    });

    it("post /api/invoices/{invoiceId}/email mails the invoice as HTML and text with what the print view shows", async () => {
      const invoiceId = await finalized({ amountPaidCents: 5_000 });
      await insertPaymentRow(t.database.db, { invoiceId, amountCents: 5_000, paidOn: "2026-07-01", note: "Deposit" });
      await insertPaymentRow(t.database.db, { invoiceId, amountCents: 2_000, paidOn: "2026-07-02", reversed: true });

      const response = await email(invoiceId, { currencySymbol: "€" });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ emailedTo: "carla@example.com" });

      const mail = await nextMail(smtp, taken, "carla@example.com");
      expect(mail.from).toBe("Ace Auto <shop@example.com>");
      expect(mail.subject).toBe(`Ace Auto: Invoice INV-000${counter}`);
      const html = mail.html ?? "";
      for (const shown of [
        "Ace Auto",
        "1 Main Street<br>Springfield",
        "555-0199",
        `Invoice INV-000${counter}`,
        "2026-06-30",
        "Partially Paid",
        "Carla &lt;Customer&gt;<br>carla@example.com",
        "1HGCM82633A004352",
        "Front brakes",
        "Replace pads",
        "1.5 h",
        "€100.00",
        "€150.00",
        "Brake pads (BP-42)",
        "2.00",
        "€30.00",
        "€60.00",
        "Disposal fee",
        "€5.00",
        "Subtotal</td><td style=\"padding:3px 0;text-align:right;white-space:nowrap\">€215.00",
        "€15.00",
        "€19.54",
        "€219.54",
        "Amount Paid",
        "Balance Due",
        "€169.54",
        "2026-07-01",
        "Deposit",
        "Reversed: Card declined",
      ]) {
        expect(html).toContain(shown);
      }
      expect(html).not.toContain("<Customer>");
      // The cost of a part is the shop's business, never the customer's.
      expect(html).not.toContain("€12.34");

      // Mail travels with CRLF line ends.
      const text = mail.text.replace(/\r\n/g, "\n");
      expect(text).toContain("Ace Auto\n1 Main Street\nSpringfield\n555-0199");
      expect(text).toContain(`Invoice INV-000${counter}`);
      expect(text).toContain("Customer: Carla <Customer>, carla@example.com");
      expect(text).toContain("Brake pads (BP-42): 2.00 x €30.00 = €60.00");
      expect(text).toContain("Total: €219.54");
      expect(text).toContain("Balance Due: €169.54");
      expect(text).toContain("2026-07-02 Card €20.00 [Reversed: Card declined]");
    });

    it("post /api/invoices/{invoiceId}/email writes money with $ when the sender names no currency symbol", async () => {
      const response = await email(await finalized());
      expect(response.status).toBe(200);
      const mail = await nextMail(smtp, taken, "carla@example.com");
      expect(mail.html).toContain("$219.54");
      expect(mail.text).toContain("Balance Due: $219.54");
    });

    it("post /api/invoices/{invoiceId}/email refuses a draft, a void invoice and a contact that is no e-mail address, and mails nothing", async () => {
      const draft = await insertInvoiceRow(t.database.db, { state: "draft", jobs: JOBS });
      const voided = await finalized({ state: "void" });
      const byPhone = await finalized({ parties: { ...PARTIES, customerContact: "555-0100" } });
      const before = smtp.inbox.length;
      for (const [invoiceId, message] of [
        [draft, EMAIL_DRAFT_MESSAGE],
        [voided, EMAIL_VOID_MESSAGE],
        [byPhone, EMAIL_NO_ADDRESS_MESSAGE],
      ] as const) {
        const response = await email(invoiceId);
        expect(response.status).toBe(409);
        expect(await errorOf(response)).toEqual({ code: "conflict", message });
      }
      // An invoice is mailed before the answer, and one mailed after these is the next to arrive.
      expect((await email(await finalized())).status).toBe(200);
      await nextMail(smtp, taken, "carla@example.com");
      expect(smtp.inbox.length).toBe(before + 1);
    });

    it("post /api/invoices/{invoiceId}/email answers 404 for an unknown invoice and 400 for a bad currency symbol", async () => {
      expect((await email("6f1c1f57-6b8e-4a43-9d0b-1b1c2f3e4d5a")).status).toBe(404);
      expect((await email("not-an-id")).status).toBe(404);
      const bad = await email(await finalized(), { currencySymbol: "TOO LONG" });
      expect(bad.status).toBe(400);
      expect((await errorOf(bad)).details?.fields).toEqual({ currencySymbol: [expect.stringMatching(/at most/)] });
    });
  });

  describe(`POST /api/invoices/{invoiceId}/email without mail on ${kind}`, () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp(kind);
    });
    afterAll(() => t?.close());

    it("post /api/invoices/{invoiceId}/email says mail is not configured", async () => {
      const { client } = await signedInClient(t.app, "owner@example.com", { name: "Olive Owner" });
      const invoiceId = await insertInvoiceRow(t.database.db, { state: "finalized", number: 1, invoiceDate: "2026-06-30", jobs: JOBS, parties: PARTIES });
      const response = await client.request("POST", `/api/invoices/${invoiceId}/email`);
      expect(response.status).toBe(409);
      expect(await errorOf(response)).toEqual({ code: "conflict", message: EMAIL_MAIL_OFF_MESSAGE });
    });
  });
}
