import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MULTI_POINT_INSPECTION_ID } from "../../../src/shared/constants/inspections";
import type { ChangeEvent } from "../../../src/shared/events/change-event";
import type { Estimate, EstimateSent } from "../../../src/shared/schemas/estimates";
import { ALREADY_ON_ESTIMATE, type AddedToEstimate, type InspectionItemUpdate } from "../../../src/shared/schemas/inspections";
import {
  RECOMMENDATION_NOT_FOUND,
  RECOMMENDATION_NOT_OPEN,
  type Recommendation,
  type RecommendationAdded,
} from "../../../src/shared/schemas/recommendations";
import type { DatabaseKind } from "../../../src/server/db/database";
import { priceShop } from "../invoice-fixture";
import { bodyOf, errorOf, openJobCard, openShop, type Shop } from "../shop-test-fixture";
import { TestClient } from "../test-client";

const VIN = "1HGCM82633A004352";
const OTHER_VIN = "JH4KA8260MC000000";
const FRONT_PADS = "mpi-front-pads";
const TIRE_LF = "mpi-tire-lf";
const blank: InspectionItemUpdate = { rating: null, skipped: false, note: "", measuredValue: null };

/** Run on PGlite by src/server/routes/recommendations/recommendations.test.ts, on PostgreSQL by tests/system/postgres/recommendations-postgres.test.ts. */
export function describeRecommendations(kind: DatabaseKind): void {
  describe(`declined findings as the vehicle's recommendations on ${kind}`, () => {
    let shop: Shop;
    /** The first visit: front pads (3 mm) declined through the customer's link, left front tire approved. */
    let firstCard: string;
    /** The first visit's inspection. */
    let firstInspection: string;
    /** The same vehicle's next repair order. */
    let nextCard: string;
    /** Another vehicle's visit, its front pads declined too. */
    let otherVehicleCard: string;

    const customer = () => new TestClient(shop.t.app);
    const advisor = () => shop.advisor.client;

    async function createCard(vin: string, serviceDescription = "Brakes squeal"): Promise<string> {
      return (await openJobCard(advisor(), { vin, serviceDescription, assignedTechnicianId: shop.technician.profile.userId })).id;
    }

    async function rate(cardId: string, itemId: string, change: Partial<InspectionItemUpdate>): Promise<void> {
      const response = await advisor().request("PUT", `/api/job-cards/${cardId}/inspection/items/${itemId}`, { ...blank, ...change });
      expect(response.status, await response.clone().text()).toBe(200);
    }

    /** Pads and tire rated as findings on a new inspection of the card, both added to its estimate; the jobs' ids. */
    async function inspectAndPrice(cardId: string): Promise<{ inspectionId: string; pads: string; tire: string }> {
      expect((await advisor().request("POST", `/api/job-cards/${cardId}/inspection`, { templateId: MULTI_POINT_INSPECTION_ID })).status).toBe(201);
      await rate(cardId, FRONT_PADS, { measuredValue: 3, note: "Wearing unevenly" });
      await rate(cardId, TIRE_LF, { rating: "Needs Attention" });
      const add = async (itemId: string) => {
        const response = await advisor().request("POST", `/api/job-cards/${cardId}/inspection/items/${itemId}/estimate`);
        expect(response.status).toBe(201);
        return bodyOf<AddedToEstimate>(response);
      };
      const pads = await add(FRONT_PADS);
      const tire = await add(TIRE_LF);
      return { inspectionId: pads.inspection.id, pads: pads.jobId, tire: tire.jobId };
    }

    async function send(cardId: string): Promise<string> {
      const response = await advisor().request("POST", `/api/job-cards/${cardId}/estimate/send`);
      expect(response.status).toBe(201);
      return (await bodyOf<EstimateSent>(response)).url.split("/estimate/")[1]!;
    }

    async function decideByLink(cardId: string, decisions: Record<string, "approved" | "declined">): Promise<void> {
      const token = await send(cardId);
      const response = await customer().request("POST", `/api/public/estimates/${token}/decision`, {
        decisions: Object.entries(decisions).map(([jobId, decision]) => ({ jobId, decision })),
        name: "Carla Customer",
        authorised: true,
      });
      expect(response.status, await response.clone().text()).toBe(201);
    }

    async function recordDecisions(cardId: string, decisions: Record<string, "approved" | "declined">): Promise<void> {
      await send(cardId);
      const response = await advisor().request("POST", `/api/job-cards/${cardId}/estimate/approvals`, {
        method: "phone",
        signerName: "Carla Customer",
        at: new Date().toISOString(),
        decisions: Object.entries(decisions).map(([jobId, decision]) => ({ jobId, decision })),
      });
      expect(response.status, await response.clone().text()).toBe(201);
    }

    async function ofVehicle(client: TestClient, vin: string): Promise<Recommendation[]> {
      const response = await client.request("GET", `/api/vehicles/${encodeURIComponent(vin)}/recommendations`);
      expect(response.status).toBe(200);
      return (await bodyOf<{ recommendations: Recommendation[] }>(response)).recommendations;
    }

    async function ofCard(client: TestClient, cardId: string): Promise<Recommendation[]> {
      const response = await client.request("GET", `/api/job-cards/${cardId}/recommendations`);
      expect(response.status).toBe(200);
      return (await bodyOf<{ recommendations: Recommendation[] }>(response)).recommendations;
    }

    const addPath = (cardId: string, inspectionId: string, itemId: string) => `/api/job-cards/${cardId}/recommendations/${inspectionId}/items/${itemId}/estimate`;

    async function estimateOf(cardId: string): Promise<Estimate> {
      return (await bodyOf<{ estimate: Estimate }>(await advisor().request("GET", `/api/job-cards/${cardId}/estimate`))).estimate;
    }

    beforeAll(async () => {
      shop = await openShop(kind);
      await priceShop(shop);
      firstCard = await createCard(VIN, "First visit");
      const first = await inspectAndPrice(firstCard);
      firstInspection = first.inspectionId;
      await decideByLink(firstCard, { [first.pads]: "declined", [first.tire]: "approved" });
      otherVehicleCard = await createCard(OTHER_VIN, "Other vehicle");
      const other = await inspectAndPrice(otherVehicleCard);
      await decideByLink(otherVehicleCard, { [other.pads]: "declined", [other.tire]: "declined" });
      // Written in lower case with spaces on the next card: still the same vehicle.
      nextCard = await createCard(` ${VIN.toLowerCase()} `, "Second visit");
    });
    afterAll(() => shop?.t.close());

    it("lists a finding declined through the customer's link on the vehicle, with its measurement and date, and not one approved", async () => {
      const listed = await ofVehicle(advisor(), VIN);
      expect(listed).toEqual([
        {
          inspectionId: firstInspection,
          itemId: FRONT_PADS,
          name: "Front brake pads",
          sectionName: expect.any(String),
          rating: "Needs Attention",
          note: "Wearing unevenly",
          measuredValue: 3,
          unit: "mm",
          declinedAt: expect.stringMatching(/Z$/),
          jobCard: { id: firstCard, serviceDescription: "First visit" },
          onEstimate: false,
        },
      ]);
      expect(Date.now() - Date.parse(listed[0]!.declinedAt)).toBeLessThan(60_000);
      expect(JSON.stringify(listed)).not.toMatch(/cents/i);
    });

    it("never shows another vehicle's recommendations, and none for a VIN without any", async () => {
      // Declined together: by name.
      expect((await ofVehicle(advisor(), OTHER_VIN)).map((item) => [item.jobCard.id, item.itemId])).toEqual([
        [otherVehicleCard, FRONT_PADS],
        [otherVehicleCard, TIRE_LF],
      ]);
      expect(await ofVehicle(advisor(), "NOSUCHVIN")).toEqual([]);
      expect((await ofCard(advisor(), nextCard)).every((item) => item.jobCard.id === firstCard)).toBe(true);
    });

    it("shows them on the vehicle's next repair order, not on the card they came from", async () => {
      expect((await ofCard(advisor(), nextCard)).map((item) => [item.itemId, item.onEstimate])).toEqual([[FRONT_PADS, false]]);
      expect(await ofCard(advisor(), firstCard)).toEqual([]);
    });

    it("lets a technician read them but not add them; a plain user and a stranger neither", async () => {
      expect((await ofVehicle(shop.technician.client, VIN)).map((item) => item.itemId)).toEqual([FRONT_PADS]);
      expect((await ofCard(shop.technician.client, nextCard)).map((item) => item.itemId)).toEqual([FRONT_PADS]);
      expect((await shop.technician.client.request("POST", addPath(nextCard, firstInspection, FRONT_PADS))).status).toBe(403);
      expect((await shop.user.client.request("GET", `/api/vehicles/${VIN}/recommendations`)).status).toBe(403);
      expect((await shop.user.client.request("GET", `/api/job-cards/${nextCard}/recommendations`)).status).toBe(403);
      expect((await customer().request("GET", `/api/vehicles/${VIN}/recommendations`)).status).toBe(401);
      expect((await estimateOf(nextCard)).jobs).toEqual([]);
    });

    it("refuses a finding that is not open (409) or not of this vehicle (404), changing nothing", async () => {
      const tire = await advisor().request("POST", addPath(nextCard, firstInspection, TIRE_LF));
      expect(tire.status).toBe(409);
      expect(await errorOf(tire)).toEqual({ code: "conflict", message: RECOMMENDATION_NOT_OPEN });
      const otherInspection = (await ofVehicle(advisor(), OTHER_VIN))[0]!.inspectionId;
      for (const target of [
        addPath(nextCard, otherInspection, FRONT_PADS),
        addPath(nextCard, firstInspection, "mpi-no-such-item"),
        addPath(nextCard, "not-a-uuid", FRONT_PADS),
        addPath(firstCard, firstInspection, FRONT_PADS),
      ]) {
        const response = await advisor().request("POST", target);
        expect(response.status, target).toBe(404);
        expect((await errorOf(response)).message).toBe(RECOMMENDATION_NOT_FOUND);
      }
      expect((await advisor().request("POST", addPath("00000000-0000-4000-8000-000000000000", firstInspection, FRONT_PADS))).status).toBe(404);
      expect((await estimateOf(nextCard)).jobs).toEqual([]);
      expect((await estimateOf(firstCard)).jobs).toHaveLength(2);
    });

    it("Add to Estimate puts a job named after the finding on the next card's estimate, once (409 the second time)", async () => {
      const seen: ChangeEvent[] = [];
      const unsubscribe = shop.t.events.subscribe((event) => seen.push(event));
      const response = await advisor().request("POST", addPath(nextCard, firstInspection, FRONT_PADS));
      expect(response.status).toBe(201);
      const { estimate, jobId } = await bodyOf<RecommendationAdded>(response);
      expect(estimate.jobs).toEqual([
        expect.objectContaining({
          id: jobId,
          name: "Front brake pads",
          lines: [],
          state: "Awaiting Approval",
          fromInspectionItem: { itemId: FRONT_PADS, name: "Front brake pads", rating: "Needs Attention" },
        }),
      ]);
      await vi.waitFor(() => expect(seen).toContainEqual({ resource: "estimates", action: "updated", id: nextCard }));
      unsubscribe();
      expect((await ofCard(advisor(), nextCard)).map((item) => [item.itemId, item.onEstimate])).toEqual([[FRONT_PADS, true]]);
      // Still open until the customer approves it there.
      expect((await ofVehicle(advisor(), VIN)).map((item) => item.itemId)).toEqual([FRONT_PADS]);

      const again = await advisor().request("POST", addPath(nextCard, firstInspection, FRONT_PADS));
      expect(again.status).toBe(409);
      expect(await errorOf(again)).toEqual({ code: "conflict", message: ALREADY_ON_ESTIMATE });
      expect((await estimateOf(nextCard)).jobs.map((job) => job.id)).toEqual([jobId]);
    });

    it("is gone from the vehicle once approved on the later card (recorded by staff)", async () => {
      const jobId = (await estimateOf(nextCard)).jobs[0]!.id;
      await recordDecisions(nextCard, { [jobId]: "approved" });
      expect(await ofVehicle(advisor(), VIN)).toEqual([]);
      expect(await ofCard(advisor(), nextCard)).toEqual([]);
      const late = await advisor().request("POST", addPath(nextCard, firstInspection, FRONT_PADS));
      expect(late.status).toBe(409);
      expect((await errorOf(late)).message).toBe(RECOMMENDATION_NOT_OPEN);
    });

    it("counts a decline recorded by staff too, and one declined again on a later card stays open, dated by that decline", async () => {
      const staffCard = await createCard(OTHER_VIN, "Staff-recorded visit");
      const staff = await inspectAndPrice(staffCard);
      await recordDecisions(staffCard, { [staff.pads]: "declined", [staff.tire]: "approved" });
      const fromStaff = (await ofVehicle(advisor(), OTHER_VIN)).filter((item) => item.jobCard.id === staffCard);
      expect(fromStaff.map((item) => item.itemId)).toEqual([FRONT_PADS]);

      const laterCard = await createCard(OTHER_VIN, "Later visit");
      const before = (await ofCard(advisor(), laterCard)).find((item) => item.jobCard.id === otherVehicleCard && item.itemId === TIRE_LF)!;
      const added = await advisor().request("POST", addPath(laterCard, before.inspectionId, TIRE_LF));
      expect(added.status).toBe(201);
      const { jobId } = await bodyOf<RecommendationAdded>(added);
      await decideByLink(laterCard, { [jobId]: "declined" });
      const after = (await ofVehicle(advisor(), OTHER_VIN)).find((item) => item.jobCard.id === otherVehicleCard && item.itemId === TIRE_LF)!;
      expect(Date.parse(after.declinedAt)).toBeGreaterThan(Date.parse(before.declinedAt));
      // Removed from the later card's draft, it may be added again there.
      const estimate = await estimateOf(laterCard);
      expect((await advisor().request("PUT", `/api/job-cards/${laterCard}/estimate`, { rowVersion: estimate.rowVersion, discountCents: 0, jobs: [] })).status).toBe(200);
      expect((await advisor().request("POST", addPath(laterCard, before.inspectionId, TIRE_LF))).status).toBe(201);
    });
  });
}
