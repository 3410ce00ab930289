import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobCard } from "../../../src/shared/schemas/job-card-responses";
import type { JobCardHistory } from "../../../src/shared/schemas/job-card-history";
import { approvedCard, createInvoice, finalized, priceShop } from "../invoice-fixture";
import { bodyOf, openShop, type Shop } from "../shop-test-fixture";
import type { TestClient } from "../test-client";
import type { DatabaseKind } from "../../../src/server/db/database";

/** Run on PGlite by src/server/routes/job-card-history/job-card-history.test.ts, on PostgreSQL by tests/system/postgres/job-card-history-postgres.test.ts. */
export function describeJobCardHistory(kind: DatabaseKind): void {
  describe(`a job card's History on ${kind}`, () => {
    let shop: Shop;
    let cardId: string;

    beforeAll(async () => {
      shop = await openShop(kind);
      await priceShop(shop);
      // The card's life: created and estimated by the Advisor, approved (Brakes, Wipers; Alignment
      // declined), started by the technician, invoiced and paid, the payment reversed.
      cardId = await approvedCard(shop);
      const { jobCard } = await bodyOf<{ jobCard: JobCard }>(await shop.technician.client.request("GET", `/api/job-cards/${cardId}`));
      const status = await shop.technician.client.request("PATCH", `/api/job-cards/${cardId}/status`, { status: "In Progress", updatedAt: jobCard.updatedAt });
      expect(status.status).toBe(200);
      const draft = await createInvoice(shop.advisor.client, cardId);
      await finalized(shop.advisor.client, draft.id, { invoiceDate: "2026-11-20" });
      const paid = await shop.advisor.client.request("POST", `/api/invoices/${draft.id}/payments`, { amountCents: 5_000, method: "Cash", paidOn: "2026-11-21" });
      expect(paid.status).toBe(201);
      const { invoice } = await bodyOf<{ invoice: { payments: { id: string }[] } }>(paid);
      const reversed = await shop.admin.client.request("POST", `/api/invoices/${draft.id}/payments/${invoice.payments[0]!.id}/reverse`, { reason: "Card declined" });
      expect(reversed.status).toBe(200);
    });
    afterAll(() => shop?.t.close());

    async function historyAs(client: TestClient): Promise<JobCardHistory> {
      const response = await client.request("GET", `/api/job-cards/${cardId}/history`);
      expect(response.status).toBe(200);
      return bodyOf<JobCardHistory>(response);
    }

    it("lists every change oldest first, with who made it", async () => {
      const { events } = await historyAs(shop.advisor.client);
      const times = events.map((event) => event.at);
      expect(times).toEqual([...times].sort());
      expect(events[0]).toEqual({ at: expect.any(String), kind: "status", text: "Job card created", by: { name: "Sam Advisor", email: "advisor@example.com" } });
      expect(events.map((event) => event.text)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Estimate version 1 sent, total \$\d+\.\d\d$/),
          "Brakes approved ($200.00) by Carla Customer, phone, estimate version 1",
          "Wipers approved ($50.00) by Carla Customer, phone, estimate version 1",
          "Alignment declined by Carla Customer, phone, estimate version 1",
          "Status changed from Pending to In Progress",
          "Invoice draft created",
          expect.stringMatching(/^Invoice INV-000001 finalized, total \$\d+\.\d\d$/),
          "Status changed from In Progress to Billed",
          "Payment of $50.00 (Cash) recorded on invoice INV-000001",
          "Payment of $50.00 (Cash) on invoice INV-000001 reversed: Card declined",
        ]),
      );
      expect(events).toHaveLength(11);
      const started = events.find((event) => event.text === "Status changed from Pending to In Progress");
      expect(started?.by).toEqual({ name: "Tia Technician", email: "tech@example.com" });
      const reversal = events.find((event) => event.text.endsWith("reversed: Card declined"));
      expect(reversal?.by).toEqual({ name: "Ada Admin", email: "admin@example.com" });
      // The estimate's events come before the status change they led to, the payment's after the invoice.
      const index = (text: string) => events.findIndex((event) => event.text.startsWith(text));
      expect(index("Estimate version 1 sent")).toBeLessThan(index("Brakes approved"));
      expect(index("Brakes approved")).toBeLessThan(index("Status changed from Pending"));
      expect(index("Invoice draft created")).toBeLessThan(index("Payment of"));
    });

    it("names no money for a Service Technician", async () => {
      const { events } = await historyAs(shop.technician.client);
      expect(events).toHaveLength(11);
      for (const event of events) expect(event.text).not.toMatch(/\$|\d+\.\d\d/);
      expect(events.map((event) => event.text)).toEqual(
        expect.arrayContaining([
          "Estimate version 1 sent",
          "Brakes approved by Carla Customer, phone, estimate version 1",
          "Invoice INV-000001 finalized",
          "Payment recorded on invoice INV-000001",
          "Payment on invoice INV-000001 reversed: Card declined",
        ]),
      );
    });

    it("answers 404 for a card that does not exist, and 403 to a User", async () => {
      expect((await shop.advisor.client.request("GET", "/api/job-cards/00000000-0000-4000-8000-000000000000/history")).status).toBe(404);
      expect((await shop.advisor.client.request("GET", "/api/job-cards/nonsense/history")).status).toBe(404);
      expect((await shop.user.client.request("GET", `/api/job-cards/${cardId}/history`)).status).toBe(403);
    });
  });
}
