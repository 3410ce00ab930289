import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChangeEvent } from "../../../src/shared/events/change-event";
import { MULTI_POINT_INSPECTION_ID } from "../../../src/shared/constants/inspections";
import { INSPECTION_NOT_ASSIGNED } from "../../../src/shared/inspections/inspect-access";
import { MULTI_POINT_INSPECTION } from "../../../src/shared/inspections/multi-point-inspection";
import { INSPECTION_COMPLETED, INSPECTION_ITEM_NOT_FOUND, type Inspection, type InspectionItemUpdate } from "../../../src/shared/schemas/inspections";
import type { JobCard } from "../../../src/shared/schemas/job-card-responses";
import { changeEventsIn, eventStreamText } from "../event-stream-text";
import { approvedCard, priceShop } from "../invoice-fixture";
import { bodyOf, openJobCard, openShop, type Shop } from "../shop-test-fixture";
import { push, pushAll, pushOk, putMutation } from "../shop-sync";
import type { DatabaseKind } from "../../../src/server/db/database";

let devices = 0;
function newDevice(): string {
  devices += 1;
  return `job-card-actions-${String(devices).padStart(4, "0")}`;
}

const STALE = "Someone else changed this job card. It has been reloaded; make your change again.";

/** Run on PGlite by src/server/routes/shop-records/sync-job-card-actions.test.ts, on PostgreSQL by tests/system/postgres/sync-job-card-actions-postgres.test.ts. */
export function describeSyncJobCardActions(kind: DatabaseKind): void {
  // Job card actions made without a connection reach the server through the sync push. Sharing
  // of shop records stays off here: staff push these whatever the setting.
  describe(`post /sync/push with job card actions on ${kind}`, () => {
    let shop: Shop;

    beforeAll(async () => {
      shop = await openShop(kind);
    });
    afterAll(() => shop?.t.close());

    async function createCard(assignedTechnicianId = shop.technician.profile.userId): Promise<JobCard> {
      return openJobCard(shop.advisor.client, {
        vin: "JH4KA7561PC008269",
        customerName: "Dee Driver",
        customerContact: "555-0199",
        assignedTechnicianId,
      });
    }

    async function cardNow(id: string): Promise<JobCard> {
      return (await bodyOf<{ jobCard: JobCard }>(await shop.advisor.client.request("GET", `/api/job-cards/${id}`))).jobCard;
    }

    const setStatus = (id: number, card: JobCard, status: string, updatedAt = card.updatedAt) => ({
      id,
      name: "jobCard.setStatus",
      jobCardId: card.id,
      status,
      updatedAt,
    });

    it("applies a technician's status change once, by device and number, with sharing off", async () => {
      const card = await createCard();
      const device = newDevice();
      const first = await pushOk(shop.technician.client, device, [setStatus(1, card, "In Progress")]);
      expect(first).toEqual({ lastMutationId: 1, rejected: [] });
      const changed = await cardNow(card.id);
      expect(changed.status).toBe("In Progress");

      // The same push again (the answer was lost): skipped, the card as it was.
      const again = await pushOk(shop.technician.client, device, [setStatus(1, card, "In Progress")]);
      expect(again).toEqual({ lastMutationId: 1, rejected: [] });
      expect(await cardNow(card.id)).toEqual(changed);
    });

    it("refuses a stale status change with the online route's 409 message, and the card keeps the newer status", async () => {
      const card = await createCard();
      const online = await shop.advisor.client.request("PATCH", `/api/job-cards/${card.id}/status`, { status: "Awaiting Parts", updatedAt: card.updatedAt });
      expect(online.status).toBe(200);
      const device = newDevice();
      const answer = await pushOk(shop.technician.client, device, [setStatus(1, card, "In Progress")]);
      expect(answer).toEqual({ lastMutationId: 1, rejected: [{ id: 1, message: STALE, code: "conflict" }] });
      expect((await cardNow(card.id)).status).toBe("Awaiting Parts");

      // The device's queue moves on: its next action applies.
      const fresh = await cardNow(card.id);
      const next = await pushOk(shop.technician.client, device, [setStatus(2, fresh, "In Progress")]);
      expect(next).toEqual({ lastMutationId: 2, rejected: [] });
    });

    it("refuses a technician's status change on a card not assigned to them, storing nothing", async () => {
      const card = await createCard(shop.otherTechnician.userId);
      const answer = await pushOk(shop.technician.client, newDevice(), [setStatus(1, card, "In Progress")]);
      expect(answer).toEqual({
        lastMutationId: 1,
        rejected: [{ id: 1, message: "You can change the status only of job cards assigned to you.", code: "forbidden" }],
      });
      expect(await cardNow(card.id)).toMatchObject({ status: card.status, updatedAt: card.updatedAt });
    });

    it("refuses a job card action that is not valid, and the next one still applies", async () => {
      const card = await createCard();
      const answer = await pushAll(shop.technician.client, newDevice(), [
        { id: 1, name: "jobCard.setStatus", jobCardId: card.id, status: "Gone Fishing", updatedAt: card.updatedAt },
        { id: 2, name: "clock.stop", jobCardId: card.id, at: "yesterday" },
        setStatus(3, card, "In Progress"),
      ]);
      expect(answer.lastMutationId).toBe(3);
      expect(answer.rejected).toEqual([
        { id: 1, message: "status: Choose a job card status.", code: "validation_failed" },
        { id: 2, message: "at: at must be an ISO date and time.", code: "validation_failed" },
      ]);
      expect((await cardNow(card.id)).status).toBe("In Progress");
    });

    it("a User's job card action is refused as the route refuses it (403), nothing applied", async () => {
      const card = await createCard();
      const response = await push(shop.user.client, newDevice(), [setStatus(1, card, "In Progress")]);
      expect(response.status).toBe(403);
      expect(await cardNow(card.id)).toMatchObject({ status: card.status, updatedAt: card.updatedAt });
    });

    it("shop record changes still need sharing on, even beside a job card action", async () => {
      const card = await createCard();
      const response = await push(shop.advisor.client, newDevice(), [setStatus(1, card, "In Progress"), putMutation(2, "vehicles", "v-off", { make: "Mazda" })]);
      expect(response.status).toBe(409);
      expect(await cardNow(card.id)).toMatchObject({ status: card.status, updatedAt: card.updatedAt });
    });

    it("an applied action tells open pages that the job card changed", async () => {
      const card = await createCard();
      const stream = eventStreamText(await shop.advisor.client.request("GET", "/api/events"));
      await stream.until(/: connected\n\n/);
      await pushOk(shop.technician.client, newDevice(), [setStatus(1, card, "In Progress")]);
      // The card's own "created" event may reach the stream after it connects (PostgreSQL
      // notifies once the creating transaction's notice is read): wait for the "updated" one.
      const text = await stream.until(new RegExp(`(?:"updated"[^\\n]*"${card.id}"|"${card.id}"[^\\n]*"updated")[^\\n]*\\n\\n`));
      const expected: ChangeEvent = { resource: "job-cards", action: "updated", id: card.id };
      expect(changeEventsIn(text)).toContainEqual(expected);
      await stream.cancel();
    });

    // Inspection item saves made without a connection: applied by the inspection's own update
    // function, as the pushing person, with its refusals.
    const FRONT_PADS = "mpi-front-pads";
    const blank: InspectionItemUpdate = { rating: null, skipped: false, note: "", measuredValue: null };
    const saveItem = (id: number, jobCardId: string, itemId: string, update: Partial<InspectionItemUpdate>) => ({
      id,
      name: "inspection.saveItem",
      jobCardId,
      itemId,
      update: { ...blank, ...update },
    });

    async function inspectedCard(assignedTechnicianId?: string): Promise<string> {
      const card = await createCard(assignedTechnicianId);
      const started = await shop.advisor.client.request("POST", `/api/job-cards/${card.id}/inspection`, { templateId: MULTI_POINT_INSPECTION_ID });
      if (started.status !== 201) throw new Error(`Starting the inspection answered ${started.status}: ${await started.text()}`);
      return card.id;
    }

    async function inspectionNow(cardId: string): Promise<Inspection> {
      return (await bodyOf<{ inspection: Inspection }>(await shop.advisor.client.request("GET", `/api/job-cards/${cardId}/inspection`))).inspection;
    }
    const itemIn = (inspection: Inspection, itemId: string) => inspection.sections.flatMap((section) => section.items).find((item) => item.itemId === itemId)!;

    it("applies a technician's offline item saves once, in order, rating a measured value as online", async () => {
      const cardId = await inspectedCard();
      const device = newDevice();
      const saves = [
        saveItem(1, cardId, FRONT_PADS, { measuredValue: 3 }),
        saveItem(2, cardId, "mpi-engine-oil", { rating: "Good" }),
        saveItem(3, cardId, "mpi-engine-oil", { rating: "Urgent", note: "Milky oil on the dipstick" }),
      ];
      expect(await pushAll(shop.technician.client, device, saves)).toEqual({ lastMutationId: 3, rejected: [] });
      const saved = await inspectionNow(cardId);
      expect(itemIn(saved, FRONT_PADS)).toMatchObject({ measuredValue: 3, rating: "Needs Attention", skipped: false });
      expect(itemIn(saved, "mpi-engine-oil")).toMatchObject({ rating: "Urgent", note: "Milky oil on the dipstick" });

      // The same push again (the answer was lost): skipped, the inspection as it was.
      expect(await pushAll(shop.technician.client, device, saves)).toEqual({ lastMutationId: 3, rejected: [] });
      expect(await inspectionNow(cardId)).toEqual(saved);
    });

    it("refuses an item save on a completed inspection with the online message, the item as completed", async () => {
      const cardId = await inspectedCard();
      const device = newDevice();
      const items = MULTI_POINT_INSPECTION.sections.flatMap((section) => section.items);
      const skips = items.map((item, index) => saveItem(index + 1, cardId, item.id, { skipped: true }));
      expect((await pushAll(shop.technician.client, device, skips)).rejected).toEqual([]);
      expect((await shop.advisor.client.request("POST", `/api/job-cards/${cardId}/inspection/complete`)).status).toBe(200);
      const completed = await inspectionNow(cardId);
      const answer = await pushOk(shop.technician.client, device, [saveItem(items.length + 1, cardId, FRONT_PADS, { rating: "Urgent" })]);
      expect(answer).toEqual({ lastMutationId: items.length + 1, rejected: [{ id: items.length + 1, message: INSPECTION_COMPLETED, code: "conflict" }] });
      expect(await inspectionNow(cardId)).toEqual(completed);
    });

    it("refuses a technician's item save on a card assigned to another, storing nothing", async () => {
      const cardId = await inspectedCard(shop.otherTechnician.userId);
      const before = await inspectionNow(cardId);
      const answer = await pushOk(shop.technician.client, newDevice(), [saveItem(1, cardId, FRONT_PADS, { rating: "Urgent" })]);
      expect(answer).toEqual({ lastMutationId: 1, rejected: [{ id: 1, message: INSPECTION_NOT_ASSIGNED, code: "forbidden" }] });
      expect(await inspectionNow(cardId)).toEqual(before);
    });

    it("refuses a garbled item save or one for an item the inspection lacks, and the next one still applies", async () => {
      const cardId = await inspectedCard();
      const before = await inspectionNow(cardId);
      const answer = await pushAll(shop.technician.client, newDevice(), [
        saveItem(1, cardId, FRONT_PADS, { rating: "Perfect" as "Good" }),
        { id: 2, name: "inspection.saveItem", jobCardId: cardId, itemId: FRONT_PADS },
        saveItem(3, cardId, "mpi-flux-capacitor", { rating: "Good" }),
        saveItem(4, cardId, "mpi-engine-oil", { measuredValue: 12 }),
        saveItem(5, cardId, FRONT_PADS, { note: "x".repeat(5000) }),
      ]);
      expect(answer.lastMutationId).toBe(5);
      expect(answer.rejected).toEqual([
        { id: 1, message: "update.rating: Choose Good, Needs Attention or Urgent.", code: "validation_failed" },
        { id: 2, message: expect.stringMatching(/^update: /), code: "validation_failed" },
        { id: 3, message: INSPECTION_ITEM_NOT_FOUND, code: "not_found" },
        { id: 4, message: "This item takes no measurement.", code: "validation_failed" },
        { id: 5, message: expect.stringMatching(/^update\.note: /), code: "validation_failed" },
      ]);
      expect(await inspectionNow(cardId)).toEqual(before);
      const next = await pushOk(shop.technician.client, newDevice(), [saveItem(1, cardId, FRONT_PADS, { rating: "Good" })]);
      expect(next.rejected).toEqual([]);
    });

    it("a refused action is kept with its reason for whoever looks", async () => {
      const card = await createCard(shop.otherTechnician.userId);
      const device = newDevice();
      await pushOk(shop.technician.client, device, [setStatus(1, card, "In Progress")]);
      const rows = (await shop.t.database.db.execute(sql`select mutation_id, message from sync_rejection where client_id = ${device}`)) as unknown as {
        rows: { mutation_id: number; message: string }[];
      };
      expect(rows.rows).toEqual([{ mutation_id: 1, message: "You can change the status only of job cards assigned to you." }]);
    });
  });

  // The time clock's rules are its own (src/server/time-clock); these check that a queued start or
  // stop reaches them as the pushing technician and that their refusals come back to the device.
  // They need the time clock's startClock and stopClock, which this branch only stands in for.
  describe(`post /sync/push with clock actions on ${kind}`, () => {
    let shop: Shop;

    beforeAll(async () => {
      shop = await openShop(kind);
      await priceShop(shop);
    });
    afterAll(() => shop?.t.close());

    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

    async function timeOf(cardId: string): Promise<{ entries: { stoppedAt: string | null; startedAt: string }[] }> {
      return bodyOf(await shop.technician.client.request("GET", `/api/job-cards/${cardId}/time`));
    }

    it("applies an offline start and stop once, at the device's times", async () => {
      const cardId = await approvedCard(shop);
      const device = newDevice();
      const start = { id: 1, name: "clock.start", jobCardId: cardId, jobId: "job-brakes", at: minutesAgo(30) };
      const stop = { id: 2, name: "clock.stop", jobCardId: cardId, at: minutesAgo(5) };
      expect((await pushAll(shop.technician.client, device, [start, stop])).rejected).toEqual([]);
      expect((await pushAll(shop.technician.client, device, [start, stop])).rejected).toEqual([]);
      const { entries } = await timeOf(cardId);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ startedAt: start.at, stoppedAt: stop.at });
    });

    it("refuses a start whose device time is more than 12 hours old, and records nothing", async () => {
      const cardId = await approvedCard(shop);
      const answer = await pushOk(shop.technician.client, newDevice(), [
        { id: 1, name: "clock.start", jobCardId: cardId, jobId: "job-brakes", at: minutesAgo(13 * 60) },
      ]);
      expect(answer.rejected).toEqual([{ id: 1, message: expect.stringMatching(/12 hours/), code: expect.stringMatching(/^(bad_request|validation_failed)$/) }]);
      expect((await timeOf(cardId)).entries).toEqual([]);
    });

    it("refuses a technician's start on a card not assigned to them", async () => {
      const cardId = await approvedCard(shop, undefined, { assignedTechnicianId: shop.otherTechnician.userId });
      const answer = await pushOk(shop.technician.client, newDevice(), [{ id: 1, name: "clock.start", jobCardId: cardId, jobId: "job-brakes", at: minutesAgo(1) }]);
      expect(answer.rejected).toEqual([{ id: 1, message: expect.any(String), code: expect.stringMatching(/^(forbidden|not_found)$/) }]);
    });

    it("a stop another device already made is applied as a no-op and says so", async () => {
      const cardId = await approvedCard(shop);
      const answer = await pushOk(shop.technician.client, newDevice(), [{ id: 1, name: "clock.stop", jobCardId: cardId, at: minutesAgo(1) }]);
      expect(answer).toEqual({ lastMutationId: 1, rejected: [], notices: [{ id: 1, message: "The clock was already stopped." }] });
    });
  });
}
