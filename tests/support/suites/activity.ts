import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { RECENT_ACTIVITY_LIMIT, type ActivityList, type ServerActivity } from "../../../src/shared/schemas/activity";
import type { JobCard } from "../../../src/shared/schemas/job-card-responses";
import type { ConvertResult, ServiceTicket } from "../../../src/shared/schemas/ticket-responses";
import { jobCards, serviceTickets } from "../../../src/server/db/schema";
import { TestClient } from "../test-client";
import { bodyOf, openJobCard, openShop, openTicket, type Shop } from "../shop-test-fixture";
import type { DatabaseKind } from "../../../src/server/db/database";

/** Run on PGlite by src/server/routes/activity/activity.test.ts, on PostgreSQL by tests/system/postgres/activity-postgres.test.ts. */
export function describeActivity(kind: DatabaseKind): void {
  describe(`get /api/activity on ${kind}`, () => {
    let shop: Shop;

    beforeAll(async () => {
      shop = await openShop(kind);
    });
    afterAll(() => shop?.t.close());

    // Activity is shop-wide, so each test starts without tickets or job cards.
    beforeEach(async () => {
      await shop.t.database.db.delete(jobCards);
      await shop.t.database.db.delete(serviceTickets);
    });

    async function activityOf(client: TestClient): Promise<ServerActivity[]> {
      const response = await client.request("GET", "/api/activity");
      expect(response.status).toBe(200);
      return (await bodyOf<ActivityList>(response)).activity;
    }

    async function createCard(fields: Record<string, unknown> = {}): Promise<JobCard> {
      return openJobCard(shop.advisor.client, {
        vin: "JH4KA7561PC008269",
        customerName: "Dee Driver",
        serviceDescription: "Oil change",
        assignedTechnicianId: shop.technician.profile.userId,
        ...fields,
      });
    }

    const advisorRef = { name: "Sam Advisor", email: "advisor@example.com" };

    it("lists the latest changes of both kinds newest first, at most the limit, ties by id", async () => {
      const base = Date.parse("2030-03-01T08:00:00.000Z");
      const at = (minutes: number) => new Date(base + minutes * 60_000);
      const userId = shop.advisor.profile.userId;
      const tickets = await shop.t.database.db
        .insert(serviceTickets)
        .values(
          [0, 2, 4, 6, 8, 10, 20].map((minutes) => ({
            vin: `VIN-T${minutes}`,
            issueDescription: `Ticket at ${minutes}`,
            createdBy: userId,
            updatedBy: userId,
            createdAt: at(0),
            updatedAt: at(minutes),
          })),
        )
        .returning({ id: serviceTickets.id, updatedAt: serviceTickets.updatedAt });
      const cards = await shop.t.database.db
        .insert(jobCards)
        .values(
          [1, 3, 5, 7, 9, 11, 20].map((minutes) => ({
            vin: `VIN-J${minutes}`,
            serviceDescription: `Card at ${minutes}`,
            createdBy: userId,
            updatedBy: userId,
            createdAt: at(0),
            updatedAt: at(minutes),
          })),
        )
        .returning({ id: jobCards.id, updatedAt: jobCards.updatedAt });
      const expected = [...tickets, ...cards]
        .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || (a.id < b.id ? 1 : -1))
        .slice(0, RECENT_ACTIVITY_LIMIT)
        .map((row) => row.id);

      const activity = await activityOf(shop.admin.client);
      expect(activity).toHaveLength(RECENT_ACTIVITY_LIMIT);
      expect(activity.map((entry) => entry.id)).toEqual(expected);
      // The two changes made in the same instant come first, the larger id before the other.
      expect(activity.slice(0, 2).map((entry) => entry.at)).toEqual([at(20).toISOString(), at(20).toISOString()]);
      expect(activity.find((entry) => entry.kind === "job_card" && entry.at === at(11).toISOString())).toEqual({
        kind: "job_card",
        id: cards[5]!.id,
        action: "updated",
        label: "VIN-J11: Card at 11",
        status: "Pending",
        at: at(11).toISOString(),
        by: advisorRef,
      });
      expect(activity.find((entry) => entry.kind === "ticket" && entry.at === at(10).toISOString())).toMatchObject({
        kind: "ticket",
        label: "VIN-T10: Ticket at 10",
        status: "Open",
      });
    });

    it("shows a technician only job cards and a plain user only tickets", async () => {
      const ticket = await openTicket(shop.user.client, { customerName: "Carla Customer", issueDescription: "Brakes squeal" });
      const card = await createCard();

      expect((await activityOf(shop.advisor.client)).map((entry) => entry.id)).toEqual([card.id, ticket.id]);
      const technicianView = await activityOf(shop.technician.client);
      expect(technicianView.map((entry) => [entry.kind, entry.id])).toEqual([["job_card", card.id]]);
      const userView = await activityOf(shop.user.client);
      expect(userView).toEqual([
        {
          kind: "ticket",
          id: ticket.id,
          action: "created",
          label: "Carla Customer: Brakes squeal",
          status: "Open",
          at: ticket.updatedAt,
          by: { name: "Uma User", email: "user@example.com" },
        },
      ]);
    });

    it("names who made the latest change, and says created until the first change", async () => {
      const ticket = await openTicket(shop.advisor.client, { customerName: "", vin: "WHO1", issueDescription: "Rattle" });
      expect((await activityOf(shop.admin.client))[0]).toMatchObject({ id: ticket.id, action: "created", by: advisorRef, label: "WHO1: Rattle" });

      const edited = await shop.admin.client.request("PATCH", `/api/tickets/${ticket.id}`, {
        vin: "WHO1",
        issueDescription: "Rattle at idle",
        updatedAt: ticket.updatedAt,
      });
      expect(edited.status).toBe(200);
      const afterEdit = (await bodyOf<{ ticket: ServiceTicket }>(edited)).ticket;
      expect((await activityOf(shop.user.client))[0]).toEqual({
        kind: "ticket",
        id: ticket.id,
        action: "updated",
        label: "WHO1: Rattle at idle",
        status: "Open",
        at: afterEdit.updatedAt,
        by: { name: "Ada Admin", email: "admin@example.com" },
      });

      const converted = await shop.advisor.client.request("POST", `/api/tickets/${ticket.id}/convert`, {
        assignedTechnicianId: shop.technician.profile.userId,
        serviceDescription: "Tighten heat shield",
      });
      expect(converted.status).toBe(201);
      const { jobCard } = await bodyOf<ConvertResult>(converted);
      const afterConvert = await activityOf(shop.admin.client);
      expect(afterConvert.map(({ kind, id, action, status, by }) => ({ kind, id, action, status, by }))).toEqual(
        expect.arrayContaining([
          { kind: "ticket", id: ticket.id, action: "updated", status: "Assigned", by: advisorRef },
          { kind: "job_card", id: jobCard.id, action: "created", status: "Pending", by: advisorRef },
        ]),
      );

      const moved = await shop.technician.client.request("PATCH", `/api/job-cards/${jobCard.id}/status`, {
        status: "In Progress",
        updatedAt: jobCard.updatedAt,
      });
      expect(moved.status).toBe(200);
      expect((await activityOf(shop.technician.client))[0]).toMatchObject({
        kind: "job_card",
        id: jobCard.id,
        action: "updated",
        status: "In Progress",
        label: "WHO1: Tighten heat shield",
        by: { name: "Tia Technician", email: "tech@example.com" },
      });
    });

    it("tells created from updated to the millisecond, though created_at keeps microseconds", async () => {
      const userId = shop.advisor.profile.userId;
      const rows = await shop.t.database.db
        .insert(serviceTickets)
        .values([
          // As the API writes a new row: updated_at is created_at cut to the millisecond.
          {
            vin: "NEW",
            issueDescription: "Untouched",
            createdBy: userId,
            createdAt: sql`'2030-05-01 10:00:00.123456+00'::timestamptz`,
            updatedAt: sql`'2030-05-01 10:00:00.123+00'::timestamptz`,
          },
          // One edit a millisecond later.
          {
            vin: "EDITED",
            issueDescription: "Touched",
            createdBy: userId,
            createdAt: sql`'2030-05-01 09:00:00.123456+00'::timestamptz`,
            updatedAt: sql`'2030-05-01 09:00:00.124+00'::timestamptz`,
          },
          // Written straight into the table: both columns default to the same now().
          { vin: "DEFAULTS", issueDescription: "Inserted", createdBy: userId },
        ])
        .returning({ id: serviceTickets.id });
      const actions = Object.fromEntries((await activityOf(shop.admin.client)).map((entry) => [entry.id, entry.action]));
      expect(rows.map((row) => actions[row.id])).toEqual(["created", "updated", "created"]);
    });

    it("shows no one as the author when the change's account is unknown", async () => {
      await shop.t.database.db
        .insert(serviceTickets)
        .values({ vin: "ORPHAN", issueDescription: "Left behind", createdBy: shop.advisor.profile.userId, updatedBy: null });
      expect((await activityOf(shop.admin.client))[0]).toMatchObject({ label: "ORPHAN: Left behind", by: null });
    });

    it("keeps labels to one short line", async () => {
      await openTicket(shop.advisor.client, {
        customerName: "Bartholomew Maximilian Fitzgerald-Worthington the Third",
        issueDescription: `Grinding noise\nfrom the rear   axle ${"whenever the car turns left ".repeat(5)}`,
      });
      const [entry] = await activityOf(shop.admin.client);
      expect(entry!.label).toBe("Bartholomew Maximilian Fitzgera…: Grinding noise from the rear axle whenever th…");
      expect(entry!.label.length).toBeLessThanOrEqual(80);
    });

    it("answers an empty list when nothing has changed, and 401 without a session", async () => {
      expect(await activityOf(shop.advisor.client)).toEqual([]);
      const anonymous = await new TestClient(shop.t.app).request("GET", "/api/activity");
      expect(anonymous.status).toBe(401);
    });
  });
}
