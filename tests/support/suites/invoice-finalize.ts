import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVOICE_FROZEN_MESSAGE } from "../../../src/shared/constants/invoices";
import type { ChangeEvent } from "../../../src/shared/events/change-event";
import type { ActivityList } from "../../../src/shared/schemas/activity";
import type { Invoice, InvoiceDraftInput } from "../../../src/shared/schemas/invoices";
import type { JobCard } from "../../../src/shared/schemas/job-card-responses";
import { approvedCard, createInvoice, finalized, INVOICE_TEST_PRICING, priceShop, readInvoiceOf, threeJobEstimate } from "../invoice-fixture";
import { bodyOf, errorOf, openShop, type Shop } from "../shop-test-fixture";
import { type TestClient } from "../test-client";
import { invoiceCounter, invoices, jobCards } from "../../../src/server/db/schema";
import type { DatabaseKind } from "../../../src/server/db/database";

function draftInput(invoice: Invoice, changes: Partial<InvoiceDraftInput> = {}): InvoiceDraftInput {
  return { rowVersion: invoice.rowVersion, discountCents: invoice.discountCents, jobs: invoice.jobs.map(({ totalCents: _total, ...job }) => job), ...changes };
}

async function finalize(client: TestClient, invoiceId: string, body?: unknown): Promise<Response> {
  return client.request("POST", `/api/invoices/${invoiceId}/finalize`, body);
}

