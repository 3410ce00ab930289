import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Estimate, EstimateJob } from "../../../src/shared/schemas/estimates";
import type { InspectionReport } from "../../../src/shared/schemas/inspection-report";
import { jobCards } from "../../../src/server/db/schema";
import type { DatabaseKind } from "../../../src/server/db/database";
import { createInvoice, finalized, priceShop } from "../invoice-fixture";
import { bodyOf, errorOf, openShop, type Shop } from "../shop-test-fixture";
import { signedInClient, type TestClient } from "../test-client";

const PERIOD = "from=2026-06-01&to=2026-06-30";

/** Run on PGlite by src/server/routes/reports/inspection-report.test.ts, on PostgreSQL by tests/system/postgres/inspection-report-postgres.test.ts. */
export function describeInspectionReport(kind: DatabaseKind): void {
  describe(`the Inspection Report on ${kind}`, () => {
    let shop: Shop;
    let manager: TestClient;
    let templateId: string;

    async function ok(response: Promise<Response>, status: number): Promise<Response> {
      const answered = await response;
      if (answered.status !== status) throw new Error(`answered ${answered.status}: ${await answered.text()}`);
      return answered;
    }

    /** A card assigned to `technicianId`, opened at `openedAt` (the report counts cards by that moment). */
    async function card(technicianId: string, openedAt: string): Promise<string> {
      const created = await ok(
        shop.advisor.client.request("POST", "/api/job-cards", { vin: "1HGCM82633A004352", customerName: "Carla Customer", serviceDescription: "Service", assignedTechnicianId: technicianId }),
        201,
      );
      const id = (await bodyOf<{ jobCard: { id: string } }>(created)).jobCard.id;
      await shop.t.database.db.update(jobCards).set({ createdAt: new Date(openedAt) }).where(eq(jobCards.id, id));
      return id;
    }

    /** Starts the four-item template and measures each item: below 2 mm is Urgent, below 4 Needs Attention. */
    async function inspect(cardId: string, measured: Record<string, number>, complete = true): Promise<void> {
      const path = `/api/job-cards/${cardId}/inspection`;
      await ok(shop.advisor.client.request("POST", path, { templateId }), 201);
      for (const [itemId, measuredValue] of Object.entries(measured)) {
        await ok(shop.advisor.client.request("PUT", `${path}/items/${itemId}`, { rating: null, skipped: false, note: "", measuredValue }), 200);
      }
      if (complete) await ok(shop.advisor.client.request("POST", `${path}/complete`), 200);
    }

    const estimateOf = async (cardId: string) => (await bodyOf<{ estimate: Estimate }>(await shop.advisor.client.request("GET", `/api/job-cards/${cardId}/estimate`))).estimate;

    /** Prices the estimate's jobs (by name: lines), sends it and records the decisions (by name). */
    async function priceSendDecide(cardId: string, lines: Record<string, EstimateJob["lines"]>, decisions: Record<string, "approved" | "declined">): Promise<void> {
      const draft = await estimateOf(cardId);
      const jobs = draft.jobs.map((job) => ({ id: job.id, name: job.name, lines: lines[job.name] ?? [] }));
      await ok(shop.advisor.client.request("PUT", `/api/job-cards/${cardId}/estimate`, { rowVersion: draft.rowVersion, discountCents: 0, jobs }), 200);
      await ok(shop.advisor.client.request("POST", `/api/job-cards/${cardId}/estimate/send`), 201);
      const byName = new Map(draft.jobs.map((job) => [job.name, job.id]));
      await ok(
        shop.advisor.client.request("POST", `/api/job-cards/${cardId}/estimate/approvals`, {
          method: "phone",
          signerName: "Carla Customer",
          at: new Date().toISOString(),
          decisions: Object.entries(decisions).map(([name, decision]) => ({ jobId: byName.get(name), decision })),
        }),
        201,
      );
    }

    /** An estimate of one job with one fee, approved, invoiced and finalized. */
    async function invoicedFee(cardId: string, amountCents: number): Promise<void> {
      const jobs = [{ id: "job-fee", name: "Service", lines: [{ id: "f1", kind: "fee", description: "Service", amountCents }] }];
      await ok(shop.advisor.client.request("PUT", `/api/job-cards/${cardId}/estimate`, { rowVersion: (await estimateOf(cardId)).rowVersion, discountCents: 0, jobs }), 200);
      await ok(shop.advisor.client.request("POST", `/api/job-cards/${cardId}/estimate/send`), 201);
      await approveJob(cardId, "job-fee");
      await invoice(cardId);
    }

    /** Record Approval of one job by phone. */
    async function approveJob(cardId: string, jobId: string): Promise<void> {
      await ok(
        shop.advisor.client.request("POST", `/api/job-cards/${cardId}/estimate/approvals`, {
          method: "phone",
          signerName: "Carla Customer",
          at: new Date().toISOString(),
          decisions: [{ jobId, decision: "approved" }],
        }),
        201,
      );
    }

    async function invoice(cardId: string): Promise<void> {
      const draft = await createInvoice(shop.advisor.client, cardId);
      await finalized(shop.advisor.client, draft.id, { invoiceDate: "2026-06-20" });
    }

    const addToEstimate = (cardId: string, itemId: string) => ok(shop.advisor.client.request("POST", `/api/job-cards/${cardId}/inspection/items/${itemId}/estimate`), 201);

    beforeAll(async () => {
      shop = await openShop(kind);
      await priceShop(shop);
      const signedIn = await signedInClient(shop.t.app, "manager@example.com", { name: "Mia Manager" });
      await ok(shop.admin.client.request("PATCH", `/api/users/${signedIn.profile.userId}`, { name: "Mia Manager", role: "Manager", shopName: "", isActive: true }), 200);
      manager = signedIn.client;

      const mm = { unit: "mm", worseWhen: "lower", attentionAt: 4, urgentAt: 2 };
      const template = await ok(
        shop.admin.client.request("POST", "/api/inspection-templates", {
          name: "Report check",
          sections: [
            {
              id: "wear",
              name: "Wear",
              items: ["pads", "rotors", "tread", "wipers"].map((id) => ({ id, name: id[0]!.toUpperCase() + id.slice(1), measurement: mm, suggestedCannedJobId: null })),
            },
          ],
        }),
        201,
      );
      templateId = (await bodyOf<{ template: { id: string } }>(template)).template.id;
      const tia = shop.technician.profile.userId;
      const otto = shop.otherTechnician.userId;

      // Tia, card A: completed; pads Urgent, rotors Needs Attention, tread Urgent, wipers Good. The
      // three findings go on the estimate: Pads 1.5 h labor at 100.00, Rotors a fee of 80.00, Tread
      // two parts at 25.00 (taxed 8.25%). Pads and Tread approved, Rotors declined; invoiced.
      const cardA = await card(tia, "2026-06-10T09:00:00Z");
      await inspect(cardA, { pads: 1.5, rotors: 3, tread: 1, wipers: 8 });
      for (const itemId of ["pads", "rotors", "tread"]) await addToEstimate(cardA, itemId);
      await priceSendDecide(
        cardA,
        {
          Pads: [{ id: "l1", kind: "labor", description: "Replace pads", hoursTenths: 15, rateCents: 10_000 }],
          Rotors: [{ id: "f1", kind: "fee", description: "Resurface rotors", amountCents: 8_000 }],
          Tread: [{ id: "p1", kind: "part", partName: "Tire", partNumber: "T-1", quantityHundredths: 200, unitCostCents: 2_000, unitPriceCents: 2_500 }],
        },
        { Pads: "approved", Rotors: "declined", Tread: "approved" },
      );
      await invoice(cardA);
      // Tia, card B: no inspection; a fee of 60.00 invoiced. Opened on the period's first moment.
      await invoicedFee(await card(tia, "2026-06-01T00:00:00Z"), 6_000);
      // Tia, card C: an inspection still in progress with an Urgent item: not inspected, nothing found.
      await inspect(await card(tia, "2026-06-15T12:00:00Z"), { pads: 1 }, false);
      // Otto, card D: completed, all Good; a fee of 100.00 invoiced.
      const cardD = await card(otto, "2026-06-20T08:00:00Z");
      await inspect(cardD, { pads: 9, rotors: 9, tread: 9, wipers: 9 });
      await invoicedFee(cardD, 10_000);
      // Otto, card E: no inspection, not invoiced; opened in the period's last second.
      await card(otto, "2026-06-30T23:59:59Z");
      // Tia, opened on 1 July, outside the period: a completed inspection with a finding, invoiced.
      const outside = await card(tia, "2026-07-01T00:00:00Z");
      await inspect(outside, { pads: 1, rotors: 9, tread: 9, wipers: 9 });
      await invoicedFee(outside, 50_000);
    });
    afterAll(() => shop?.t.close());

    // By hand:
    // Tia: cards A, B, C opened in June; A inspected: 1 / 3 = 33.33% (3,333 bp). A found 1 Needs
    //   Attention (rotors) and 2 Urgent (pads, tread); C's inspection is not completed. Recommended
    //   150.00 + 80.00 + 50.00 = 280.00; approved 150.00 + 50.00 = 200.00; rate 200 / 280 =
    //   71.428...% -> 71.43% (7,143 bp). A's invoice: 150.00 labor + 50.00 parts + 8.25% of 50.00
    //   (4.125 -> 4.13) = 204.13. B's: 60.00.
    // Otto: cards D and E; D inspected: 1 / 2 = 50.00%. No finding, nothing recommended: no rate.
    //   D's invoice 100.00; E not invoiced, so no average without an inspection.
    // Total: 5 cards, 2 inspected = 40.00%; rate 71.43%; average with an inspection
    //   (204.13 + 100.00) / 2 = 152.065 -> 152.07; without: B's 60.00 alone.
    const tiaRow = {
      repairOrders: 3,
      inspectedRepairOrders: 1,
      inspectedShareBp: 3_333,
      needsAttentionItems: 1,
      urgentItems: 2,
      recommendedCents: 28_000,
      approvedCents: 20_000,
      approvalRateBp: 7_143,
      averageWithInspectionCents: 20_413,
      invoicedWithInspection: 1,
      averageWithoutInspectionCents: 6_000,
      invoicedWithoutInspection: 1,
    };
    const ottoRow = {
      repairOrders: 2,
      inspectedRepairOrders: 1,
      inspectedShareBp: 5_000,
      needsAttentionItems: 0,
      urgentItems: 0,
      recommendedCents: 0,
      approvedCents: 0,
      approvalRateBp: null,
      averageWithInspectionCents: 10_000,
      invoicedWithInspection: 1,
      averageWithoutInspectionCents: null,
      invoicedWithoutInspection: 0,
    };

    it("gives each technician's figures and the total, as computed by hand", async () => {
      const response = await shop.admin.client.request("GET", `/api/reports/inspections?${PERIOD}`);
      expect(response.status).toBe(200);
      expect(await bodyOf<InspectionReport>(response)).toEqual({
        from: "2026-06-01",
        to: "2026-06-30",
        technicianId: null,
        rows: [
          { technicianId: shop.otherTechnician.userId, technician: { name: "Otto Technician", email: shop.otherTechnician.email }, ...ottoRow },
          { technicianId: shop.technician.profile.userId, technician: { name: "Tia Technician", email: "tech@example.com" }, ...tiaRow },
        ],
        total: {
          repairOrders: 5,
          inspectedRepairOrders: 2,
          inspectedShareBp: 4_000,
          needsAttentionItems: 1,
          urgentItems: 2,
          recommendedCents: 28_000,
          approvedCents: 20_000,
          approvalRateBp: 7_143,
          averageWithInspectionCents: 15_207,
          invoicedWithInspection: 2,
          averageWithoutInspectionCents: 6_000,
          invoicedWithoutInspection: 1,
        },
      });
    });

    it("gives one technician's figures alone when one is asked for, and nothing for one with no repair orders", async () => {
      const otto = await bodyOf<InspectionReport>(await manager.request("GET", `/api/reports/inspections?${PERIOD}&technicianId=${shop.otherTechnician.userId}`));
      expect(otto.technicianId).toBe(shop.otherTechnician.userId);
      expect(otto.rows).toEqual([{ technicianId: shop.otherTechnician.userId, technician: { name: "Otto Technician", email: shop.otherTechnician.email }, ...ottoRow }]);
      expect(otto.total).toEqual(ottoRow);
      const nobody = await bodyOf<InspectionReport>(await manager.request("GET", `/api/reports/inspections?${PERIOD}&technicianId=${shop.user.profile.userId}`));
      expect(nobody.rows).toEqual([]);
      expect(nobody.total).toMatchObject({ repairOrders: 0, inspectedShareBp: null, approvalRateBp: null, averageWithInspectionCents: null, averageWithoutInspectionCents: null });
    });

    it("counts the card opened on 1 July in July's report only", async () => {
      const july = await bodyOf<InspectionReport>(await shop.admin.client.request("GET", "/api/reports/inspections?from=2026-07-01&to=2026-07-01"));
      expect(july.total).toMatchObject({ repairOrders: 1, inspectedRepairOrders: 1, urgentItems: 1, averageWithInspectionCents: 50_000, recommendedCents: 0 });
    });

    it.each([
      ["no dates", "", "From must be a date (YYYY-MM-DD)."],
      ["a from that is no date", "?from=June&to=2026-06-30", "From must be a date (YYYY-MM-DD)."],
      ["a to before the from", "?from=2026-06-30&to=2026-06-01", "The To date must be on or after the From date."],
      ["an impossible day", "?from=2026-02-30&to=2026-03-01", "From must be a date (YYYY-MM-DD)."],
      ["an empty technician", `?${PERIOD}&technicianId=`, "Technician must name a technician."],
    ])("refuses %s with a 400 saying why", async (_label, query, message) => {
      const response = await shop.admin.client.request("GET", `/api/reports/inspections${query}`);
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe("validation_failed");
      expect(JSON.stringify(error)).toContain(message);
    });

    it("is for Admin and Manager only", async () => {
      for (const client of [shop.admin.client, manager]) expect((await client.request("GET", `/api/reports/inspections?${PERIOD}`)).status).toBe(200);
      for (const client of [shop.advisor.client, shop.technician.client, shop.user.client]) {
        expect((await client.request("GET", `/api/reports/inspections?${PERIOD}`)).status).toBe(403);
      }
    });
  });
}
