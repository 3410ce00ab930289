import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Estimate } from "../../../src/shared/schemas/estimates";
import type { Invoice } from "../../../src/shared/schemas/invoices";
import { approvedCard, createInvoice, priceShop, readInvoiceOf } from "../invoice-fixture";
import { bodyOf, errorOf, openShop, type Shop } from "../shop-test-fixture";
import type { DatabaseKind } from "../../../src/server/db/database";

/** A JSON body written as text: JSON.stringify would turn -0 into 0 before it left. */
const json = (text: string) => new Blob([text], { type: "application/json" });

/** One past what an `integer` column holds. */
const INT4_MAX_PLUS_ONE = 2_147_483_648;
const RANGE = "must fall between 1900-01-01 and 2100-12-31.";

/** Run on PGlite by src/server/routes/out-of-range-values.test.ts, on PostgreSQL by tests/system/postgres/out-of-range-values-postgres.test.ts. */
export function describeOutOfRangeValues(kind: DatabaseKind): void {
  /**
   * Values the validators once let through to a column that cannot hold them (a 500): integers past
   * int4 and dates in year 0000 or 9999. Each is a 400 naming its field, and nothing is stored.
   */
  describe(`values a column cannot hold on ${kind}`, () => {
    let shop: Shop;
    const client = () => shop.advisor.client;

    beforeAll(async () => {
      shop = await openShop(kind);
      await priceShop(shop);
    });
    afterAll(() => shop?.t.close());

    async function estimateOf(cardId: string): Promise<Estimate> {
      return (await bodyOf<{ estimate: Estimate }>(await client().request("GET", `/api/job-cards/${cardId}/estimate`))).estimate;
    }

    it("put /job-cards/{id}/estimate refuses rowVersion 2147483648 with 400 under rowVersion, leaving the estimate as it was", async () => {
      const cardId = await approvedCard(shop);
      const before = await estimateOf(cardId);
      const jobs = before.jobs.map(({ id, name, lines }) => ({ id, name, lines }));
      const response = await client().request("PUT", `/api/job-cards/${cardId}/estimate`, { rowVersion: INT4_MAX_PLUS_ONE, discountCents: 0, jobs });
      expect(response.status).toBe(400);
      expect(Object.keys((await errorOf(response)).details?.fields ?? {})).toEqual(["rowVersion"]);
      expect(await estimateOf(cardId)).toEqual(before);
    });

    it("put /invoices/{id} refuses rowVersion 2147483648 with 400 under rowVersion, leaving the draft as it was", async () => {
      const draft = await createInvoice(client(), await approvedCard(shop));
      const jobs = draft.jobs.map(({ totalCents: _total, ...job }) => job);
      const response = await client().request("PUT", `/api/invoices/${draft.id}`, { rowVersion: INT4_MAX_PLUS_ONE, discountCents: 0, jobs });
      expect(response.status).toBe(400);
      expect(Object.keys((await errorOf(response)).details?.fields ?? {})).toEqual(["rowVersion"]);
      expect(await readInvoiceOf(client(), draft.id)).toEqual(draft);
    });

    it("post /job-cards/{id}/estimate/approvals refuses a time in year 0000 or 9999 with When's range message, recording nothing", async () => {
      const cardId = await approvedCard(shop, {});
      const before = await estimateOf(cardId);
      for (const at of ["0000-01-01T00:00:00Z", "9999-12-31T23:59:59Z", "1899-12-31T23:59:59+00:00"]) {
        const response = await client().request("POST", `/api/job-cards/${cardId}/estimate/approvals`, {
          method: "phone",
          signerName: "Carla Customer",
          at,
          decisions: [{ jobId: "job-brakes", decision: "approved" }],
        });
        expect(response.status, at).toBe(400);
        expect((await errorOf(response)).details?.fields).toEqual({ at: [`When ${RANGE}`] });
      }
      expect(await estimateOf(cardId)).toEqual(before);
    });

    it("post /invoices/{id}/finalize refuses an invoice date in year 0000 or 9999, leaving the draft a draft", async () => {
      const draft = await createInvoice(client(), await approvedCard(shop));
      for (const invoiceDate of ["0000-01-01", "9999-12-31"]) {
        const response = await client().request("POST", `/api/invoices/${draft.id}/finalize`, { invoiceDate });
        expect(response.status, invoiceDate).toBe(400);
        expect((await errorOf(response)).details?.fields).toEqual({ invoiceDate: [`Invoice date ${RANGE}`] });
      }
      expect(await readInvoiceOf(client(), draft.id)).toEqual(draft);
    });

    it("post /invoices/{id}/payments refuses a payment dated in year 0000 or 9999, storing no payment", async () => {
      const draft = await createInvoice(client(), await approvedCard(shop));
      const finalizedResponse = await client().request("POST", `/api/invoices/${draft.id}/finalize`, { invoiceDate: "2026-03-14" });
      expect(finalizedResponse.status).toBe(200);
      const before = (await bodyOf<{ invoice: Invoice }>(finalizedResponse)).invoice;
      for (const paidOn of ["0000-01-01", "9999-12-31"]) {
        const response = await client().request("POST", `/api/invoices/${draft.id}/payments`, { amountCents: 100, method: "Cash", paidOn });
        expect(response.status, paidOn).toBe(400);
        expect((await errorOf(response)).details?.fields).toEqual({ paidOn: [`Date ${RANGE}`] });
      }
      expect(await readInvoiceOf(client(), draft.id)).toEqual(before);
    });

    it("put /job-cards/{id}/estimate and post /job-cards take a JSON -0 as 0, storing and answering 0", async () => {
      const created = await client().request(
        "POST",
        "/api/job-cards",
        json(`{"vin":"NEGZERO","serviceDescription":"x","assignedTechnicianId":"${shop.technician.profile.userId}","estimatedHours":-0}`),
      );
      expect(created.status).toBe(201);
      const { jobCard } = await bodyOf<{ jobCard: { id: string; estimatedHours: number | null } }>(created);
      expect(Object.is(jobCard.estimatedHours, 0)).toBe(true);

      const line = `{"id":"l1","kind":"labor","description":"Zero","hoursTenths":-0,"rateCents":-0}`;
      const part = `{"id":"p1","kind":"part","partName":"Zero","quantityHundredths":-0,"unitCostCents":-0,"unitPriceCents":-0}`;
      const saved = await client().request(
        "PUT",
        `/api/job-cards/${jobCard.id}/estimate`,
        json(`{"rowVersion":-0,"discountCents":-0,"jobs":[{"id":"j1","name":"Zero","lines":[${line},${part}]}]}`),
      );
      expect(saved.status).toBe(200);
      const estimate = await estimateOf(jobCard.id);
      expect(estimate.rowVersion).toBe(1);
      // toEqual tells -0 from 0, as Object.is does.
      expect([estimate.discountCents, estimate.totalCents, estimate.jobs[0]!.lines]).toEqual([
        0,
        0,
        [
          { id: "l1", kind: "labor", description: "Zero", hoursTenths: 0, rateCents: 0 },
          { id: "p1", kind: "part", partName: "Zero", partNumber: "", quantityHundredths: 0, unitCostCents: 0, unitPriceCents: 0 },
        ],
      ]);
    });

    it("patch /users/{id} refuses an updatedAt in year 0000 with 400 under updatedAt, changing nothing", async () => {
      const invited = await shop.invite("Ivy Invitee", "User");
      const response = await shop.admin.client.request("PATCH", `/api/users/${invited.userId}`, {
        name: "Ivy Renamed",
        role: "User",
        isActive: true,
        updatedAt: "0000-01-01T00:00:00Z",
      });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).details?.fields).toEqual({ updatedAt: [`updatedAt ${RANGE}`] });
      const users = await bodyOf<{ users: { userId: string; name: string }[] }>(await shop.admin.client.request("GET", "/api/users"));
      expect(users.users.find((user) => user.userId === invited.userId)?.name).toBe("Ivy Invitee");
    });

    it("get /reports/receivables refuses an as-of date in year 0000 or 9999 with 400", async () => {
      for (const asOf of ["0000-01-01", "9999-12-31"]) {
        const response = await shop.admin.client.request("GET", `/api/reports/receivables?asOf=${asOf}`);
        expect(response.status, asOf).toBe(400);
        expect((await errorOf(response)).details?.fields).toEqual({ asOf: [`Date ${RANGE}`] });
      }
    });

    it("get /reports/invoice-revenue refuses a From or To date in year 0000 or 9999 with 400", async () => {
      const cases = [
        ["0000-01-01", "2026-01-01", { from: [`From ${RANGE}`] }],
        ["2026-01-01", "9999-12-31", { to: [`To ${RANGE}`] }],
        ["0000-01-01", "0000-01-02", { from: [`From ${RANGE}`], to: [`To ${RANGE}`] }],
      ] as const;
      for (const [from, to, fields] of cases) {
        const response = await shop.admin.client.request("GET", `/api/reports/invoice-revenue?from=${from}&to=${to}`);
        expect(response.status, `${from}..${to}`).toBe(400);
        expect((await errorOf(response)).details?.fields).toEqual(fields);
      }
    });
  });
}
