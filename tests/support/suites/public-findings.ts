import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddedToEstimate, Inspection, InspectionItemUpdate, InspectionPhoto } from "../../../src/shared/schemas/inspections";
import type { EstimateSent, PublicEstimate, PublicFinding } from "../../../src/shared/schemas/estimates";
import type { DatabaseKind } from "../../../src/server/db/database";
import { priceShop } from "../invoice-fixture";
import { onePixelImage, pickedFile } from "../job-card-image-files";
import { bodyOf, errorOf, openShop, type Shop } from "../shop-test-fixture";
import { TestClient } from "../test-client";

const VIN = "1HGCM82633A004352";
const OTHER_VIN = "2T1BURHE0JC034461";
const MISSING_ID = "00000000-0000-4000-8000-000000000000";
const blank: InspectionItemUpdate = { rating: null, skipped: false, note: "", measuredValue: null };
const tokenOf = (sent: EstimateSent) => sent.url.split("/estimate/")[1]!;

/** What a visit does to each item of the brake check: a rating, a measured value (rated by thresholds), a skip, a note, photos. */
type Visit = Record<string, Partial<InspectionItemUpdate> & { photos?: number }>;

/** Run on PGlite by src/server/routes/estimates/public-findings.test.ts, on PostgreSQL by tests/system/postgres/public-findings-postgres.test.ts. */
export function describePublicFindings(kind: DatabaseKind): void {
  describe(`the inspection's findings on the customer's link on ${kind}`, () => {
    let shop: Shop;
    let templateId: string;
    const customer = () => new TestClient(shop.t.app);
    const path = (card: string) => `/api/job-cards/${card}/inspection`;
    const itemPath = (card: string, itemId: string) => `${path(card)}/items/${itemId}`;
    const photoPath = (token: string, photoId: string) => `/api/public/estimates/${token}/photos/${photoId}`;

    beforeAll(async () => {
      shop = await openShop(kind);
      await priceShop(shop);
      const created = await shop.admin.client.request("POST", "/api/inspection-templates", {
        name: "Brake check",
        sections: [
          {
            id: "brakes",
            name: "Brakes",
            items: [
              { id: "pads", name: "Front pads", measurement: { unit: "mm", worseWhen: "lower", attentionAt: 4, urgentAt: 2 }, suggestedCannedJobId: null },
              { id: "rotors", name: "Rotors", measurement: null, suggestedCannedJobId: null },
            ],
          },
          {
            id: "tires",
            name: "Tires",
            items: [
              { id: "tread", name: "Tread", measurement: { unit: "mm", worseWhen: "lower", attentionAt: 3, urgentAt: 2 }, suggestedCannedJobId: null },
              { id: "wipers", name: "Wipers", measurement: null, suggestedCannedJobId: null },
              { id: "horn", name: "Horn", measurement: null, suggestedCannedJobId: null },
            ],
          },
        ],
      });
      expect(created.status).toBe(201);
      templateId = (await bodyOf<{ template: { id: string } }>(created)).template.id;
    });
    afterAll(() => shop?.t.close());

    /** A card of the VIN whose brake check is done as the visit says and completed; its photos by item. */
    async function inspectedCard(vin: string, visit: Visit): Promise<{ card: string; photos: Record<string, string[]> }> {
      const client = shop.advisor.client;
      const created = await client.request("POST", "/api/job-cards", {
        vin,
        customerName: "Carla Customer",
        serviceDescription: "Brake check",
        assignedTechnicianId: shop.technician.profile.userId,
      });
      expect(created.status).toBe(201);
      const card = (await bodyOf<{ jobCard: { id: string } }>(created)).jobCard.id;
      expect((await client.request("POST", path(card), { templateId })).status).toBe(201);
      const photos: Record<string, string[]> = {};
      for (const [itemId, { photos: count = 0, ...change }] of Object.entries(visit)) {
        for (let index = 0; index < count; index++) {
          const uploaded = await shop.technician.client.request("POST", `${itemPath(card, itemId)}/photos`, pickedFile(onePixelImage("image/png"), "image/png"));
          expect(uploaded.status).toBe(201);
          (photos[itemId] ??= []).push((await bodyOf<InspectionPhoto>(uploaded)).id);
        }
        const rated = await client.request("PUT", itemPath(card, itemId), { ...blank, ...change });
        expect(rated.status, await rated.clone().text()).toBe(200);
      }
      const completed = await client.request("POST", `${path(card)}/complete`);
      expect(completed.status, await completed.clone().text()).toBe(200);
      return { card, photos };
    }

    async function addToEstimate(card: string, itemId: string): Promise<string> {
      const response = await shop.advisor.client.request("POST", `${itemPath(card, itemId)}/estimate`);
      expect(response.status).toBe(201);
      return (await bodyOf<AddedToEstimate>(response)).jobId;
    }

    async function send(card: string): Promise<string> {
      const response = await shop.advisor.client.request("POST", `/api/job-cards/${card}/estimate/send`);
      expect(response.status).toBe(201);
      return tokenOf(await bodyOf<EstimateSent>(response));
    }

    async function shown(token: string): Promise<PublicEstimate> {
      const response = await customer().request("GET", `/api/public/estimates/${token}`);
      expect(response.status).toBe(200);
      return (await bodyOf<{ estimate: PublicEstimate }>(response)).estimate;
    }

    const ALL_ITEMS: Visit = {
      pads: { measuredValue: 6 },
      rotors: { rating: "Good" },
      tread: { measuredValue: 7 },
      wipers: { rating: "Good" },
      horn: { rating: "Good" },
    };

    /** The vehicle's earlier visit (pads 5 mm, tread 6 mm), then another vehicle measured since, then this visit. */
    let earlierPadsAt: string;
    let current: { card: string; photos: Record<string, string[]> };
    let padsJob: string;
    let rotorsJob: string;
    let firstToken: string;

    it("freezes the rated items when sent: Urgent, Needs Attention, then Good, with photos, jobs and the vehicle's earlier measurement", async () => {
      const earlier = await inspectedCard(VIN, { ...ALL_ITEMS, pads: { measuredValue: 5 }, tread: { measuredValue: 6 } });
      const earlierInspection = (await bodyOf<{ inspection: Inspection }>(await shop.advisor.client.request("GET", path(earlier.card)))).inspection;
      expect(earlierInspection.status).toBe("Completed");
      // Another vehicle measured after it: never this vehicle's history.
      await inspectedCard(OTHER_VIN, { ...ALL_ITEMS, pads: { measuredValue: 9 }, tread: { measuredValue: 9 } });
      current = await inspectedCard(VIN, {
        pads: { measuredValue: 1.5, note: "Metal on metal soon", photos: 2 },
        rotors: { rating: "Needs Attention", note: "Scored", photos: 1 },
        tread: { measuredValue: 5 },
        wipers: { rating: "Good", note: "Fine" },
        horn: { skipped: true },
      });
      padsJob = await addToEstimate(current.card, "pads");
      rotorsJob = await addToEstimate(current.card, "rotors");
      firstToken = await send(current.card);

      const estimate = await shown(firstToken);
      const finding = (fields: Partial<PublicFinding>): PublicFinding => ({
        itemId: "",
        sectionName: "",
        name: "",
        rating: "Good",
        note: "",
        measuredValue: null,
        unit: null,
        photoIds: [],
        estimateJobId: null,
        earlier: null,
        ...fields,
      });
      const anyTime = expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) as unknown as string;
      expect(estimate.findings).toEqual([
        finding({
          itemId: "pads",
          sectionName: "Brakes",
          name: "Front pads",
          rating: "Urgent",
          note: "Metal on metal soon",
          measuredValue: 1.5,
          unit: "mm",
          photoIds: current.photos.pads!,
          estimateJobId: padsJob,
          earlier: { value: 5, measuredAt: anyTime },
        }),
        finding({ itemId: "rotors", sectionName: "Brakes", name: "Rotors", rating: "Needs Attention", note: "Scored", photoIds: current.photos.rotors!, estimateJobId: rotorsJob }),
        finding({ itemId: "tread", sectionName: "Tires", name: "Tread", measuredValue: 5, unit: "mm", earlier: { value: 6, measuredAt: anyTime } }),
        finding({ itemId: "wipers", sectionName: "Tires", name: "Wipers", note: "Fine" }),
      ]);
      earlierPadsAt = estimate.findings[0]!.earlier!.measuredAt;
      expect(Date.parse(earlierPadsAt)).toBeLessThan(Date.parse(estimate.sentAt));
      expect(estimate.jobs.map((job) => job.id)).toEqual([padsJob, rotorsJob]);
      // Nothing about who inspected: no staff names or e-mails reach the link.
      const raw = JSON.stringify(estimate);
      for (const secret of ["Tia Technician", "tech@example.com", "advisor@example.com", "unitCostCents"]) expect(raw).not.toContain(secret);
    });

    it("serves a photo the version shows through its link only, under the type its bytes show", async () => {
      const photoId = current.photos.pads![0]!;
      const served = await customer().request("GET", photoPath(firstToken, photoId));
      expect(served.status).toBe(200);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(onePixelImage("image/png"));
      expect(Object.fromEntries(served.headers)).toMatchObject({ "content-type": "image/png", "x-content-type-options": "nosniff", "content-security-policy": "default-src 'none'" });

      // Another card's photo, an unknown id, a wrong token, no token: nothing.
      const other = await inspectedCard(VIN, { ...ALL_ITEMS, rotors: { rating: "Urgent", photos: 1 } });
      const otherPhoto = other.photos.rotors![0]!;
      for (const address of [
        photoPath(firstToken, otherPhoto),
        photoPath(firstToken, MISSING_ID),
        photoPath(firstToken, "not-a-uuid"),
        photoPath("x".repeat(43), photoId),
        `/api/public/estimates/photos/${photoId}`,
        `/api/public/estimates//photos/${photoId}`,
      ]) {
        const response = await customer().request("GET", address);
        expect(response.status, address).toBe(404);
      }
      // The staff address needs a session.
      expect((await customer().request("GET", `/api/job-cards/${current.card}/photos/${photoId}`)).status).toBe(401);
    });

    it("keeps the link as sent when the inspection is edited after sending; a new send shows the edit and replaces the old link's photos (410)", async () => {
      const before = await shown(firstToken);
      const removed = current.photos.pads![1]!;
      expect((await shop.advisor.client.request("POST", `${path(current.card)}/reopen`)).status).toBe(200);
      expect((await shop.advisor.client.request("PUT", itemPath(current.card, "wipers"), { ...blank, rating: "Needs Attention", note: "Streaking" })).status).toBe(200);
      expect((await shop.technician.client.request("DELETE", `${itemPath(current.card, "pads")}/photos/${removed}`)).status).toBe(204);
      const added = await shop.technician.client.request("POST", `${itemPath(current.card, "wipers")}/photos`, pickedFile(onePixelImage("image/jpeg"), "image/jpeg"));
      expect(added.status).toBe(201);
      const addedId = (await bodyOf<InspectionPhoto>(added)).id;
      expect((await shop.advisor.client.request("POST", `${path(current.card)}/complete`)).status).toBe(200);

      // The link shows what was sent, the photo taken off its item included; staff no longer see it.
      expect(await shown(firstToken)).toEqual(before);
      const kept = await customer().request("GET", photoPath(firstToken, removed));
      expect(kept.status).toBe(200);
      expect(new Uint8Array(await kept.arrayBuffer())).toEqual(onePixelImage("image/png"));
      expect((await shop.advisor.client.request("GET", `/api/job-cards/${current.card}/photos/${removed}`)).status).toBe(404);
      // A photo taken after the send is not in the version.
      expect((await customer().request("GET", photoPath(firstToken, addedId))).status).toBe(404);

      const secondToken = await send(current.card);
      const next = await shown(secondToken);
      expect(next.findings.map((finding) => [finding.itemId, finding.rating, finding.note])).toEqual([
        ["pads", "Urgent", "Metal on metal soon"],
        ["rotors", "Needs Attention", "Scored"],
        ["wipers", "Needs Attention", "Streaking"],
        ["tread", "Good", ""],
      ]);
      expect(next.findings[0]!.photoIds).toEqual([current.photos.pads![0]!]);
      expect(next.findings[2]!.photoIds).toEqual([addedId]);
      expect((await customer().request("GET", photoPath(secondToken, addedId))).status).toBe(200);
      expect((await customer().request("GET", photoPath(secondToken, removed))).status).toBe(404);

      const replaced = await customer().request("GET", photoPath(firstToken, current.photos.pads![0]!));
      expect(replaced.status).toBe(410);
      expect((await errorOf(replaced)).code).toBe("estimate_replaced");
    });

    it("shows no findings while the inspection is in progress (reopened)", async () => {
      const card = (await inspectedCard(OTHER_VIN, { ...ALL_ITEMS, rotors: { rating: "Urgent", photos: 1 } })).card;
      await addToEstimate(card, "rotors");
      expect((await shop.advisor.client.request("POST", `${path(card)}/reopen`)).status).toBe(200);
      expect((await shown(await send(card))).findings).toEqual([]);
    });

    // Last: the flood leaves this address limited for the rest of the minute.
    it("counts photo requests against the link's limit per address: a flood of them is stopped with 429, the estimate with it", async () => {
      const client = customer();
      let status = 0;
      for (let attempt = 0; attempt < 400 && status !== 429; attempt++) {
        status = (await client.request("GET", photoPath("x".repeat(43), MISSING_ID))).status;
      }
      expect(status).toBe(429);
      expect((await client.request("GET", `/api/public/estimates/${firstToken}`)).status).toBe(429);
    });
  });
}
