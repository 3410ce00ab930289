import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JOB_CARD_STATUSES } from "../../../src/shared/constants/statuses";
import type { ActivityList } from "../../../src/shared/schemas/activity";
import type { JobCard, JobCardPage } from "../../../src/shared/schemas/job-card-responses";
import type { ConvertResult, ServiceTicket, TicketPage } from "../../../src/shared/schemas/ticket-responses";
import type { TestClient } from "../test-client";
import { bodyOf, openShop, openTicket, type Shop } from "../shop-test-fixture";
import { changeEventsIn, eventStreamText } from "../event-stream-text";
import type { DatabaseKind } from "../../../src/server/db/database";

/**
 * Security checks, access to job cards by any route (IDOR). A Service Technician
 * may list and view every job card, but change the status only of cards assigned to them, and
 * may neither create nor delete cards nor reach tickets; a User reaches no job card at all.
 * (permissions-matrix.test.ts checks every route's status code for every role; these check that
 * a refusal changes nothing and that no other route hands the data over.)
 */
const FORBIDDEN = { error: { code: "forbidden", message: "Your role does not allow this." } };

/** Run on PGlite by src/server/routes/job-cards/job-card-access.test.ts, on PostgreSQL by tests/system/postgres/job-card-access-postgres.test.ts. */
export function describeJobCardAccess(kind: DatabaseKind): void {
  describe(`job card access (${kind})`, () => {
    let shop: Shop;
    let counter = 0;

    beforeAll(async () => {
      shop = await openShop(kind);
    });
    afterAll(() => shop?.t.close());

    async function card(assignedTechnicianId: string, fields: Record<string, unknown> = {}): Promise<JobCard> {
      const response = await shop.advisor.client.request("POST", "/api/job-cards", {
        vin: `IDOR${(counter += 1)}`,
        customerName: "Carla Customer",
        serviceDescription: "Replace the timing belt",
        assignedTechnicianId,
        ...fields,
      });
      if (response.status !== 201) throw new Error(`POST /api/job-cards answered ${response.status}: ${await response.text()}`);
      return (await bodyOf<{ jobCard: JobCard }>(response)).jobCard;
    }

    /** The card as an Advisor reads it now (null once deleted). */
    async function current(id: string): Promise<JobCard | null> {
      const response = await shop.advisor.client.request("GET", `/api/job-cards/${id}`);
      if (response.status === 404) return null;
      return (await bodyOf<{ jobCard: JobCard }>(response)).jobCard;
    }

    async function ticketNow(id: string): Promise<ServiceTicket | undefined> {
      const page = await bodyOf<TicketPage>(await shop.advisor.client.request("GET", "/api/tickets?limit=100"));
      return page.tickets.find((ticket) => ticket.id === id);
    }

    async function cardsWithVin(vin: string): Promise<JobCard[]> {
      return (await bodyOf<JobCardPage>(await shop.advisor.client.request("GET", `/api/job-cards?search=${vin}`))).jobCards;
    }

    describe("a Service Technician", () => {
      const tech = () => shop.technician.client;

      it("may list and view every job card, its own and others'", async () => {
        const others = await card(shop.otherTechnician.userId);
        const page = await bodyOf<JobCardPage>(await tech().request("GET", "/api/job-cards?limit=100"));
        expect(page.jobCards.map((found) => found.id)).toContain(others.id);
        expect((await tech().request("GET", `/api/job-cards/${others.id}`)).status).toBe(200);
      });

      it("cannot set any status on a card assigned to someone else, even claiming it in the body", async () => {
        const others = await card(shop.otherTechnician.userId);
        for (const status of JOB_CARD_STATUSES) {
          const response = await tech().request("PATCH", `/api/job-cards/${others.id}/status`, {
            status,
            updatedAt: others.updatedAt,
            assignedTechnicianId: shop.technician.profile.userId,
          });
          expect(response.status, status).toBe(403);
        }
        expect(await current(others.id)).toEqual(others);
      });

      it("moves its own card, and the status call changes nothing but the status", async () => {
        const own = await card(shop.technician.profile.userId);
        const response = await tech().request("PATCH", `/api/job-cards/${own.id}/status`, {
          status: "In Progress",
          updatedAt: own.updatedAt,
          assignedTechnicianId: shop.otherTechnician.userId,
          serviceDescription: "Rewritten by the technician",
          vin: "REWRITTEN",
          createdBy: shop.technician.profile.userId,
        });
        expect(response.status).toBe(200);
        const after = await current(own.id);
        expect(after).toMatchObject({
          status: "In Progress",
          assignedTechnicianId: own.assignedTechnicianId,
          serviceDescription: own.serviceDescription,
          vin: own.vin,
          createdBy: own.createdBy,
        });
      });

      it("cannot delete a card, not even its own", async () => {
        for (const target of [await card(shop.technician.profile.userId), await card(shop.otherTechnician.userId)]) {
          const response = await tech().request("DELETE", `/api/job-cards/${target.id}`);
          expect(response.status).toBe(403);
          expect(await response.json()).toEqual(FORBIDDEN);
          expect(await current(target.id)).toEqual(target);
        }
      });

      it("cannot create a job card, directly or by converting a ticket", async () => {
        const vin = `TECHMADE${(counter += 1)}`;
        const direct = await tech().request("POST", "/api/job-cards", {
          vin,
          serviceDescription: "Self-assigned work",
          assignedTechnicianId: shop.technician.profile.userId,
        });
        expect(direct.status).toBe(403);
        const ticket = await openTicket(shop.advisor.client, { vin });
        const convert = await tech().request("POST", `/api/tickets/${ticket.id}/convert`, {
          assignedTechnicianId: shop.technician.profile.userId,
          serviceDescription: "Self-assigned work",
        });
        expect(convert.status).toBe(403);
        expect(await cardsWithVin(vin)).toEqual([]);
        expect((await ticketNow(ticket.id))?.status).toBe("Open");
      });

      it("cannot list, open, edit or delete tickets, and the refusals change nothing", async () => {
        const ticket = await openTicket(shop.advisor.client, { vin: `TECHTICKET${(counter += 1)}` });
        const attempts: [string, Promise<Response>][] = [
          ["list", tech().request("GET", "/api/tickets")],
          ["create", tech().request("POST", "/api/tickets", { vin: ticket.vin, issueDescription: "By the technician" })],
          ["edit", tech().request("PATCH", `/api/tickets/${ticket.id}`, { vin: "EDITED", issueDescription: "Edited", status: "Closed", updatedAt: ticket.updatedAt })],
          ["delete", tech().request("DELETE", `/api/tickets/${ticket.id}`)],
        ];
        for (const [what, pending] of attempts) {
          const response = await pending;
          expect(response.status, what).toBe(403);
          expect(await response.json(), what).toEqual(FORBIDDEN);
        }
        expect(await ticketNow(ticket.id)).toEqual(ticket);
        const page = await bodyOf<TicketPage>(await shop.advisor.client.request("GET", `/api/tickets?search=${ticket.vin}`));
        expect(page.tickets).toHaveLength(1);
      });

      it("gets no tickets through Recent Activity or the event stream", async () => {
        const stream = eventStreamText(await tech().request("GET", "/api/events"));
        await stream.until(/: connected\n\n/);
        const ticket = await openTicket(shop.advisor.client, { vin: `TECHFEED${(counter += 1)}` });
        const later = await card(shop.technician.profile.userId);
        const text = await stream.until(new RegExp(`"${later.id}"`));
        await stream.cancel();
        expect(changeEventsIn(text).map((event) => event.resource)).not.toContain("tickets");
        expect(text).not.toContain(ticket.id);

        const activity = await bodyOf<ActivityList>(await tech().request("GET", "/api/activity"));
        expect(activity.activity.map((entry) => entry.kind)).not.toContain("ticket");
      });
    });

    describe("a User", () => {
      const user = () => shop.user.client;

      it("is refused every job card route with 403, and the refusals change nothing and show nothing", async () => {
        const target = await card(shop.technician.profile.userId, { serviceDescription: "Confidential repair" });
        const vin = `USERMADE${(counter += 1)}`;
        const ticket = await openTicket(user(), { vin });
        const attempts: [string, (client: TestClient) => Promise<Response>][] = [
          ["list", (client) => client.request("GET", "/api/job-cards")],
          ["list assigned to me", (client) => client.request("GET", "/api/job-cards?assignedTo=me")],
          ["view", (client) => client.request("GET", `/api/job-cards/${target.id}`)],
          ["view an unknown id", (client) => client.request("GET", "/api/job-cards/00000000-0000-4000-8000-000000000000")],
          ["status", (client) => client.request("PATCH", `/api/job-cards/${target.id}/status`, { status: "Cancelled", updatedAt: target.updatedAt })],
          ["delete", (client) => client.request("DELETE", `/api/job-cards/${target.id}`)],
          [
            "create",
            (client) =>
              client.request("POST", "/api/job-cards", { vin, serviceDescription: "Mine", assignedTechnicianId: shop.technician.profile.userId }),
          ],
          [
            "convert",
            (client) =>
              client.request("POST", `/api/tickets/${ticket.id}/convert`, {
                assignedTechnicianId: shop.technician.profile.userId,
                serviceDescription: "Mine",
              }),
          ],
          ["technicians", (client) => client.request("GET", "/api/technicians")],
        ];
        for (const [what, attempt] of attempts) {
          const response = await attempt(user());
          expect(response.status, what).toBe(403);
          // The same answer for a real and an unknown card: no way to learn which ids exist.
          expect(await response.json(), what).toEqual(FORBIDDEN);
        }
        expect(await current(target.id)).toEqual(target);
        expect(await cardsWithVin(vin)).toEqual([]);
        expect((await ticketNow(ticket.id))?.status).toBe("Open");
      });

      it("finds no job card in its tickets, Recent Activity or event stream", async () => {
        const stream = eventStreamText(await user().request("GET", "/api/events"));
        await stream.until(/: connected\n\n/);
        const ticket = await openTicket(user(), { vin: `USERFEED${(counter += 1)}` });
        const converted = await shop.advisor.client.request("POST", `/api/tickets/${ticket.id}/convert`, {
          assignedTechnicianId: shop.technician.profile.userId,
          serviceDescription: "Secret workshop notes 7f3a",
        });
        expect(converted.status).toBe(201);
        const { jobCard } = await bodyOf<ConvertResult>(converted);
        const later = await openTicket(shop.advisor.client, { vin: `USERFEED${(counter += 1)}` });
        const text = await stream.until(new RegExp(`"${later.id}"`));
        await stream.cancel();
        expect(changeEventsIn(text).map((event) => event.resource)).not.toContain("job-cards");
        expect(text).not.toContain(jobCard.id);

        for (const path of ["/api/tickets?limit=100", "/api/activity", "/api/me"]) {
          const body = await (await user().request("GET", path)).text();
          expect(body, path).not.toContain(jobCard.id);
          expect(body, path).not.toContain("Secret workshop notes");
        }
      });
    });
  });
}
