import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { INSPECTION_PHOTO_NOT_AN_IMAGE_MESSAGE, MULTI_POINT_INSPECTION_ID } from "../../../src/shared/constants/inspections";
import type { ChangeEvent } from "../../../src/shared/events/change-event";
import { INSPECTION_NOT_ASSIGNED } from "../../../src/shared/inspections/inspect-access";
import { MULTI_POINT_INSPECTION } from "../../../src/shared/inspections/multi-point-inspection";
import { ALREADY_ON_ESTIMATE, NOT_A_FINDING, type AddedToEstimate, INSPECTION_COMPLETED, INSPECTION_EXISTS, INSPECTION_INCOMPLETE, INSPECTION_TEMPLATE_NOT_FOUND, type Inspection, type InspectionItemUpdate, type InspectionPhoto } from "../../../src/shared/schemas/inspections";
import { MAX_ESTIMATE_JOBS } from "../../../src/shared/constants/estimates";
import type { CannedJob, Estimate, EstimateWork } from "../../../src/shared/schemas/estimates";
import type { JobCardPhotos } from "../../../src/shared/schemas/job-card-photos";
import { jobCardImages } from "../../../src/server/db/schema";
import { onePixelImage, pickedFile } from "../job-card-image-files";
import { TestClient } from "../test-client";
import { approvedCard, priceShop, threeJobEstimate } from "../invoice-fixture";
import { bodyOf, errorOf, openJobCard, openShop, type Shop } from "../shop-test-fixture";
import type { DatabaseKind } from "../../../src/server/db/database";

const ALL_ITEMS = MULTI_POINT_INSPECTION.sections.flatMap((section) => section.items);
const FRONT_PADS = "mpi-front-pads";
const TIRE_LF = "mpi-tire-lf";
const ENGINE_OIL = "mpi-engine-oil";
const blank: InspectionItemUpdate = { rating: null, skipped: false, note: "", measuredValue: null };

