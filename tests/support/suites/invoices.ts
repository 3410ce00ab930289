import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVOICE_EXISTS_MESSAGE, NOTHING_APPROVED_MESSAGE } from "../../../src/shared/constants/invoices";
import type { ChangeEvent } from "../../../src/shared/events/change-event";
import type { Invoice, InvoiceDraftInput, InvoicePage } from "../../../src/shared/schemas/invoices";
import { approvedCard, createInvoice, priceShop, readInvoiceOf, threeJobEstimate } from "../invoice-fixture";
import { bodyOf, errorOf, openShop, type Shop } from "../shop-test-fixture";
import { invoices } from "../../../src/server/db/schema";
import type { DatabaseKind } from "../../../src/server/db/database";

/** The draft as a client sends it back: its jobs without their computed totals. */
function draftInput(invoice: Invoice, changes: Partial<InvoiceDraftInput> = {}): InvoiceDraftInput {
  return { rowVersion: invoice.rowVersion, discountCents: invoice.discountCents, jobs: invoice.jobs.map(({ totalCents: _total, ...job }) => job), ...changes };
}

/** Run on PGlite by src/server/routes/invoices/invoices.test.ts, on PostgreSQL by tests/system/postgres/invoices-postgres.test.ts. */
export function describeInvoices(kind: DatabaseKind): void {
  describe(`invoice drafts and the invoice list on ${kind}`, () => {
    let shop: Shop;
    const events: ChangeEvent[] = [];

    beforeAll(async () => {
      shop = await openShop(kind);
      shop.t.events.subscribe((event) => events.push(event));
      await priceShop(shop);
    });
    afterAll(() => shop?.t.close());

    it("post /job-cards/{id}/invoice makes a draft of only the approved jobs, totalling exactly the authorised total", async () => {
      const cardId = await approvedCard(shop);
      const invoice = await createInvoice(shop.advisor.client, cardId);
      expect(invoice.status).toBe("Draft");
      expect(invoice.number).toBeNull();
      expect(invoice.jobs.map((job) => [job.id, job.totalCents])).toEqual([
        ["job-brakes", 20_000],
        ["job-wipers", 5_000],
      ]);
      // 1,000 of discount over 33,000, of which the approved 25,000 take 758; 8.25% on the discounted parts.
      expect([invoice.subtotalCents, invoice.discountCents, invoice.taxCents, invoice.totalCents]).toEqual([25_000, 758, 400, 24_642]);
      expect(invoice.authorisedTotalCents).toBe(24_642);
      expect([invoice.amountPaidCents, invoice.balanceDueCents, invoice.payments]).toEqual([0, 24_642, []]);
      expect(invoice.parties).toEqual({
        shopName: "Ace Auto",
        shopAddress: "1 Main St",
        shopPhone: "555-0199",
        customerName: "Carla Customer",
        customerContact: "carla@example.com",
        vin: "1HGCM82633A004352",
      });
      expect(invoice.createdBy).toEqual({ name: "Sam Advisor", email: "advisor@example.com" });
      await expect.poll(() => events).toContainEqual({ resource: "invoices", action: "created", id: invoice.id });
      expect(await readInvoiceOf(shop.admin.client, invoice.id)).toEqual(invoice);
    });

    it("post /job-cards/{id}/invoice takes the lines the customer approved, not the draft raised since", async () => {
      const cardId = await approvedCard(shop, { "job-brakes": "approved" });
      const estimate = await bodyOf<{ estimate: { rowVersion: number } }>(await shop.advisor.client.request("GET", `/api/job-cards/${cardId}/estimate`));
      expect((await shop.advisor.client.request("PUT", `/api/job-cards/${cardId}/estimate`, threeJobEstimate(estimate.estimate.rowVersion, 40))).status).toBe(200);
      const invoice = await createInvoice(shop.advisor.client, cardId);
      expect(invoice.jobs.map((job) => [job.id, job.totalCents])).toEqual([["job-brakes", 20_000]]);
      expect(invoice.totalCents).toBe(invoice.authorisedTotalCents);
    });

    it("post /job-cards/{id}/invoice refuses a second open invoice (409 with its id), a card with nothing approved and an unknown card, storing nothing", async () => {
      const cardId = await approvedCard(shop);
      const first = await createInvoice(shop.advisor.client, cardId);
      const second = await shop.advisor.client.request("POST", `/api/job-cards/${cardId}/invoice`);
      expect(second.status).toBe(409);
      expect(await errorOf(second)).toEqual({ code: "conflict", message: INVOICE_EXISTS_MESSAGE, details: { invoiceId: first.id } });

      const declined = await approvedCard(shop, { "job-brakes": "declined", "job-wipers": "declined" });
      const nothing = await shop.advisor.client.request("POST", `/api/job-cards/${declined}/invoice`);
      expect(nothing.status).toBe(409);
      expect((await errorOf(nothing)).message).toBe(NOTHING_APPROVED_MESSAGE);
      const undecided = await approvedCard(shop, {});
      expect((await shop.advisor.client.request("POST", `/api/job-cards/${undecided}/invoice`)).status).toBe(409);

      const unknown = await shop.advisor.client.request("POST", "/api/job-cards/00000000-0000-4000-8000-000000000000/invoice");
      expect(unknown.status).toBe(404);
      const page = await bodyOf<InvoicePage>(await shop.advisor.client.request("GET", `/api/invoices?jobCardId=${cardId}`));
      expect(page.invoices.map((row) => row.id)).toEqual([first.id]);
      for (const id of [declined, undecided]) {
        expect((await bodyOf<InvoicePage>(await shop.advisor.client.request("GET", `/api/invoices?jobCardId=${id}`))).invoices).toEqual([]);
      }
    });

    it("put /invoices/{id} saves edits of a draft (a line removed, a discount), refuses a stale row version and bad input with nothing stored", async () => {
      const invoice = await createInvoice(shop.advisor.client, await approvedCard(shop));
      const saved = await shop.advisor.client.request("PUT", `/api/invoices/${invoice.id}`, draftInput(invoice, { discountCents: 0, jobs: draftInput(invoice).jobs.slice(0, 1) }));
      expect(saved.status).toBe(200);
      const edited = (await bodyOf<{ invoice: Invoice }>(saved)).invoice;
      expect([edited.rowVersion, edited.subtotalCents, edited.discountCents, edited.taxCents, edited.totalCents]).toEqual([2, 20_000, 0, 0, 20_000]);

      const stale = await shop.advisor.client.request("PUT", `/api/invoices/${invoice.id}`, draftInput(invoice));
      expect(stale.status).toBe(409);
      expect(((await errorOf(stale)).details?.current as Invoice).rowVersion).toBe(2);

      const tooMuchDiscount = await shop.advisor.client.request("PUT", `/api/invoices/${invoice.id}`, draftInput(edited, { discountCents: 20_001 }));
      expect(tooMuchDiscount.status).toBe(400);
      expect((await errorOf(tooMuchDiscount)).details?.fields).toEqual({ discountCents: ["The discount cannot be more than the subtotal."] });
      const negative = await shop.advisor.client.request("PUT", `/api/invoices/${invoice.id}`, draftInput(edited, { discountCents: -1 }));
      expect(negative.status).toBe(400);
      expect((await errorOf(negative)).details?.fields?.discountCents).toBeDefined();
      expect(await readInvoiceOf(shop.advisor.client, invoice.id)).toEqual(edited);
    });

    it("delete /invoices/{id} removes a draft, so the card can be invoiced again", async () => {
      const cardId = await approvedCard(shop);
      const invoice = await createInvoice(shop.advisor.client, cardId);
      const deleted = await shop.advisor.client.request("DELETE", `/api/invoices/${invoice.id}`);
      expect(deleted.status).toBe(204);
      expect((await shop.advisor.client.request("GET", `/api/invoices/${invoice.id}`)).status).toBe(404);
      expect((await createInvoice(shop.advisor.client, cardId)).status).toBe("Draft");
    });

    it("get /invoices pages newest first and filters by search, status, VIN and job card", async () => {
      const vin = `VIN${Date.now()}`;
      const cards = [
        await approvedCard(shop, undefined, { vin, customerName: "Zelda Zephyr" }),
        await approvedCard(shop, undefined, { vin, customerName: "Yuri Yellow" }),
        await approvedCard(shop, undefined, { vin, customerName: "Xena Xylo" }),
      ];
      const made: Invoice[] = [];
      for (const cardId of cards) made.push(await createInvoice(shop.advisor.client, cardId));
      const newestFirst = [...made].reverse().map((invoice) => invoice.id);

      const first = await bodyOf<InvoicePage>(await shop.advisor.client.request("GET", `/api/invoices?vin=${vin}&limit=2`));
      expect(first.invoices.map((row) => row.id)).toEqual(newestFirst.slice(0, 2));
      expect(first.invoices[0]).toEqual({
        id: made[2]!.id,
        jobCardId: cards[2],
        number: null,
        invoiceDate: null,
        createdAt: made[2]!.createdAt,
        customerName: "Xena Xylo",
        vin,
        totalCents: 24_642,
        balanceDueCents: 24_642,
        status: "Draft",
      });
      const second = await bodyOf<InvoicePage>(await shop.advisor.client.request("GET", `/api/invoices?vin=${vin}&limit=2&cursor=${first.nextCursor}`));
      expect(second.invoices.map((row) => row.id)).toEqual(newestFirst.slice(2));
      expect(second.nextCursor).toBeNull();

      const searched = await bodyOf<InvoicePage>(await shop.advisor.client.request("GET", "/api/invoices?search=yuri%20YEL"));
      expect(searched.invoices.map((row) => row.id)).toEqual([made[1]!.id]);
      const drafts = await bodyOf<InvoicePage>(await shop.advisor.client.request("GET", `/api/invoices?vin=${vin}&status=Draft`));
      expect(drafts.invoices).toHaveLength(3);
      const paid = await bodyOf<InvoicePage>(await shop.advisor.client.request("GET", `/api/invoices?vin=${vin}&status=Paid`));
      expect(paid.invoices).toEqual([]);
      const byCard = await bodyOf<InvoicePage>(await shop.advisor.client.request("GET", `/api/invoices?jobCardId=${cards[0]}`));
      expect(byCard.invoices.map((row) => row.id)).toEqual([made[0]!.id]);

      const badStatus = await shop.advisor.client.request("GET", "/api/invoices?status=Lost");
      expect(badStatus.status).toBe(400);
      expect((await shop.advisor.client.request("GET", "/api/invoices?cursor=nonsense")).status).toBe(400);
      expect((await shop.t.database.db.select().from(invoices)).length).toBeGreaterThanOrEqual(3);
    });
  });
}
