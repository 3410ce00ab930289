import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MULTI_POINT_INSPECTION_ID } from "../../../src/shared/constants/inspections";
import { MULTI_POINT_INSPECTION } from "../../../src/shared/inspections/multi-point-inspection";
import type { JobCardHistory, JobCardHistoryEvent } from "../../../src/shared/schemas/job-card-history";
import type { InspectionItemUpdate } from "../../../src/shared/schemas/inspections";
import type { DatabaseKind } from "../../../src/server/db/database";
import { priceShop } from "../invoice-fixture";
import { bodyOf, openShop, type Shop } from "../shop-test-fixture";
import type { TestClient } from "../test-client";

const ALL_ITEMS = MULTI_POINT_INSPECTION.sections.flatMap((section) => section.items);
const FRONT_PADS = "mpi-front-pads";
const TIRE_LF = "mpi-tire-lf";
const WIPERS = "mpi-wiper-blades";
const blank: InspectionItemUpdate = { rating: null, skipped: false, note: "", measuredValue: null };
const TECHNICIAN = { name: "Tia Technician", email: "tech@example.com" };
const ADVISOR = { name: "Sam Advisor", email: "advisor@example.com" };

/** Run on PGlite by src/server/routes/job-card-history/inspection-history.test.ts, on PostgreSQL by tests/system/postgres/inspection-history-postgres.test.ts. */
export function describeInspectionHistory(kind: DatabaseKind): void {
  describe(`the inspection in a repair order's History on ${kind}`, () => {
    let shop: Shop;
    let cardId: string;

    const path = () => `/api/job-cards/${cardId}/inspection`;

    async function send(client: TestClient, method: "POST" | "PUT", target: string, body?: unknown, status = 200): Promise<void> {
      const response = await client.request(method, target, body);
      expect(response.status, await response.clone().text()).toBe(status);
    }
    const rate = (client: TestClient, itemId: string, change: Partial<InspectionItemUpdate>) => send(client, "PUT", `${path()}/items/${itemId}`, { ...blank, ...change });

    async function inspectionLines(client: TestClient): Promise<Omit<JobCardHistoryEvent, "at">[]> {
      const response = await client.request("GET", `/api/job-cards/${cardId}/history`);
      expect(response.status).toBe(200);
      const { events } = await bodyOf<JobCardHistory>(response);
      const times = events.map((event) => event.at);
      expect(times).toEqual([...times].sort());
      return events.filter((event) => event.kind === "inspection").map(({ at: _at, ...line }) => line);
    }

    beforeAll(async () => {
      shop = await openShop(kind);
      await priceShop(shop);
      const response = await shop.advisor.client.request("POST", "/api/job-cards", {
        vin: "1HGCM82633A004352",
        customerName: "Carla Customer",
        serviceDescription: "Multi-point inspection",
        assignedTechnicianId: shop.technician.profile.userId,
      });
      expect(response.status).toBe(201);
      cardId = (await bodyOf<{ jobCard: { id: string } }>(response)).jobCard.id;
    });
    afterAll(() => shop?.t.close());

    it("has no inspection line before one is started; the start names the template and who started it", async () => {
      expect(await inspectionLines(shop.advisor.client)).toEqual([]);
      await send(shop.technician.client, "POST", path(), { templateId: MULTI_POINT_INSPECTION_ID }, 201);
      expect(await inspectionLines(shop.advisor.client)).toEqual([{ kind: "inspection", text: "Inspection started: Multi-Point Inspection", by: TECHNICIAN }]);
    });

    it("counts the items by rating when the inspection is completed, and a refused completion leaves no line", async () => {
      await rate(shop.technician.client, FRONT_PADS, { measuredValue: 1.5 });
      await rate(shop.technician.client, TIRE_LF, { rating: "Needs Attention", measuredValue: 4 });
      await send(shop.technician.client, "POST", `${path()}/complete`, undefined, 400);
      expect(await inspectionLines(shop.advisor.client)).toHaveLength(1);

      await rate(shop.technician.client, WIPERS, { skipped: true });
      const done = new Set([FRONT_PADS, TIRE_LF, WIPERS]);
      for (const item of ALL_ITEMS.filter((candidate) => !done.has(candidate.id))) await rate(shop.technician.client, item.id, { rating: "Good" });
      await send(shop.technician.client, "POST", `${path()}/complete`);
      const good = ALL_ITEMS.length - 3;
      expect((await inspectionLines(shop.technician.client)).at(-1)).toEqual({
        kind: "inspection",
        text: `Inspection completed: 1 Urgent, 1 Needs Attention, ${good} Good, 1 skipped`,
        by: TECHNICIAN,
      });
    });

    it("names each finding added to the estimate and who added it", async () => {
      await send(shop.advisor.client, "POST", `${path()}/items/${FRONT_PADS}/estimate`, undefined, 201);
      expect((await inspectionLines(shop.advisor.client)).at(-1)).toEqual({ kind: "inspection", text: "Finding added to the estimate: Front brake pads (Urgent)", by: ADVISOR });
    });

    it("logs the reopening by whoever reopened it, and a second completion counts afresh while the first line stays", async () => {
      await send(shop.technician.client, "POST", `${path()}/reopen`, undefined, 403);
      await send(shop.advisor.client, "POST", `${path()}/reopen`);
      await rate(shop.advisor.client, "mpi-engine-oil", { skipped: true });
      await send(shop.advisor.client, "POST", `${path()}/complete`);
      const good = ALL_ITEMS.length - 3;
      expect(await inspectionLines(shop.advisor.client)).toEqual([
        { kind: "inspection", text: "Inspection started: Multi-Point Inspection", by: TECHNICIAN },
        { kind: "inspection", text: `Inspection completed: 1 Urgent, 1 Needs Attention, ${good} Good, 1 skipped`, by: TECHNICIAN },
        { kind: "inspection", text: "Finding added to the estimate: Front brake pads (Urgent)", by: ADVISOR },
        { kind: "inspection", text: "Inspection reopened", by: ADVISOR },
        { kind: "inspection", text: `Inspection completed: 1 Urgent, 1 Needs Attention, ${good - 1} Good, 2 skipped`, by: ADVISOR },
      ]);
    });
  });
}