/** Run on PGlite by src/server/routes/invoices/invoice-finalize.test.ts, on PostgreSQL by tests/system/postgres/invoice-finalize-postgres.test.ts. */
export function describeInvoiceFinalize(kind: DatabaseKind): void {
  describe(`finalizing invoices on ${kind}`, () => {
    let shop: Shop;
    const events: ChangeEvent[] = [];
    const lastNumber = async () => (await shop.t.database.db.select().from(invoiceCounter))[0]!.lastNumber;
    const cardStatus = async (cardId: string) =>
      (await bodyOf<{ jobCard: JobCard }>(await shop.advisor.client.request("GET", `/api/job-cards/${cardId}`))).jobCard.status;

    beforeAll(async () => {
      shop = await openShop(kind);
      shop.t.events.subscribe((event) => events.push(event));
      await priceShop(shop);
    });
    afterAll(() => shop?.t.close());

    it("post /invoices/{id}/finalize numbers the invoice (INV- and six digits), dates it, marks the job card Billed, and freezes it against edits (409)", async () => {
      const cardId = await approvedCard(shop);
      const draft = await createInvoice(shop.advisor.client, cardId);
      const before = await lastNumber();
      const invoice = await finalized(shop.advisor.client, draft.id, { invoiceDate: "2026-03-14" });
      expect(invoice.number).toBe(`INV-${String(before + 1).padStart(6, "0")}`);
      expect([invoice.status, invoice.invoiceDate, invoice.totalCents, invoice.balanceDueCents]).toEqual(["Unpaid", "2026-03-14", 24_642, 24_642]);
      expect(invoice.finalizedBy).toEqual({ name: "Sam Advisor", email: "advisor@example.com" });
      expect(invoice.canEmail).toBe(false);
      expect(await cardStatus(cardId)).toBe("Billed");
      await expect.poll(() => events).toContainEqual({ resource: "invoices", action: "updated", id: invoice.id });
      await expect.poll(() => events).toContainEqual({ resource: "job-cards", action: "updated", id: cardId });

      const edit = await shop.advisor.client.request("PUT", `/api/invoices/${invoice.id}`, draftInput(invoice, { discountCents: 0 }));
      expect(edit.status).toBe(409);
      expect(await errorOf(edit)).toEqual({ code: "invoice_frozen", message: INVOICE_FROZEN_MESSAGE });
      const remove = await shop.advisor.client.request("DELETE", `/api/invoices/${invoice.id}`);
      expect(remove.status).toBe(409);
      expect((await errorOf(remove)).code).toBe("invoice_frozen");
      const again = await finalize(shop.advisor.client, invoice.id);
      expect(again.status).toBe(409);
      const activity = await bodyOf<ActivityList>(await shop.admin.client.request("GET", "/api/activity"));
      expect(activity.activity).toContainEqual(
        expect.objectContaining({ kind: "job_card", id: cardId, status: "Billed", by: { name: "Sam Advisor", email: "advisor@example.com" } }),
      );
      expect(await lastNumber()).toBe(before + 1);
      expect(await readInvoiceOf(shop.advisor.client, invoice.id)).toEqual(invoice);
    });

    it("post /invoices/{id}/finalize without a date takes the server's day, and a bad date is a 400 with nothing taken", async () => {
      const draft = await createInvoice(shop.advisor.client, await approvedCard(shop));
      const before = await lastNumber();
      const bad = await finalize(shop.advisor.client, draft.id, { invoiceDate: "2026-02-30" });
      expect(bad.status).toBe(400);
      expect((await errorOf(bad)).details?.fields?.invoiceDate).toBeDefined();
      expect(await lastNumber()).toBe(before);
      const invoice = await finalized(shop.advisor.client, draft.id);
      expect(invoice.invoiceDate).toBe(new Date().toISOString().slice(0, 10));
    });

    it("post /invoices/{id}/finalize refuses a draft with every line removed, taking no number", async () => {
      const draft = await createInvoice(shop.advisor.client, await approvedCard(shop));
      const emptied = await shop.advisor.client.request("PUT", `/api/invoices/${draft.id}`, draftInput(draft, { discountCents: 0, jobs: [{ id: "job-brakes", name: "Brakes", lines: [] }] }));
      expect(emptied.status).toBe(200);
      const before = await lastNumber();
      const refused = await finalize(shop.advisor.client, draft.id);
      expect(refused.status).toBe(409);
      expect((await errorOf(refused)).message).toBe("This draft has no lines to bill. Add work back or delete the draft.");
      expect(await lastNumber()).toBe(before);
      expect((await readInvoiceOf(shop.advisor.client, draft.id)).status).toBe("Draft");
    });

    it("post /invoices/{id}/finalize refuses a total above the authorised total with both amounts, changing nothing", async () => {
      const cardId = await approvedCard(shop);
      const draft = await createInvoice(shop.advisor.client, cardId);
      const raised = draftInput(draft);
      raised.jobs[0] = { ...raised.jobs[0]!, lines: [{ id: "l1", kind: "labor", description: "Replace pads", hoursTenths: 25, rateCents: 10_000 }] };
      const saved = await bodyOf<{ invoice: Invoice }>(await shop.advisor.client.request("PUT", `/api/invoices/${draft.id}`, raised));
      expect(saved.invoice.totalCents).toBe(29_644);
      const before = await lastNumber();

      const refused = await finalize(shop.advisor.client, draft.id);
      expect(refused.status).toBe(409);
      expect(await errorOf(refused)).toEqual({
        code: "invoice_above_authorised",
        message: "The invoice total is above what the customer approved. Invoice total: $296.44. Approved: $246.42.",
        details: { invoiceTotalCents: 29_644, authorisedTotalCents: 24_642 },
      });
      expect(await lastNumber()).toBe(before);
      expect(await readInvoiceOf(shop.advisor.client, draft.id)).toEqual(saved.invoice);
      expect(await cardStatus(cardId)).not.toBe("Billed");
    });

    it("a finalized invoice stays as it was when the shop's settings, the job card and the estimate change afterwards", async () => {
      const cardId = await approvedCard(shop);
      const invoice = await finalized(shop.advisor.client, (await createInvoice(shop.advisor.client, cardId)).id);
      await priceShop(shop, { shopName: "Other Name", address: "2 Side St", taxRateBp: 1_000, taxLabor: true, invoicePrefix: "AS-" });
      const card = (await bodyOf<{ jobCard: JobCard }>(await shop.admin.client.request("GET", `/api/job-cards/${cardId}`))).jobCard;
      const patched = await shop.admin.client.request("PATCH", `/api/job-cards/${cardId}/status`, { status: "Completed", updatedAt: card.updatedAt });
      expect(patched.status).toBe(200);
      // The API has no edit of a card's customer; the database stands in for whatever changes them.
      await shop.t.database.db.update(jobCards).set({ vin: "NEWVIN0000000001", customerName: "Someone Else", customerContact: "555-0000" }).where(eq(jobCards.id, cardId));
      const estimate = await bodyOf<{ estimate: { rowVersion: number } }>(await shop.advisor.client.request("GET", `/api/job-cards/${cardId}/estimate`));
      expect((await shop.advisor.client.request("PUT", `/api/job-cards/${cardId}/estimate`, threeJobEstimate(estimate.estimate.rowVersion, 90))).status).toBe(200);

      expect(await readInvoiceOf(shop.advisor.client, invoice.id)).toEqual(invoice);
      expect(invoice.parties).toMatchObject({ shopName: "Ace Auto", customerName: "Carla Customer", vin: "1HGCM82633A004352" });
      const next = await finalized(shop.advisor.client, (await createInvoice(shop.advisor.client, await approvedCard(shop))).id);
      expect(next.number).toMatch(/^AS-\d{6}$/);
      await priceShop(shop, INVOICE_TEST_PRICING);
      expect((await readInvoiceOf(shop.advisor.client, next.id)).number).toBe(next.number);
    });

    it("a finalize that fails part-way (the job card's update to Billed) leaves no number used: the next finalize takes the next number", async () => {
      const failingCard = await approvedCard(shop);
      const draft = await createInvoice(shop.advisor.client, failingCard);
      const db = shop.t.database.db;
      await db.execute(sql.raw(`create function refuse_billed() returns trigger language plpgsql as $$
      begin
        if new.status = 'Billed' and new.id = '${failingCard}' then raise exception 'no billing today'; end if;
        return new;
      end $$`));
      await db.execute(sql`create trigger refuse_billed before update on job_cards for each row execute function refuse_billed()`);
      const before = await lastNumber();
      try {
        const failed = await finalize(shop.advisor.client, draft.id);
        expect(failed.status).toBe(500);
        expect(await lastNumber()).toBe(before);
        const [stored] = await db.select().from(invoices).where(eq(invoices.id, draft.id));
        expect([stored?.state, stored?.number]).toEqual(["draft", null]);
        expect(await cardStatus(failingCard)).not.toBe("Billed");

        const other = await finalized(shop.advisor.client, (await createInvoice(shop.advisor.client, await approvedCard(shop))).id);
        expect(other.number).toBe(`INV-${String(before + 1).padStart(6, "0")}`);
      } finally {
        await db.execute(sql`drop trigger refuse_billed on job_cards`);
        await db.execute(sql`drop function refuse_billed()`);
      }
      const retried = await finalized(shop.advisor.client, draft.id);
      expect(retried.number).toBe(`INV-${String(before + 2).padStart(6, "0")}`);
    });

    it("20 finalizes at once take 20 consecutive numbers, none twice and none skipped", async () => {
      const drafts: Invoice[] = [];
      for (let index = 0; index < 20; index += 1) drafts.push(await createInvoice(shop.advisor.client, await approvedCard(shop)));
      const before = await lastNumber();
      const done = await Promise.all(drafts.map((draft) => finalized(shop.advisor.client, draft.id)));
      const numbers = done.map((invoice) => Number(invoice.number?.slice(4))).sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => before + 1 + index));
      expect(await lastNumber()).toBe(before + 20);
    });
  });

  // Two server instances finalizing at once: tests/system/invoices/finalize-two-instances.test.ts.
}
