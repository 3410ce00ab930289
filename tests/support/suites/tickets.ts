import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChangeEvent } from "../../../src/shared/events/change-event";
import type { JobCard } from "../../../src/shared/schemas/job-card-responses";
import type { ConvertResult, ServiceTicket, TicketPage } from "../../../src/shared/schemas/ticket-responses";
import { SEARCH_WINDOW_ROWS } from "../../../src/server/db/lists/list-statement";
import { jobCards, serviceTickets } from "../../../src/server/db/schema";
import { TestClient } from "../test-client";
import { bodyOf, errorOf, openShop, openTicket, type Shop } from "../shop-test-fixture";
import type { DatabaseKind } from "../../../src/server/db/database";

/** Run on PGlite by src/server/routes/tickets/tickets.test.ts, on PostgreSQL by tests/system/postgres/tickets-postgres.test.ts. */
export function describeTickets(kind: DatabaseKind): void {
  describe(`service tickets on ${kind}`, () => {
    let shop: Shop;

    beforeAll(async () => {
      shop = await openShop(kind);
    });
    afterAll(() => shop?.t.close());

    async function listAll(client: TestClient, query: string): Promise<ServiceTicket[]> {
      const response = await client.request("GET", `/api/tickets?${query}`);
      expect(response.status).toBe(200);
      return (await bodyOf<TicketPage>(response)).tickets;
    }

    async function countJobCards(): Promise<number> {
      return shop.t.database.db.$count(jobCards);
    }

    describe("post /api/tickets", () => {
      it("opens a ticket as the signed-in user, status Open, with the creator's name and e-mail", async () => {
        const response = await shop.user.client.request("POST", "/api/tickets", {
          vin: " 2T1BURHE0JC043821 ",
          customerName: "",
          issueDescription: "Rattle at idle",
          vehicleId: "local_123",
        });
        expect(response.status).toBe(201);
        const { ticket } = await bodyOf<{ ticket: ServiceTicket }>(response);
        expect(ticket).toEqual({
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          vin: "2T1BURHE0JC043821",
          customerName: null,
          customerContact: null,
          customerId: null,
          issueDescription: "Rattle at idle",
          vehicleId: "local_123",
          status: "Open",
          createdBy: shop.user.profile.userId,
          creator: { name: "Uma User", email: "user@example.com" },
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        });
        expect(new Date(ticket.createdAt).toISOString()).toBe(ticket.createdAt);
      });

      it("refuses a missing VIN and issue description with each field's message, saving nothing", async () => {
        const response = await shop.advisor.client.request("POST", "/api/tickets", { vin: "  ", customerName: "Nobody", issueDescription: "" });
        expect(response.status).toBe(400);
        const error = await errorOf(response);
        expect(error.code).toBe("validation_failed");
        expect(error.details?.fields).toEqual({ vin: ["VIN is required."], issueDescription: ["Issue description is required."] });
        expect(await listAll(shop.admin.client, "search=Nobody")).toEqual([]);
      });

      it("refuses a body that is not JSON with 400", async () => {
        const response = await shop.advisor.client.request("POST", "/api/tickets", undefined, {
          "content-type": "application/json",
        });
        expect(response.status).toBe(400);
      });

      it("answers 401 without a session and 403 to a technician", async () => {
        const guest = await new TestClient(shop.t.app).request("POST", "/api/tickets", { vin: "X", issueDescription: "Y" });
        expect(guest.status).toBe(401);
        const technician = await shop.technician.client.request("POST", "/api/tickets", { vin: "X", issueDescription: "Y" });
        expect(technician.status).toBe(403);
      });
    });

    describe("patch /api/tickets/{ticketId}", () => {
      it("saves the fields and a status and returns a newer updatedAt", async () => {
        const ticket = await openTicket(shop.advisor.client);
        const response = await shop.user.client.request("PATCH", `/api/tickets/${ticket.id}`, {
          vin: "NEWVIN",
          customerName: "Dana",
          customerContact: "",
          issueDescription: "Brakes grind",
          status: "In Progress",
          updatedAt: ticket.updatedAt,
        });
        expect(response.status).toBe(200);
        const { ticket: saved } = await bodyOf<{ ticket: ServiceTicket }>(response);
        expect(saved).toMatchObject({
          id: ticket.id,
          vin: "NEWVIN",
          customerName: "Dana",
          customerContact: null,
          issueDescription: "Brakes grind",
          status: "In Progress",
          createdBy: shop.advisor.profile.userId,
          createdAt: ticket.createdAt,
        });
        expect(new Date(saved.updatedAt).getTime()).toBeGreaterThan(new Date(ticket.updatedAt).getTime());
      });

      it("keeps the status when none is sent, and accepts edits in a row with each returned updatedAt", async () => {
        const ticket = await openTicket(shop.advisor.client);
        let updatedAt = ticket.updatedAt;
        for (const issue of ["First", "Second", "Third"]) {
          const response = await shop.advisor.client.request("PATCH", `/api/tickets/${ticket.id}`, {
            vin: ticket.vin,
            issueDescription: issue,
            updatedAt,
          });
          expect(response.status).toBe(200);
          const saved = (await bodyOf<{ ticket: ServiceTicket }>(response)).ticket;
          expect(saved).toMatchObject({ issueDescription: issue, status: "Open" });
          expect(saved.updatedAt).not.toBe(updatedAt);
          updatedAt = saved.updatedAt;
        }
      });

      it("refuses a stale edit with 409 and keeps the other person's change", async () => {
        const ticket = await openTicket(shop.advisor.client);
        const first = await shop.admin.client.request("PATCH", `/api/tickets/${ticket.id}`, {
          vin: ticket.vin,
          issueDescription: "Changed by the admin",
          updatedAt: ticket.updatedAt,
        });
        expect(first.status).toBe(200);
        const { ticket: admins } = await bodyOf<{ ticket: ServiceTicket }>(first);

        const stale = await shop.advisor.client.request("PATCH", `/api/tickets/${ticket.id}`, {
          vin: ticket.vin,
          issueDescription: "Changed by the advisor",
          updatedAt: ticket.updatedAt,
        });
        expect(stale.status).toBe(409);
        expect(await errorOf(stale)).toEqual({
          code: "conflict",
          message: "Someone else changed this ticket. It has been reloaded; make your change again.",
          details: { current: admins },
        });
        const [stored] = await listAll(shop.admin.client, "search=Changed by the");
        expect(stored).toMatchObject({ id: ticket.id, issueDescription: "Changed by the admin" });
      });

      it("lets only one of two simultaneous edits of the same version through", async () => {
        const ticket = await openTicket(shop.advisor.client);
        const edit = (client: TestClient, issueDescription: string) =>
          client.request("PATCH", `/api/tickets/${ticket.id}`, { vin: ticket.vin, issueDescription, updatedAt: ticket.updatedAt });
        const responses = await Promise.all([edit(shop.advisor.client, "Advisor's"), edit(shop.user.client, "User's")]);
        expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
      });

      it("answers a stale edit with the ticket as stored now, which the next edit can be sent against", async () => {
        const ticket = await openTicket(shop.advisor.client, { issueDescription: "As opened" });
        const edit = (updatedAt: string, issueDescription: string) =>
          shop.advisor.client.request("PATCH", `/api/tickets/${ticket.id}`, { vin: ticket.vin, issueDescription, updatedAt });
        const winner = (await bodyOf<{ ticket: ServiceTicket }>(await edit(ticket.updatedAt, "First save"))).ticket;

        const stale = await edit(ticket.updatedAt, "Second save");
        expect(stale.status).toBe(409);
        const current = (await errorOf(stale)).details?.current as ServiceTicket;
        const read = await shop.advisor.client.request("GET", `/api/tickets/${ticket.id}`);
        expect(current).toEqual((await bodyOf<{ ticket: ServiceTicket }>(read)).ticket);
        expect(current).toEqual(winner);

        expect((await edit(current.updatedAt, "Second save")).status).toBe(200);
      });

      it("answers 400 naming the fields for an invalid body or a malformed updatedAt", async () => {
        const ticket = await openTicket(shop.advisor.client);
        const invalid = await shop.advisor.client.request("PATCH", `/api/tickets/${ticket.id}`, {
          vin: "",
          issueDescription: "x",
          status: "Lost",
        });
        expect(invalid.status).toBe(400);
        expect((await errorOf(invalid)).details?.fields).toEqual({
          vin: ["VIN is required."],
          status: ["Choose a ticket status."],
          updatedAt: [expect.any(String)],
        });

        const badVersion = await shop.advisor.client.request("PATCH", `/api/tickets/${ticket.id}`, {
          vin: "V",
          issueDescription: "x",
          updatedAt: "yesterday-ish",
        });
        expect(badVersion.status).toBe(400);
        expect(Object.keys((await errorOf(badVersion)).details?.fields ?? {})).toEqual(["updatedAt"]);
      });

      it("answers 404 for an unknown or malformed ticket id", async () => {
        const body = { vin: "V", issueDescription: "x", updatedAt: new Date().toISOString() };
        for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", "1%27%20or%201%3D1"]) {
          const response = await shop.advisor.client.request("PATCH", `/api/tickets/${id}`, body);
          expect(response.status).toBe(404);
          expect((await errorOf(response)).code).toBe("not_found");
        }
      });

      it("answers 403 to a technician", async () => {
        const ticket = await openTicket(shop.advisor.client);
        const response = await shop.technician.client.request("PATCH", `/api/tickets/${ticket.id}`, {
          vin: "V",
          issueDescription: "x",
          updatedAt: ticket.updatedAt,
        });
        expect(response.status).toBe(403);
      });
    });

    describe("delete /api/tickets/{ticketId}", () => {
      it("deletes the ticket and keeps its job card without the link", async () => {
        const ticket = await openTicket(shop.advisor.client, { vin: "DELETEME1" });
        const converted = await shop.advisor.client.request("POST", `/api/tickets/${ticket.id}/convert`, {
          assignedTechnicianId: shop.technician.profile.userId,
          serviceDescription: "Replace pads",
        });
        const { jobCard } = await bodyOf<ConvertResult>(converted);

        const response = await shop.advisor.client.request("DELETE", `/api/tickets/${ticket.id}`);
        expect(response.status).toBe(204);
        expect(await listAll(shop.admin.client, "search=DELETEME1")).toEqual([]);

        const card = await shop.advisor.client.request("GET", `/api/job-cards/${jobCard.id}`);
        expect(card.status).toBe(200);
        expect((await bodyOf<{ jobCard: JobCard }>(card)).jobCard).toMatchObject({
          serviceTicketId: null,
          ticket: null,
          vin: "DELETEME1",
          customerName: "Carla Customer",
        });

        const again = await shop.advisor.client.request("DELETE", `/api/tickets/${ticket.id}`);
        expect(again.status).toBe(404);
      });

      it("answers 404 for a malformed id and 403 to a plain user", async () => {
        expect((await shop.advisor.client.request("DELETE", "/api/tickets/nope")).status).toBe(404);
        const ticket = await openTicket(shop.user.client);
        expect((await shop.user.client.request("DELETE", `/api/tickets/${ticket.id}`)).status).toBe(403);
      });
    });

    describe("get /api/tickets/{ticketId}", () => {
      it("shows one ticket with its creator, as the list shows it", async () => {
        const ticket = await openTicket(shop.advisor.client, { vin: "ONETICKET", customerName: "Olga" });
        const response = await shop.user.client.request("GET", `/api/tickets/${ticket.id}`);
        expect(response.status).toBe(200);
        const { ticket: read } = await bodyOf<{ ticket: ServiceTicket }>(response);
        expect(read).toEqual(ticket);
        expect(read.creator).toEqual({ name: "Sam Advisor", email: "advisor@example.com" });
        expect(await listAll(shop.admin.client, "search=ONETICKET")).toEqual([read]);
      });

      it("answers 404 for an unknown or malformed id, 403 to a technician", async () => {
        for (const id of ["00000000-0000-4000-8000-000000000000", "12345", "%E2%9C%93"]) {
          const response = await shop.advisor.client.request("GET", `/api/tickets/${id}`);
          expect(response.status).toBe(404);
          expect(await errorOf(response)).toEqual({ code: "not_found", message: "No such service ticket. It may have been deleted." });
        }
        const ticket = await openTicket(shop.advisor.client);
        expect((await shop.technician.client.request("GET", `/api/tickets/${ticket.id}`)).status).toBe(403);
      });
    });

    describe("get /api/tickets", () => {
      it("searches VIN, customer and issue case-insensitively, and filters by status", async () => {
        const marker = `S${Date.now()}`;
        const byVin = await openTicket(shop.advisor.client, { vin: `${marker}vin`, customerName: "", issueDescription: "Noise" });
        const byCustomer = await openTicket(shop.advisor.client, { vin: "V1", customerName: `Mr ${marker}`, issueDescription: "Noise" });
        const byIssue = await openTicket(shop.advisor.client, { vin: "V2", customerName: "", issueDescription: `noise ${marker.toLowerCase()}` });
        await shop.advisor.client.request("PATCH", `/api/tickets/${byCustomer.id}`, {
          vin: "V1",
          customerName: `Mr ${marker}`,
          issueDescription: "Noise",
          status: "Resolved",
          updatedAt: byCustomer.updatedAt,
        });

        const found = await listAll(shop.user.client, `search=${marker.toLowerCase()}`);
        expect(found.map((ticket) => ticket.id)).toEqual([byIssue.id, byCustomer.id, byVin.id]);
        const resolved = await listAll(shop.user.client, `search=${marker}&status=Resolved`);
        expect(resolved.map((ticket) => ticket.id)).toEqual([byCustomer.id]);
        expect(resolved[0]).toMatchObject({ status: "Resolved", creator: { name: "Sam Advisor", email: "advisor@example.com" } });
      });

      it("treats % and _ in a search as plain characters", async () => {
        const ticket = await openTicket(shop.advisor.client, { vin: "PCT", issueDescription: "Leak 100%_sure" });
        expect((await listAll(shop.user.client, "search=100%25_s")).map((found) => found.id)).toEqual([ticket.id]);
        expect(await listAll(shop.user.client, "search=1%25%25")).toEqual([]);
      });

      it("finds a ticket by its whole id or the first 8 or more characters of it, in any case", async () => {
        const ticket = await openTicket(shop.advisor.client, { vin: "BYID", issueDescription: "Found by id" });
        const ids = async (search: string) =>
          (await listAll(shop.user.client, `search=${encodeURIComponent(search)}`)).map((found) => found.id);
        for (const search of [ticket.id, ticket.id.toUpperCase(), ticket.id.slice(0, 8), ticket.id.slice(0, 9), ` ${ticket.id.slice(0, 14).toUpperCase()} `]) {
          expect(await ids(search), search).toEqual([ticket.id]);
        }
        // Too short, or the hyphens left out: not an id prefix (and not in the ticket's text).
        expect(await ids(ticket.id.slice(0, 7))).not.toContain(ticket.id);
        expect(await ids(ticket.id.replaceAll("-", "").slice(0, 12))).not.toContain(ticket.id);
        expect(await listAll(shop.user.client, `search=${ticket.id.slice(0, 8)}&status=Closed`)).toEqual([]);
      });

      it("still finds by text a search that looks like the start of an id", async () => {
        const ticket = await openTicket(shop.advisor.client, { vin: "HEX", issueDescription: "Code DEADBEEF-cafe on the dash" });
        expect((await listAll(shop.user.client, "search=deadbeef-CAFE")).map((found) => found.id)).toEqual([ticket.id]);
      });

      it("refuses an unknown status, a bad limit and a forged cursor with 400 and the field", async () => {
        for (const [query, field] of [
          ["status=Lost", "status"],
          ["limit=0", "limit"],
          ["limit=101", "limit"],
          ["cursor=not-a-cursor", "cursor"],
          [`cursor=${Buffer.from("2024-02-30T00:00:00.000000Z|00000000-0000-4000-8000-000000000000").toString("base64url")}`, "cursor"],
          [`cursor=${Buffer.from("2024-01-01T00:00:00.000000Z|'; drop table x").toString("base64url")}`, "cursor"],
        ] as const) {
          const response = await shop.user.client.request("GET", `/api/tickets?${query}`);
          expect(response.status, query).toBe(400);
          expect(Object.keys((await errorOf(response)).details?.fields ?? {}), query).toEqual([field]);
        }
        const forged = await shop.user.client.request("GET", "/api/tickets?cursor=bm9wZQ");
        expect((await errorOf(forged)).message).toBe("This page link is no longer valid. Load the list again from the first page.");
      });

      it("pages newest first without gaps or repeats while tickets are added between pages", async () => {
        const marker = `P${Date.now()}`;
        const originals: ServiceTicket[] = [];
        for (let index = 0; index < 5; index += 1) {
          originals.push(await openTicket(shop.advisor.client, { vin: `${marker}-${index}` }));
        }
        const seen: string[] = [];
        let cursor: string | null = null;
        let pages = 0;
        do {
          const query = `search=${marker}&limit=2${cursor ? `&cursor=${cursor}` : ""}`;
          const response = await shop.user.client.request("GET", `/api/tickets?${query}`);
          expect(response.status).toBe(200);
          const page = await bodyOf<TicketPage>(response);
          seen.push(...page.tickets.map((ticket) => ticket.id));
          cursor = page.nextCursor;
          pages += 1;
          // A newer ticket arrives while the user reads this page.
          await openTicket(shop.advisor.client, { vin: `${marker}-new-${pages}` });
        } while (cursor);

        expect(seen).toEqual(originals.map((ticket) => ticket.id).reverse());
        expect(pages).toBe(3);
      });

      it("pages rows created in the same instant by id, without gaps or repeats", async () => {
        const marker = `T${Date.now()}`;
        // One statement: every row gets the same created_at.
        const inserted = await shop.t.database.db
          .insert(serviceTickets)
          .values(
            Array.from({ length: 4 }, (_, index) => ({
              vin: `${marker}-${index}`,
              issueDescription: "Same instant",
              createdBy: shop.advisor.profile.userId,
            })),
          )
          .returning({ id: serviceTickets.id });
        const seen: string[] = [];
        let cursor: string | null = null;
        do {
          const response = await shop.user.client.request("GET", `/api/tickets?search=${marker}&limit=1${cursor ? `&cursor=${cursor}` : ""}`);
          const page: TicketPage = await bodyOf<TicketPage>(response);
          seen.push(...page.tickets.map((ticket) => ticket.id));
          cursor = page.nextCursor;
        } while (cursor);
        expect(seen).toEqual(inserted.map((row) => row.id).sort().reverse());
      });

      it("finds every match of a search in order, whether it is among the newest rows or far older", async () => {
        // More rows than a search walks before asking the trigram index (SEARCH_WINDOW_ROWS), the
        // common word on every third, the rare one on a few rows either side of that edge.
        const marker = `W${Date.now()}`;
        const count = SEARCH_WINDOW_ROWS + 200;
        const rare = new Set([4, SEARCH_WINDOW_ROWS - 2, SEARCH_WINDOW_ROWS - 1, SEARCH_WINDOW_ROWS, SEARCH_WINDOW_ROWS + 150]);
        const newest = Date.now() + 3_600_000;
        const inserted = await shop.t.database.db
          .insert(serviceTickets)
          .values(
            Array.from({ length: count }, (_, index) => ({
              vin: `${marker}-${index % 3 === 0 ? "common" : "other"}-${rare.has(index) ? `R${marker}` : "plain"}`,
              issueDescription: "Window",
              createdBy: shop.advisor.profile.userId,
              createdAt: new Date(newest - index * 1000),
            })),
          )
          .returning({ id: serviceTickets.id, vin: serviceTickets.vin });
        const expected = (word: string) => inserted.filter((row) => row.vin.includes(word)).map((row) => row.id);
        async function pages(search: string, limit: number): Promise<string[]> {
          const seen: string[] = [];
          let cursor: string | null = null;
          do {
            const response = await shop.user.client.request("GET", `/api/tickets?search=${search}&limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`);
            const page: TicketPage = await bodyOf<TicketPage>(response);
            seen.push(...page.tickets.map((ticket) => ticket.id));
            cursor = page.nextCursor;
          } while (cursor);
          return seen;
        }
        expect(await pages(`${marker}-common`, 50)).toEqual(expected("-common"));
        expect(await pages(`${marker}-common`, 100)).toEqual(expected("-common"));
        expect(await pages(`R${marker}`, 2)).toEqual(expected(`R${marker}`));
        expect(await pages(`R${marker}`, 50)).toEqual(expected(`R${marker}`));
      });

      it("answers 403 to a technician and 401 without a session", async () => {
        expect((await shop.technician.client.request("GET", "/api/tickets")).status).toBe(403);
        expect((await new TestClient(shop.t.app).request("GET", "/api/tickets")).status).toBe(401);
      });
    });

    describe("post /api/tickets/{ticketId}/convert", () => {
      it("writes a job card carrying the ticket's VIN and customer and sets the ticket Assigned", async () => {
        const ticket = await openTicket(shop.user.client, { vin: "CONV1", customerName: "Cleo", customerContact: "cleo@example.com" });
        const response = await shop.advisor.client.request("POST", `/api/tickets/${ticket.id}/convert`, {
          assignedTechnicianId: shop.technician.profile.userId,
          serviceDescription: "Replace front pads",
          estimatedHours: "1.5",
          mileage: 61000,
          notes: "Customer waits",
        });
        expect(response.status).toBe(201);
        const result = await bodyOf<ConvertResult>(response);
        expect(result.ticket).toMatchObject({ id: ticket.id, status: "Assigned" });
        expect(result.jobCard).toEqual({
          id: expect.any(String),
          serviceTicketId: ticket.id,
          ticket: { id: ticket.id, vin: "CONV1", customerName: "Cleo", issueDescription: "Brakes squeal" },
          vin: "CONV1",
          customerName: "Cleo",
          customerContact: "cleo@example.com",
          customerId: null,
          serviceDescription: "Replace front pads",
          assignedTechnicianId: shop.technician.profile.userId,
          technician: { userId: shop.technician.profile.userId, name: "Tia Technician", email: "tech@example.com" },
          status: "Pending",
          estimatedHours: 1.5,
          mileage: 61000,
          notes: "Customer waits",
          promisedAt: null,
          createdBy: shop.advisor.profile.userId,
          creator: { name: "Sam Advisor", email: "advisor@example.com" },
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
          clockRunning: false,
          clockedSeconds: 0,
        });
        const [listed] = await listAll(shop.user.client, "search=CONV1");
        expect(listed).toEqual(result.ticket);
      });

      it("converts only an Open ticket: a second conversion is a 409 that names the status", async () => {
        const ticket = await openTicket(shop.advisor.client);
        const body = { assignedTechnicianId: shop.technician.profile.userId, serviceDescription: "Fix" };
        expect((await shop.advisor.client.request("POST", `/api/tickets/${ticket.id}/convert`, body)).status).toBe(201);
        const cards = await countJobCards();
        const again = await shop.advisor.client.request("POST", `/api/tickets/${ticket.id}/convert`, body);
        expect(again.status).toBe(409);
        expect((await errorOf(again)).message).toBe("Only an Open ticket can be converted; this one is Assigned.");
        expect(await countJobCards()).toBe(cards);
      });

      it("converts a ticket once when two conversions arrive together", async () => {
        const ticket = await openTicket(shop.advisor.client, { vin: "TWICE" });
        const body = { assignedTechnicianId: shop.technician.profile.userId, serviceDescription: "Fix" };
        const responses = await Promise.all([
          shop.advisor.client.request("POST", `/api/tickets/${ticket.id}/convert`, body),
          shop.admin.client.request("POST", `/api/tickets/${ticket.id}/convert`, body),
        ]);
        expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
        const cards = await shop.advisor.client.request("GET", "/api/job-cards?search=TWICE");
        expect((await bodyOf<{ jobCards: JobCard[] }>(cards)).jobCards).toHaveLength(1);
      });

      it("refuses a missing technician, a non-technician and an inactive technician on the field", async () => {
        const ticket = await openTicket(shop.advisor.client, { vin: "NOTECH" });
        const cards = await countJobCards();
        const missing = await shop.advisor.client.request("POST", `/api/tickets/${ticket.id}/convert`, {
          assignedTechnicianId: "",
          serviceDescription: "",
          estimatedHours: "1.25",
        });
        expect(missing.status).toBe(400);
        expect((await errorOf(missing)).details?.fields).toEqual({
          assignedTechnicianId: ["Please assign a service technician"],
          serviceDescription: ["Service description is required."],
          estimatedHours: ["Estimated hours go in steps of 0.1."],
        });

        const retired = await shop.invite("Rita Retired", "Service Technician");
        expect((await shop.admin.client.request("POST", `/api/users/${retired.userId}/deactivate`)).status).toBe(200);
        for (const assignedTechnicianId of [shop.advisor.profile.userId, retired.userId, "no-such-user"]) {
          const response = await shop.advisor.client.request("POST", `/api/tickets/${ticket.id}/convert`, {
            assignedTechnicianId,
            serviceDescription: "Fix",
          });
          expect(response.status).toBe(400);
          expect((await errorOf(response)).details?.fields).toEqual({ assignedTechnicianId: ["Choose an active service technician."] });
        }
        expect(await countJobCards()).toBe(cards);
        expect((await listAll(shop.admin.client, "search=NOTECH"))[0]).toMatchObject({ status: "Open", updatedAt: ticket.updatedAt });
      });

      it("keeps neither the job card nor the new status when setting the ticket Assigned fails", async () => {
        const ticket = await openTicket(shop.advisor.client, { vin: "ATOMIC" });
        const db = shop.t.database.db;
        await db.execute(sql`create function refuse_ticket_update() returns trigger language plpgsql as $$
          begin raise exception 'ticket updates are switched off for this test'; end $$`);
        await db.execute(sql`create trigger refuse_ticket_update before update on service_tickets
          for each row execute function refuse_ticket_update()`);
        const cards = await countJobCards();
        try {
          const response = await shop.advisor.client.request("POST", `/api/tickets/${ticket.id}/convert`, {
            assignedTechnicianId: shop.technician.profile.userId,
            serviceDescription: "Never saved",
          });
          expect(response.status).toBe(500);
          expect(await errorOf(response)).toEqual({ code: "internal", message: "Something went wrong on the server. Please try again." });
        } finally {
          await db.execute(sql`drop trigger refuse_ticket_update on service_tickets`);
          await db.execute(sql`drop function refuse_ticket_update()`);
        }
        expect(await countJobCards()).toBe(cards);
        const [stored] = await db.select().from(serviceTickets).where(eq(serviceTickets.id, ticket.id));
        expect(stored).toMatchObject({ status: "Open" });
        const search = await shop.advisor.client.request("GET", "/api/job-cards?search=ATOMIC");
        expect((await bodyOf<{ jobCards: JobCard[] }>(search)).jobCards).toEqual([]);

        // With the trigger gone the same conversion succeeds.
        const retry = await shop.advisor.client.request("POST", `/api/tickets/${ticket.id}/convert`, {
          assignedTechnicianId: shop.technician.profile.userId,
          serviceDescription: "Saved now",
        });
        expect(retry.status).toBe(201);
      });

      it("answers 404 for an unknown ticket and 403 to a plain user", async () => {
        const body = { assignedTechnicianId: shop.technician.profile.userId, serviceDescription: "Fix" };
        expect((await shop.advisor.client.request("POST", "/api/tickets/00000000-0000-4000-8000-000000000000/convert", body)).status).toBe(404);
        expect((await shop.advisor.client.request("POST", "/api/tickets/zzz/convert", body)).status).toBe(404);
        const ticket = await openTicket(shop.user.client);
        expect((await shop.user.client.request("POST", `/api/tickets/${ticket.id}/convert`, body)).status).toBe(403);
      });
    });

    describe("change events", () => {
      it("announces each committed write on the event bus, and nothing for a refused one", async () => {
        const heard: ChangeEvent[] = [];
        const stop = shop.t.events.subscribe((event) => heard.push(event));
        try {
          const ticket = await openTicket(shop.advisor.client);
          const edit = { vin: ticket.vin, issueDescription: "Edited", updatedAt: ticket.updatedAt };
          expect((await shop.advisor.client.request("PATCH", `/api/tickets/${ticket.id}`, edit)).status).toBe(200);
          expect((await shop.advisor.client.request("PATCH", `/api/tickets/${ticket.id}`, edit)).status).toBe(409);
          const converted = await shop.advisor.client.request("POST", `/api/tickets/${ticket.id}/convert`, {
            assignedTechnicianId: shop.technician.profile.userId,
            serviceDescription: "Fix",
          });
          const { jobCard } = await bodyOf<ConvertResult>(converted);
          const moved = await shop.technician.client.request("PATCH", `/api/job-cards/${jobCard.id}/status`, {
            status: "In Progress",
            updatedAt: jobCard.updatedAt,
          });
          expect(moved.status).toBe(200);
          expect((await shop.advisor.client.request("DELETE", `/api/tickets/${ticket.id}`)).status).toBe(204);
          expect((await shop.advisor.client.request("DELETE", `/api/job-cards/${jobCard.id}`)).status).toBe(204);

          const expected: ChangeEvent[] = [
            { resource: "tickets", action: "created", id: ticket.id },
            { resource: "tickets", action: "updated", id: ticket.id },
            { resource: "tickets", action: "updated", id: ticket.id },
            { resource: "job-cards", action: "created", id: jobCard.id },
            { resource: "job-cards", action: "updated", id: jobCard.id },
            { resource: "tickets", action: "deleted", id: ticket.id },
            { resource: "job-cards", action: "updated", id: jobCard.id },
            { resource: "job-cards", action: "deleted", id: jobCard.id },
          ];
          // On PostgreSQL events arrive through NOTIFY, so an earlier test's may still come in late:
          // only this test's ticket and card count.
          const ours = () => heard.filter((event) => event.id === ticket.id || event.id === jobCard.id);
          await expect.poll(() => ours().length).toBeGreaterThanOrEqual(expected.length);
          expect(ours()).toEqual(expected);
        } finally {
          stop();
        }
      });
    });
  });
}
