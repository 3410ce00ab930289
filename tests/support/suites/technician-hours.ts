import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TechnicianHoursReport } from "../../../src/shared/schemas/time-entries";
import { approvedCard, createInvoice, finalized, priceShop } from "../invoice-fixture";
import { bodyOf, errorOf, openShop, type Shop } from "../shop-test-fixture";
import { timeEntries } from "../../../src/server/db/schema";
import type { DatabaseKind } from "../../../src/server/db/database";

/** Run on PGlite by src/server/routes/reports/technician-hours.test.ts, on PostgreSQL by tests/system/postgres/technician-hours-postgres.test.ts. */
export function describeTechnicianHours(kind: DatabaseKind): void {
  describe(`the Technician Hours Report on ${kind}`, () => {
    let shop: Shop;

    beforeAll(async () => {
      shop = await openShop(kind);
      await priceShop(shop);
      const tia = shop.technician.profile.userId;
      const otto = shop.otherTechnician.userId;
      await shop.invite("Nia Nobody", "Service Technician");

      // Each card's approved work holds Brakes, 2.0 h of labor (20 tenths); Wipers is parts only.
      const billed = async (technicianId: string, invoiceDate: string) => {
        const cardId = await approvedCard(shop, undefined, { assignedTechnicianId: technicianId });
        const draft = await createInvoice(shop.advisor.client, cardId);
        await finalized(shop.advisor.client, draft.id, { invoiceDate });
        return { cardId, invoiceId: draft.id };
      };
      const tiaCard = await billed(tia, "2026-06-15");
      const voided = await billed(tia, "2026-06-16");
      expect((await shop.admin.client.request("POST", `/api/invoices/${voided.invoiceId}/void`, { reason: "Entered twice" })).status).toBe(200);
      await createInvoice(shop.advisor.client, await approvedCard(shop)); // a draft bills nothing
      await billed(otto, "2026-07-01"); // after the period
      const ottoCard = await billed(otto, "2026-06-30");

      const entry = (technicianId: string, jobCardId: string, from: string, to: string | null) => ({
        technicianId,
        jobCardId,
        jobId: "job-brakes",
        jobName: "Brakes",
        startedAt: new Date(from),
        stoppedAt: to === null ? null : new Date(to),
      });
      await shop.t.database.db.insert(timeEntries).values([
        entry(tia, tiaCard.cardId, "2026-05-31T23:30:00Z", "2026-06-01T00:30:00Z"),
        entry(tia, tiaCard.cardId, "2026-06-10T08:00:00Z", "2026-06-10T10:00:00Z"),
        entry(tia, tiaCard.cardId, "2026-06-11T13:00:00Z", "2026-06-11T13:45:00Z"),
        entry(tia, tiaCard.cardId, "2026-06-30T23:00:00Z", "2026-07-01T01:00:00Z"),
        entry(tia, tiaCard.cardId, "2026-07-02T08:00:00Z", "2026-07-02T12:00:00Z"),
        entry(otto, ottoCard.cardId, "2026-06-20T09:00:00Z", "2026-06-20T10:00:00Z"),
      ]);
    });
    afterAll(() => shop?.t.close());

    it("gives clocked hours, billed labor hours and efficiency per technician, as computed by hand", async () => {
      const response = await shop.admin.client.request("GET", "/api/reports/technician-hours?from=2026-06-01&to=2026-06-30");
      expect(response.status).toBe(200);
      const { rows } = await bodyOf<TechnicianHoursReport>(response);
      // Tia clocked, within 2026-06-01 00:00 to 2026-07-01 00:00 UTC: 30 min of the entry crossing
      // the start (1,800 s) + 2 h (7,200 s) + 45 min (2,700 s) + 1 h of the entry crossing the end
      // (3,600 s) = 15,300 s = 4.25 h; the 2 July entry is outside. Billed: the 15 June invoice's
      // 2.0 h (the voided one, the draft and Otto's are not hers): 20 tenths. Efficiency 2.0 / 4.25
      // = 47.0588...% -> 47.1.
      // Otto clocked 1 h (3,600 s) and billed the 30 June invoice's 2.0 h (the 1 July one is
      // outside): 2.0 / 1 = 200.0%. Nia did nothing: no efficiency.
      expect(rows).toEqual([
        { technician: { name: "Nia Nobody", email: expect.any(String) }, clockedSeconds: 0, billedLaborHoursTenths: 0, efficiencyPercent: null },
        { technician: { name: "Otto Technician", email: shop.otherTechnician.email }, clockedSeconds: 3_600, billedLaborHoursTenths: 20, efficiencyPercent: 200 },
        { technician: { name: "Tia Technician", email: "tech@example.com" }, clockedSeconds: 15_300, billedLaborHoursTenths: 20, efficiencyPercent: 47.1 },
      ]);
    });

    it("counts one day when from and to are the same day", async () => {
      const response = await shop.admin.client.request("GET", "/api/reports/technician-hours?from=2026-06-10&to=2026-06-10");
      const { rows } = await bodyOf<TechnicianHoursReport>(response);
      expect(rows.find((row) => row.technician.name === "Tia Technician")).toMatchObject({ clockedSeconds: 7_200, billedLaborHoursTenths: 0, efficiencyPercent: 0 });
    });

    it.each([
      ["no dates", ""],
      ["no to", "?from=2026-06-01"],
      ["a from that is no date", "?from=June&to=2026-06-30"],
      ["a to before the from", "?from=2026-06-30&to=2026-06-01"],
      ["a day out of range", "?from=0001-01-01&to=2026-06-30"],
      ["an impossible day", "?from=2026-02-30&to=2026-03-01"],
    ])("refuses %s with a 400", async (_label, query) => {
      const response = await shop.admin.client.request("GET", `/api/reports/technician-hours${query}`);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe("validation_failed");
    });

    it("is for Admin and Manager only", async () => {
      for (const client of [shop.advisor.client, shop.technician.client, shop.user.client]) {
        expect((await client.request("GET", "/api/reports/technician-hours?from=2026-06-01&to=2026-06-30")).status).toBe(403);
      }
    });
  });
}
