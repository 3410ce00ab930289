import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVOICE_HAS_PAYMENTS_MESSAGE, INVOICE_VOID_MESSAGE, PAYMENT_ALREADY_REVERSED_MESSAGE } from "../../../src/shared/constants/invoices";
import type { Invoice, InvoicePage, PaymentInput } from "../../../src/shared/schemas/invoices";
import type { JobCard } from "../../../src/shared/schemas/job-card-responses";
import { approvedCard, createInvoice, priceShop, readInvoiceOf } from "../invoice-fixture";
import { bodyOf, errorOf, openShop, type Shop } from "../shop-test-fixture";
import type { TestClient } from "../test-client";
import { invoicePayments } from "../../../src/server/db/schema";
import type { DatabaseKind } from "../../../src/server/db/database";

const payment = (amountCents: number, method: PaymentInput["method"] = "Card", note = ""): PaymentInput => ({ amountCents, method, paidOn: "2026-03-20", note });

/** Run on PGlite by src/server/routes/invoices/invoice-payments.test.ts, on PostgreSQL by tests/system/postgres/invoice-payments-postgres.test.ts. */
export function describeInvoicePayments(kind: DatabaseKind): void {
  describe(`payments and void on ${kind}`, () => {
    let shop: Shop;
    const pay = (client: TestClient, invoiceId: string, body: unknown) => client.request("POST", `/api/invoices/${invoiceId}/payments`, body);
    const reverse = (client: TestClient, invoiceId: string, paymentId: string, body: unknown) =>
      client.request("POST", `/api/invoices/${invoiceId}/payments/${paymentId}/reverse`, body);
    const voidIt = (client: TestClient, invoiceId: string, body: unknown) => client.request("POST", `/api/invoices/${invoiceId}/void`, body);
    const cardStatus = async (cardId: string) =>
      (await bodyOf<{ jobCard: JobCard }>(await shop.advisor.client.request("GET", `/api/job-cards/${cardId}`))).jobCard.status;

    async function paid(client: TestClient, invoiceId: string, body: PaymentInput): Promise<Invoice> {
      const response = await pay(client, invoiceId, body);
      if (response.status !== 201) throw new Error(`payment answered ${response.status}: ${await response.text()}`);
      return (await bodyOf<{ invoice: Invoice }>(response)).invoice;
    }

    /** A finalized invoice of 246.42 and its card. */
    async function finalizedInvoice(): Promise<{ invoice: Invoice; cardId: string }> {
      const cardId = await approvedCard(shop);
      const draft = await createInvoice(shop.advisor.client, cardId);
      const response = await shop.advisor.client.request("POST", `/api/invoices/${draft.id}/finalize`, { invoiceDate: "2026-03-14" });
      if (response.status !== 200) throw new Error(`finalize answered ${response.status}`);
      return { invoice: (await bodyOf<{ invoice: Invoice }>(response)).invoice, cardId };
    }

    beforeAll(async () => {
      shop = await openShop(kind);
      await priceShop(shop);
    });
    afterAll(() => shop?.t.close());

    it("post /invoices/{id}/payments: a card payment and the rest in cash make it Partially Paid, then Paid with a balance of 0", async () => {
      const { invoice } = await finalizedInvoice();
      const partly = await paid(shop.advisor.client, invoice.id, payment(10_000, "Card", "deposit"));
      expect([partly.status, partly.amountPaidCents, partly.balanceDueCents]).toEqual(["Partially Paid", 10_000, 14_642]);
      const settled = await paid(shop.advisor.client, invoice.id, payment(14_642, "Cash"));
      expect([settled.status, settled.amountPaidCents, settled.balanceDueCents]).toEqual(["Paid", 24_642, 0]);
      expect(settled.payments.map((entry) => [entry.amountCents, entry.method, entry.paidOn, entry.note, entry.recordedBy?.name, entry.reversedAt])).toEqual([
        [10_000, "Card", "2026-03-20", "deposit", "Sam Advisor", null],
        [14_642, "Cash", "2026-03-20", "", "Sam Advisor", null],
      ]);
      const listed = await bodyOf<InvoicePage>(await shop.advisor.client.request("GET", `/api/invoices?status=Paid&search=${invoice.number}`));
      expect(listed.invoices.map((row) => [row.id, row.status, row.balanceDueCents])).toEqual([[invoice.id, "Paid", 0]]);
    });

    it("post /invoices/{id}/payments refuses a payment above the balance (the balance in the message, under Amount) and bad amounts, storing nothing", async () => {
      const { invoice } = await finalizedInvoice();
      await paid(shop.advisor.client, invoice.id, payment(10_000));
      const before = await readInvoiceOf(shop.advisor.client, invoice.id);
      const above = await pay(shop.advisor.client, invoice.id, payment(14_643));
      expect(above.status).toBe(400);
      const error = await errorOf(above);
      expect(error.message).toBe("The payment is more than the balance due. Balance due: $146.42.");
      expect(error.details?.fields).toEqual({ amountCents: ["The payment is more than the balance due. Balance due: $146.42."] });
      for (const bad of [{ ...payment(0) }, { ...payment(-5) }, { ...payment(12.5) }, { ...payment(100), method: "Barter" }, { ...payment(100), paidOn: "soon" }]) {
        const refused = await pay(shop.advisor.client, invoice.id, bad);
        expect(refused.status).toBe(400);
        expect(Object.keys((await errorOf(refused)).details?.fields ?? {})).toHaveLength(1);
      }
      expect(await readInvoiceOf(shop.advisor.client, invoice.id)).toEqual(before);
    });

    it("six payments of the whole balance at once: one is recorded, the others refused as above the balance", async () => {
      const { invoice } = await finalizedInvoice();
      const clients = [shop.advisor.client, shop.admin.client];
      const answers = await Promise.all(Array.from({ length: 6 }, (_, index) => pay(clients[index % 2]!, invoice.id, payment(24_642))));
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400, 400, 400, 400]);
      const after = await readInvoiceOf(shop.advisor.client, invoice.id);
      expect([after.status, after.amountPaidCents, after.payments.length]).toEqual(["Paid", 24_642, 1]);
    });

    it("post /invoices/{id}/payments refuses a draft (finalize first) with nothing stored", async () => {
      const draft = await createInvoice(shop.advisor.client, await approvedCard(shop));
      const refused = await pay(shop.advisor.client, draft.id, payment(100));
      expect(refused.status).toBe(409);
      expect(await errorOf(refused)).toEqual({ code: "invoice_frozen", message: "Finalize the invoice before recording a payment." });
      expect((await readInvoiceOf(shop.advisor.client, draft.id)).payments).toEqual([]);
    });

    it("post /invoices/{id}/payments/{paymentId}/reverse reopens the balance; the payment stays listed with who reversed it and why, and reverses once", async () => {
      const { invoice } = await finalizedInvoice();
      await paid(shop.advisor.client, invoice.id, payment(10_000));
      const settled = await paid(shop.advisor.client, invoice.id, payment(14_642, "Cash"));
      const cash = settled.payments[1]!;

      const noReason = await reverse(shop.admin.client, invoice.id, cash.id, { reason: "  " });
      expect(noReason.status).toBe(400);
      expect((await errorOf(noReason)).details?.fields?.reason).toEqual(["A reason is required."]);
      expect(await readInvoiceOf(shop.advisor.client, invoice.id)).toEqual(settled);

      const reversed = await reverse(shop.admin.client, invoice.id, cash.id, { reason: "Counterfeit note" });
      expect(reversed.status).toBe(200);
      const reopened = (await bodyOf<{ invoice: Invoice }>(reversed)).invoice;
      expect([reopened.status, reopened.amountPaidCents, reopened.balanceDueCents]).toEqual(["Partially Paid", 10_000, 14_642]);
      expect(reopened.payments).toHaveLength(2);
      expect(reopened.payments[1]).toMatchObject({ id: cash.id, amountCents: 14_642, reversedBy: { name: "Ada Admin", email: "admin@example.com" }, reversalReason: "Counterfeit note" });
      expect(reopened.payments[1]?.reversedAt).not.toBeNull();

      const twice = await reverse(shop.admin.client, invoice.id, cash.id, { reason: "Again" });
      expect(twice.status).toBe(409);
      expect((await errorOf(twice)).message).toBe(PAYMENT_ALREADY_REVERSED_MESSAGE);
      const unknown = await reverse(shop.admin.client, invoice.id, "00000000-0000-4000-8000-000000000000", { reason: "Who?" });
      expect(unknown.status).toBe(404);
      // The reopened balance takes a payment again.
      expect((await paid(shop.advisor.client, invoice.id, payment(14_642, "Check"))).status).toBe("Paid");
    });

    it("post /invoices/{id}/void needs a reason, refuses standing payments, keeps the number, refuses payments after, and frees the card to be invoiced again", async () => {
      const { invoice, cardId } = await finalizedInvoice();
      expect(await cardStatus(cardId)).toBe("Billed");
      const noReason = await voidIt(shop.admin.client, invoice.id, { reason: "" });
      expect(noReason.status).toBe(400);
      expect((await errorOf(noReason)).details?.fields?.reason).toEqual(["A reason is required."]);
      const missing = await voidIt(shop.admin.client, invoice.id, {});
      expect(missing.status).toBe(400);

      const withPayment = await paid(shop.advisor.client, invoice.id, payment(5_000));
      const refused = await voidIt(shop.admin.client, invoice.id, { reason: "Wrong customer" });
      expect(refused.status).toBe(409);
      expect((await errorOf(refused)).message).toBe(INVOICE_HAS_PAYMENTS_MESSAGE);
      expect(await readInvoiceOf(shop.advisor.client, invoice.id)).toEqual(withPayment);
      expect((await reverse(shop.admin.client, invoice.id, withPayment.payments[0]!.id, { reason: "Refunded" })).status).toBe(200);

      const voided = await voidIt(shop.admin.client, invoice.id, { reason: "Wrong customer" });
      expect(voided.status).toBe(200);
      const result = (await bodyOf<{ invoice: Invoice }>(voided)).invoice;
      expect([result.status, result.number, result.voidReason, result.voidedBy?.name, result.totalCents]).toEqual(["Void", invoice.number, "Wrong customer", "Ada Admin", 24_642]);
      expect(await cardStatus(cardId)).toBe("Completed");

      const stored = (await shop.t.database.db.select().from(invoicePayments)).length;
      const onVoid = await pay(shop.advisor.client, invoice.id, payment(100));
      expect(onVoid.status).toBe(409);
      expect(await errorOf(onVoid)).toEqual({ code: "invoice_frozen", message: INVOICE_VOID_MESSAGE });
      expect((await shop.t.database.db.select().from(invoicePayments)).length).toBe(stored);
      expect((await voidIt(shop.admin.client, invoice.id, { reason: "Again" })).status).toBe(409);
      expect((await shop.advisor.client.request("PUT", `/api/invoices/${invoice.id}`, { rowVersion: result.rowVersion, discountCents: 0, jobs: [] })).status).toBe(409);

      const replacement = await createInvoice(shop.advisor.client, cardId);
      expect(replacement.status).toBe("Draft");
      const draftVoid = await voidIt(shop.admin.client, replacement.id, { reason: "Nope" });
      expect(draftVoid.status).toBe(409);
      expect((await errorOf(draftVoid)).message).toBe("A draft is deleted, not voided.");
      expect((await readInvoiceOf(shop.advisor.client, invoice.id)).number).toBe(invoice.number);
    });
  });
}