/** Run on PGlite by src/server/routes/inspections/inspections.test.ts, on PostgreSQL by tests/system/postgres/inspections-postgres.test.ts. */
export function describeInspections(kind: DatabaseKind): void {
  describe(`the inspection on a repair order on ${kind}`, () => {
    let shop: Shop;
    /** Assigned to the technician; its inspection is the one most tests walk through. */
    let cardId: string;
    /** Assigned to another technician. */
    let otherCardId: string;

    async function createCard(assignedTechnicianId: string): Promise<string> {
      return (await openJobCard(shop.advisor.client, { serviceDescription: "Multi-point inspection", assignedTechnicianId })).id;
    }

    beforeAll(async () => {
      shop = await openShop(kind);
      cardId = await createCard(shop.technician.profile.userId);
      otherCardId = await createCard(shop.otherTechnician.userId);
    });
    afterAll(() => shop?.t.close());

    const path = (id: string) => `/api/job-cards/${id}/inspection`;
    const itemPath = (id: string, itemId: string) => `${path(id)}/items/${itemId}`;
    const storedPhotos = () => shop.t.database.db.$count(jobCardImages);

    async function read(client: TestClient, id: string): Promise<Inspection | null> {
      const response = await client.request("GET", path(id));
      expect(response.status).toBe(200);
      return (await bodyOf<{ inspection: Inspection | null }>(response)).inspection;
    }
    const itemOf = (inspection: Inspection | null, itemId: string) =>
      inspection!.sections.flatMap((section) => section.items).find((item) => item.itemId === itemId)!;

    async function rate(client: TestClient, id: string, itemId: string, change: Partial<InspectionItemUpdate>): Promise<Inspection> {
      const response = await client.request("PUT", itemPath(id, itemId), { ...blank, ...change });
      expect(response.status, await response.clone().text()).toBe(200);
      return (await bodyOf<{ inspection: Inspection }>(response)).inspection;
    }

    it("has none before it is started; the assigned technician starts the Multi-Point Inspection with every item unrated", async () => {
      expect(await read(shop.technician.client, cardId)).toBeNull();
      const seen: ChangeEvent[] = [];
      const unsubscribe = shop.t.events.subscribe((event) => seen.push(event));
      const response = await shop.technician.client.request("POST", path(cardId), { templateId: MULTI_POINT_INSPECTION_ID });
      expect(response.status).toBe(201);
      const { inspection } = await bodyOf<{ inspection: Inspection }>(response);
      expect(inspection).toMatchObject({
        jobCardId: cardId,
        templateId: MULTI_POINT_INSPECTION_ID,
        templateName: "Multi-Point Inspection",
        status: "In Progress",
        startedBy: { name: "Tia Technician", email: "tech@example.com" },
        completedAt: null,
      });
      expect(inspection.sections.map((section) => section.name)).toEqual(MULTI_POINT_INSPECTION.sections.map((section) => section.name));
      expect(inspection.sections.flatMap((section) => section.items.map((item) => item.itemId))).toEqual(ALL_ITEMS.map((item) => item.id));
      expect(itemOf(inspection, FRONT_PADS)).toEqual({
        itemId: FRONT_PADS,
        name: "Front brake pads",
        measurement: { unit: "mm", worseWhen: "lower", attentionAt: 4, urgentAt: 2 },
        rating: null,
        skipped: false,
        note: "",
        measuredValue: null,
        photos: [],
        estimateJobId: null,
      });
      await vi.waitFor(() => expect(seen).toContainEqual({ resource: "job-cards", action: "updated", id: cardId }));
      unsubscribe();
      expect(await read(shop.advisor.client, cardId)).toEqual(inspection);
    });

    it("refuses a second start with 409 and an unknown template with 400", async () => {
      const again = await shop.advisor.client.request("POST", path(cardId), { templateId: MULTI_POINT_INSPECTION_ID });
      expect(again.status).toBe(409);
      expect(await errorOf(again)).toEqual({ code: "conflict", message: INSPECTION_EXISTS });
      const unknown = await shop.advisor.client.request("POST", path(otherCardId), { templateId: "no-such-template" });
      expect(unknown.status).toBe(400);
      expect((await errorOf(unknown)).message).toBe(INSPECTION_TEMPLATE_NOT_FOUND);
      expect(await read(shop.advisor.client, otherCardId)).toBeNull();
    });

    it("starts from a template of the shop's own, its items as the template has them then", async () => {
      const created = await shop.admin.client.request("POST", "/api/inspection-templates", {
        name: "Quick brake check",
        sections: [
          {
            id: "brakes",
            name: "Brakes",
            items: [
              { id: "pads", name: "Pads", measurement: { unit: "mm", worseWhen: "lower", attentionAt: 3, urgentAt: 2 }, suggestedCannedJobId: null },
              { id: "lines", name: "Lines", measurement: null, suggestedCannedJobId: null },
            ],
          },
        ],
      });
      expect(created.status).toBe(201);
      const { template } = await bodyOf<{ template: { id: string; rowVersion: number } }>(created);
      const brakeCard = await createCard(shop.technician.profile.userId);
      const started = await shop.technician.client.request("POST", path(brakeCard), { templateId: template.id });
      expect(started.status).toBe(201);
      const { inspection } = await bodyOf<{ inspection: Inspection }>(started);
      expect(inspection).toMatchObject({ templateId: template.id, templateName: "Quick brake check" });
      expect(inspection.sections).toEqual([
        { id: "brakes", name: "Brakes", items: [expect.objectContaining({ itemId: "pads", name: "Pads" }), expect.objectContaining({ itemId: "lines", name: "Lines" })] },
      ]);
      // A later edit of the template leaves the started inspection as it was.
      const renamed = await shop.admin.client.request("PUT", `/api/inspection-templates/${template.id}`, {
        name: "Quick brake check",
        sections: [{ id: "brakes", name: "Brake system", items: [{ id: "pads", name: "Brake pads", measurement: null, suggestedCannedJobId: null }] }],
        rowVersion: template.rowVersion,
      });
      expect(renamed.status).toBe(200);
      expect((await read(shop.technician.client, brakeCard))!.sections).toEqual(inspection.sections);
    });

    it("rates by the thresholds a measured item sent without a rating, and keeps a rating sent", async () => {
      expect(itemOf(await rate(shop.technician.client, cardId, FRONT_PADS, { measuredValue: 1.5, note: "Metal on metal" }), FRONT_PADS)).toMatchObject({
        rating: "Urgent",
        measuredValue: 1.5,
        note: "Metal on metal",
      });
      expect(itemOf(await rate(shop.technician.client, cardId, TIRE_LF, { measuredValue: 3 }), TIRE_LF).rating).toBe("Needs Attention");
      expect(itemOf(await rate(shop.technician.client, cardId, TIRE_LF, { measuredValue: 6 }), TIRE_LF).rating).toBe("Good");
      expect(itemOf(await rate(shop.technician.client, cardId, TIRE_LF, { measuredValue: 6, rating: "Urgent" }), TIRE_LF).rating).toBe("Urgent");
      const inspection = await rate(shop.technician.client, cardId, ENGINE_OIL, { rating: "Good" });
      expect(itemOf(inspection, ENGINE_OIL)).toMatchObject({ rating: "Good", skipped: false });
    });

    it("refuses a value on an item that is not measured, bad input and an unknown item, changing nothing", async () => {
      const before = await read(shop.advisor.client, cardId);
      const unmeasured = await shop.technician.client.request("PUT", itemPath(cardId, ENGINE_OIL), { ...blank, measuredValue: 3 });
      expect(unmeasured.status).toBe(400);
      expect((await errorOf(unmeasured)).details?.fields).toEqual({ measuredValue: ["This item takes no measurement."] });
      for (const body of [{ ...blank, rating: "Fine" }, { ...blank, measuredValue: -1 }, { ...blank, measuredValue: 1.234 }]) {
        expect((await shop.technician.client.request("PUT", itemPath(cardId, FRONT_PADS), body)).status).toBe(400);
      }
      expect((await shop.technician.client.request("PUT", itemPath(cardId, "mpi-no-such-item"), blank)).status).toBe(404);
      expect(await read(shop.advisor.client, cardId)).toEqual(before);
    });

    it("keeps a technician off another technician's card and a plain user off every card", async () => {
      for (const [method, target, body] of [
        ["GET", path(otherCardId), undefined],
        ["POST", path(otherCardId), { templateId: MULTI_POINT_INSPECTION_ID }],
      ] as const) {
        const response = await shop.technician.client.request(method, target, body);
        expect(response.status).toBe(403);
        expect(await errorOf(response)).toEqual({ code: "forbidden", message: INSPECTION_NOT_ASSIGNED });
      }
      expect((await shop.user.client.request("GET", path(cardId))).status).toBe(403);
      expect((await shop.user.client.request("PUT", itemPath(cardId, ENGINE_OIL), { ...blank, rating: "Urgent" })).status).toBe(403);
      expect((await new TestClient(shop.t.app).request("GET", path(cardId))).status).toBe(401);
      expect(await read(shop.advisor.client, otherCardId)).toBeNull();
      expect(itemOf(await read(shop.advisor.client, cardId), ENGINE_OIL).rating).toBe("Good");
    });

    it("stores a photo of an item, served only with a session and not among the card's own photos", async () => {
      const bytes = onePixelImage("image/jpeg");
      const response = await shop.technician.client.request("POST", `${itemPath(cardId, TIRE_LF)}/photos`, pickedFile(bytes, "image/jpeg"));
      expect(response.status).toBe(201);
      const photo = await bodyOf<InspectionPhoto>(response);
      expect(itemOf(await read(shop.advisor.client, cardId), TIRE_LF).photos).toEqual([photo]);
      const served = await shop.advisor.client.request("GET", photo.url);
      expect(served.status).toBe(200);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
      expect((await new TestClient(shop.t.app).request("GET", photo.url)).status).toBe(401);
      expect((await shop.user.client.request("GET", photo.url)).status).toBe(403);
      const cardPhotos = await bodyOf<JobCardPhotos>(await shop.advisor.client.request("GET", `/api/job-cards/${cardId}/photos`));
      expect(cardPhotos.photos.map((listed) => listed.id)).not.toContain(photo.id);
      expect((await shop.admin.client.request("DELETE", photo.url)).status).toBe(404);
    });

    it.each([
      ["a GIF", () => pickedFile(onePixelImage("image/gif"), "image/gif")],
      ["a text file named .jpg", () => pickedFile("Tread is fine.\n", "image/jpeg")],
      ["an SVG", () => pickedFile('<svg xmlns="http://www.w3.org/2000/svg"/>', "image/svg+xml")],
    ] as const)("refuses %s as a photo with 415, storing nothing", async (_what, file) => {
      const before = await storedPhotos();
      const response = await shop.technician.client.request("POST", `${itemPath(cardId, FRONT_PADS)}/photos`, file());
      expect(response.status).toBe(415);
      expect(await errorOf(response)).toEqual({ code: "unsupported_media_type", message: INSPECTION_PHOTO_NOT_AN_IMAGE_MESSAGE });
      expect(await storedPhotos()).toBe(before);
    });

    it("lists what stops completion and changes nothing; completes once every item is rated; then refuses changes", async () => {
      // Front pads Urgent with a measurement, left front tire Urgent with a photo, engine oil Good.
      await rate(shop.technician.client, cardId, "mpi-wiper-blades", { rating: "Needs Attention" });
      const refused = await shop.technician.client.request("POST", `${path(cardId)}/complete`);
      expect(refused.status).toBe(400);
      const error = await errorOf(refused);
      expect(error.message).toBe(INSPECTION_INCOMPLETE);
      const problems = (error.details as { problems: { itemId: string; problem: string }[] }).problems;
      expect(problems).toContainEqual({ itemId: "mpi-wiper-blades", name: "Wiper blades", problem: "Add a photo or a measurement." });
      expect(problems).toContainEqual({ itemId: "mpi-air-filter", name: "Engine air filter", problem: "Rate it or skip it." });
      expect(problems.map((problem) => problem.itemId)).not.toContain(FRONT_PADS);
      expect((await read(shop.advisor.client, cardId))!.status).toBe("In Progress");

      await rate(shop.technician.client, cardId, "mpi-wiper-blades", { skipped: true });
      const done = new Set([FRONT_PADS, TIRE_LF, ENGINE_OIL, "mpi-wiper-blades"]);
      for (const item of ALL_ITEMS.filter((candidate) => !done.has(candidate.id))) await rate(shop.technician.client, cardId, item.id, { rating: "Good" });
      const completed = await shop.technician.client.request("POST", `${path(cardId)}/complete`);
      expect(completed.status).toBe(200);
      const { inspection } = await bodyOf<{ inspection: Inspection }>(completed);
      expect(inspection).toMatchObject({ status: "Completed", completedBy: { name: "Tia Technician", email: "tech@example.com" }, completedAt: expect.stringMatching(/Z$/) });

      const before = await storedPhotos();
      const photoUrl = itemOf(inspection, TIRE_LF).photos[0]!.url;
      for (const [method, target, body] of [
        ["PUT", itemPath(cardId, ENGINE_OIL), { ...blank, rating: "Urgent" }],
        ["POST", `${itemPath(cardId, ENGINE_OIL)}/photos`, pickedFile(onePixelImage("image/png"), "image/png")],
        ["DELETE", `${itemPath(cardId, TIRE_LF)}/photos/${photoUrl.split("/").pop()}`, undefined],
        ["POST", `${path(cardId)}/complete`, undefined],
      ] as const) {
        const response = await shop.technician.client.request(method, target, body);
        expect(response.status).toBe(409);
        expect(await errorOf(response)).toEqual({ code: "conflict", message: INSPECTION_COMPLETED });
      }
      expect(await storedPhotos()).toBe(before);
      expect(await read(shop.advisor.client, cardId)).toEqual(inspection);
    });

    it("lets those who price work reopen it, not the technician", async () => {
      const refused = await shop.technician.client.request("POST", `${path(cardId)}/reopen`);
      expect(refused.status).toBe(403);
      expect((await read(shop.advisor.client, cardId))!.status).toBe("Completed");
      const reopened = await shop.advisor.client.request("POST", `${path(cardId)}/reopen`);
      expect(reopened.status).toBe(200);
      expect((await bodyOf<{ inspection: Inspection }>(reopened)).inspection).toMatchObject({ status: "In Progress", completedBy: null, completedAt: null });
      expect((await shop.advisor.client.request("POST", `${path(cardId)}/reopen`)).status).toBe(409);
      // Open again: a photo can be taken off its item.
      const photo = itemOf(await read(shop.technician.client, cardId), TIRE_LF).photos[0]!;
      expect((await shop.technician.client.request("DELETE", `${itemPath(cardId, TIRE_LF)}/photos/${photo.id}`)).status).toBe(204);
      expect((await shop.advisor.client.request("GET", photo.url)).status).toBe(404);
    });

    it("takes the inspection and its photos away with the card", async () => {
      const id = await createCard(shop.technician.profile.userId);
      expect((await shop.technician.client.request("POST", path(id), { templateId: MULTI_POINT_INSPECTION_ID })).status).toBe(201);
      expect((await shop.technician.client.request("POST", `${itemPath(id, FRONT_PADS)}/photos`, pickedFile(onePixelImage("image/webp"), "image/webp"))).status).toBe(201);
      const before = await storedPhotos();
      expect((await shop.advisor.client.request("DELETE", `/api/job-cards/${id}`)).status).toBe(204);
      expect(await storedPhotos()).toBe(before - 1);
      expect((await shop.advisor.client.request("GET", path(id))).status).toBe(404);
    });

    describe("Add to Estimate", () => {
      const addPath = (id: string, itemId: string) => `${itemPath(id, itemId)}/estimate`;
      const estimateOf = async (id: string) => (await bodyOf<{ estimate: Estimate }>(await shop.advisor.client.request("GET", `/api/job-cards/${id}/estimate`))).estimate;

      async function add(id: string, itemId: string): Promise<AddedToEstimate> {
        const response = await shop.advisor.client.request("POST", addPath(id, itemId));
        expect(response.status, await response.clone().text()).toBe(201);
        return bodyOf<AddedToEstimate>(response);
      }

      /** A new card with a started Multi-Point Inspection, its front pads Urgent and left front tire Needs Attention. */
      async function cardWithFindings(id?: string): Promise<string> {
        const card = id ?? (await createCard(shop.technician.profile.userId));
        expect((await shop.advisor.client.request("POST", path(card), { templateId: MULTI_POINT_INSPECTION_ID })).status).toBe(201);
        await rate(shop.advisor.client, card, FRONT_PADS, { measuredValue: 1.5 });
        await rate(shop.advisor.client, card, TIRE_LF, { rating: "Needs Attention" });
        await rate(shop.advisor.client, card, ENGINE_OIL, { rating: "Good" });
        await rate(shop.advisor.client, card, "mpi-wiper-blades", { skipped: true });
        return card;
      }

      beforeAll(() => priceShop(shop));

      it("adds a job named after the finding to the draft, links the item to it and tells open screens", async () => {
        const card = await cardWithFindings();
        const seen: ChangeEvent[] = [];
        const unsubscribe = shop.t.events.subscribe((event) => seen.push(event));
        const { inspection, estimate, jobId } = await add(card, FRONT_PADS);
        expect(estimate.jobs).toEqual([
          expect.objectContaining({
            id: jobId,
            name: "Front brake pads",
            lines: [],
            state: "Awaiting Approval",
            fromInspectionItem: { itemId: FRONT_PADS, name: "Front brake pads", rating: "Urgent" },
          }),
        ]);
        expect(estimate).toMatchObject({ rowVersion: 1, currentVersion: null, hasUnsentChanges: true });
        expect(itemOf(inspection, FRONT_PADS).estimateJobId).toBe(jobId);
        expect(itemOf(await read(shop.technician.client, card), FRONT_PADS).estimateJobId).toBe(jobId);
        expect(await estimateOf(card)).toEqual(estimate);
        await vi.waitFor(() => expect(seen).toContainEqual({ resource: "job-cards", action: "updated", id: card }));
        unsubscribe();
        // A Needs Attention finding goes after it.
        const second = await add(card, TIRE_LF);
        expect(second.estimate.jobs.map((job) => [job.name, job.fromInspectionItem?.rating ?? null])).toEqual([
          ["Front brake pads", "Urgent"],
          ["Left front tire tread", "Needs Attention"],
        ]);
      });

      it("refuses an item that is not a finding, one already added and a technician, changing nothing", async () => {
        const card = await cardWithFindings();
        await add(card, FRONT_PADS);
        const before = await estimateOf(card);
        const inspectionBefore = await read(shop.advisor.client, card);
        for (const [itemId, message] of [
          [ENGINE_OIL, NOT_A_FINDING],
          ["mpi-wiper-blades", NOT_A_FINDING],
          ["mpi-air-filter", NOT_A_FINDING],
          [FRONT_PADS, ALREADY_ON_ESTIMATE],
        ] as const) {
          const response = await shop.advisor.client.request("POST", addPath(card, itemId));
          expect(response.status).toBe(409);
          expect(await errorOf(response)).toEqual({ code: "conflict", message });
        }
        expect((await shop.technician.client.request("POST", addPath(card, TIRE_LF))).status).toBe(403);
        expect((await shop.user.client.request("POST", addPath(card, TIRE_LF))).status).toBe(403);
        expect((await shop.advisor.client.request("POST", addPath(card, "mpi-no-such-item"))).status).toBe(404);
        expect((await shop.advisor.client.request("POST", addPath(otherCardId, FRONT_PADS))).status).toBe(404);
        expect(await estimateOf(card)).toEqual(before);
        expect(await read(shop.advisor.client, card)).toEqual(inspectionBefore);
      });

      it("takes the suggested canned job's name and lines, with ids of its own; a canned job deleted since counts as none", async () => {
        const lines = [
          { id: "c1", kind: "labor", description: "Replace front pads", hoursTenths: 15, rateCents: 12_000 },
          { id: "c2", kind: "part", partName: "Pad set", partNumber: "PS-9", quantityHundredths: 100, unitCostCents: 3_000, unitPriceCents: 4_500 },
        ];
        const cannedJob = async (name: string) =>
          (await bodyOf<{ cannedJob: CannedJob }>(await shop.advisor.client.request("POST", "/api/canned-jobs", { name, lines }))).cannedJob;
        const kept = await cannedJob("Front brake service");
        const gone = await cannedJob("Rotor service");
        const created = await shop.admin.client.request("POST", "/api/inspection-templates", {
          name: "Brakes with jobs",
          sections: [
            {
              id: "brakes",
              name: "Brakes",
              items: [
                { id: "pads", name: "Pads", measurement: null, suggestedCannedJobId: kept.id },
                { id: "rotors", name: "Rotors", measurement: null, suggestedCannedJobId: gone.id },
              ],
            },
          ],
        });
        expect(created.status).toBe(201);
        const { template } = await bodyOf<{ template: { id: string } }>(created);
        const card = await createCard(shop.technician.profile.userId);
        expect((await shop.advisor.client.request("POST", path(card), { templateId: template.id })).status).toBe(201);
        expect((await shop.advisor.client.request("DELETE", `/api/canned-jobs/${gone.id}`)).status).toBe(204);
        await rate(shop.advisor.client, card, "pads", { rating: "Urgent" });
        await rate(shop.advisor.client, card, "rotors", { rating: "Needs Attention" });

        const fromCanned = (await add(card, "pads")).estimate.jobs[0]!;
        expect(fromCanned).toMatchObject({ name: "Front brake service", totalCents: 18_000 + 4_500, fromInspectionItem: { itemId: "pads", name: "Pads", rating: "Urgent" } });
        expect(fromCanned.lines.map(({ id: _id, ...line }) => line)).toEqual(lines.map(({ id: _id, ...line }) => line));
        expect(fromCanned.lines.map((line) => line.id)).not.toContain("c1");
        const plain = (await add(card, "rotors")).estimate.jobs[1]!;
        expect(plain).toMatchObject({ name: "Rotors", lines: [], fromInspectionItem: { itemId: "rotors", name: "Rotors", rating: "Needs Attention" } });
      });

      it("after a send, puts the job in the draft for the next version as the editor's save would, never approved", async () => {
        const card = await approvedCard(shop);
        await cardWithFindings(card);
        const sent = await estimateOf(card);
        expect(sent).toMatchObject({ currentVersion: 1, hasUnsentChanges: false });
        const { estimate, jobId } = await add(card, FRONT_PADS);
        expect(estimate).toMatchObject({ currentVersion: 1, hasUnsentChanges: true, rowVersion: sent.rowVersion + 1, authorisedTotalCents: sent.authorisedTotalCents });
        expect(estimate.jobs.map((job) => [job.name, job.state, job.fromInspectionItem?.name ?? null])).toEqual([
          ["Brakes", "Approved", null],
          ["Wipers", "Approved", null],
          ["Alignment", "Declined", null],
          ["Front brake pads", "Awaiting Approval", "Front brake pads"],
        ]);
        // The editor still holding the draft it read is told it changed, as after any save.
        const stale = await shop.advisor.client.request("PUT", `/api/job-cards/${card}/estimate`, threeJobEstimate(sent.rowVersion));
        expect(stale.status).toBe(409);
        // The work to do stays what the customer approved.
        const work = (await bodyOf<{ work: EstimateWork }>(await shop.technician.client.request("GET", `/api/job-cards/${card}/estimate/work`))).work;
        expect(work.jobs.map((job) => job.name)).toEqual(["Brakes", "Wipers"]);
        expect(work.jobs.every((job) => job.fromInspectionItem === null)).toBe(true);
        // Sending again makes it version 2, with the job for the customer to decide.
        expect((await shop.advisor.client.request("POST", `/api/job-cards/${card}/estimate/send`)).status).toBe(201);
        expect(await estimateOf(card)).toMatchObject({ currentVersion: 2, hasUnsentChanges: false });
        expect((await estimateOf(card)).jobs.find((job) => job.id === jobId)?.state).toBe("Awaiting Approval");
      });

      it("refuses a finding the full estimate cannot take, as the editor's save would, changing nothing", async () => {
        const card = await cardWithFindings();
        const jobs = Array.from({ length: MAX_ESTIMATE_JOBS }, (_, index) => ({ id: `job-${index}`, name: `Job ${index}`, lines: [] }));
        expect((await shop.advisor.client.request("PUT", `/api/job-cards/${card}/estimate`, { rowVersion: 0, discountCents: 0, jobs })).status).toBe(200);
        const before = await estimateOf(card);
        const refused = await shop.advisor.client.request("POST", addPath(card, FRONT_PADS));
        expect(refused.status).toBe(409);
        expect((await errorOf(refused)).message).toBe(`The job cannot be added: An estimate has at most ${MAX_ESTIMATE_JOBS} jobs.`);
        expect(await estimateOf(card)).toEqual(before);
        expect(itemOf(await read(shop.advisor.client, card), FRONT_PADS).estimateJobId).toBeNull();
      });

      it("frees the finding when its job is taken off the draft, so it can be added again", async () => {
        const card = await cardWithFindings();
        const { estimate } = await add(card, FRONT_PADS);
        const saved = await shop.advisor.client.request("PUT", `/api/job-cards/${card}/estimate`, { rowVersion: estimate.rowVersion, discountCents: 0, jobs: [] });
        expect(saved.status).toBe(200);
        expect(itemOf(await read(shop.advisor.client, card), FRONT_PADS).estimateJobId).toBeNull();
        const again = await add(card, FRONT_PADS);
        expect(again.estimate.jobs.map((job) => job.id)).toEqual([again.jobId]);
        expect(again.jobId).not.toBe(estimate.jobs[0]!.id);
      });
    });
  });
}
