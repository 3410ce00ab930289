import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Profile } from "../../../src/shared/schemas/account-responses";
import type { JobCardHistory } from "../../../src/shared/schemas/job-card-history";
import type { JobCard, JobCardPage } from "../../../src/shared/schemas/job-card-responses";
import type { TechnicianList } from "../../../src/shared/schemas/technician-responses";
import type { ConvertResult } from "../../../src/shared/schemas/ticket-responses";
import { TestClient } from "../test-client";
import { bodyOf, errorOf, openJobCard, openShop, openTicket, type Shop } from "../shop-test-fixture";
import type { DatabaseKind } from "../../../src/server/db/database";

/** Run on PGlite by src/server/routes/job-cards/job-cards.test.ts, on PostgreSQL by tests/system/postgres/job-cards-postgres.test.ts. */
export function describeJobCards(kind: DatabaseKind): void {
  describe(`job cards and technicians on ${kind}`, () => {
    let shop: Shop;

    beforeAll(async () => {
      shop = await openShop(kind);
    });
    afterAll(() => shop?.t.close());

    async function createCard(fields: Record<string, unknown> = {}, client = shop.advisor.client): Promise<JobCard> {
      return openJobCard(client, {
        vin: "JH4KA7561PC008269",
        customerName: "Dee Driver",
        customerContact: "555-0199",
        serviceDescription: "Oil change",
        assignedTechnicianId: shop.technician.profile.userId,
        ...fields,
      });
    }

    async function list(client: TestClient, query: string): Promise<JobCardPage> {
      const response = await client.request("GET", `/api/job-cards?${query}`);
      expect(response.status).toBe(200);
      return bodyOf<JobCardPage>(response);
    }

    function setStatus(client: TestClient, card: Pick<JobCard, "id" | "updatedAt">, status: string) {
      return client.request("PATCH", `/api/job-cards/${card.id}/status`, { status, updatedAt: card.updatedAt });
    }

    describe("post /api/job-cards", () => {
      it("creates a direct job card assigned to a technician, Pending by default", async () => {
        const card = await createCard({ estimatedHours: 2.5, mileage: "48210.5", customerContact: "" });
        expect(card).toEqual({
          id: expect.any(String),
          serviceTicketId: null,
          ticket: null,
          vin: "JH4KA7561PC008269",
          customerName: "Dee Driver",
          customerContact: null,
          customerId: null,
          serviceDescription: "Oil change",
          assignedTechnicianId: shop.technician.profile.userId,
          technician: { userId: shop.technician.profile.userId, name: "Tia Technician", email: "tech@example.com" },
          status: "Pending",
          estimatedHours: 2.5,
          mileage: 48210.5,
          notes: null,
          promisedAt: null,
          createdBy: shop.advisor.profile.userId,
          creator: { name: "Sam Advisor", email: "advisor@example.com" },
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
          clockRunning: false,
          clockedSeconds: 0,
        });
      });

      it("starts a card In Progress when asked, and stores empty hours as null", async () => {
        const card = await createCard({ status: "In Progress", estimatedHours: "" });
        expect(card).toMatchObject({ status: "In Progress", estimatedHours: null, mileage: null });
      });

      it("stores a promised time in UTC, and an empty one as none", async () => {
        const promised = await createCard({ promisedAt: "2026-12-01T17:30:00+02:00" });
        expect(promised.promisedAt).toBe("2026-12-01T15:30:00.000Z");
        const read = await shop.technician.client.request("GET", `/api/job-cards/${promised.id}`);
        expect((await bodyOf<{ jobCard: JobCard }>(read)).jobCard.promisedAt).toBe("2026-12-01T15:30:00.000Z");
        expect((await createCard({ promisedAt: "" })).promisedAt).toBeNull();
      });

      it("refuses missing fields, a later status and bad hours with each field's message", async () => {
        const response = await shop.advisor.client.request("POST", "/api/job-cards", {
          vin: "",
          serviceDescription: " ",
          assignedTechnicianId: "",
          status: "Billed",
          estimatedHours: "-1",
          mileage: "-5",
          promisedAt: "2026-12-01T10:00",
        });
        expect(response.status).toBe(400);
        expect((await errorOf(response)).details?.fields).toEqual({
          vin: ["VIN is required."],
          serviceDescription: ["Service description is required."],
          assignedTechnicianId: ["Assigned technician is required."],
          status: ["A new job card starts as Pending, In Progress or Awaiting Parts."],
          estimatedHours: ["Estimated hours must be a number from 0 to 9999.9."],
          mileage: ["Mileage must be a number from 0 to 9999999."],
          promisedAt: ["Promised time must be a date and time."],
        });
      });

      it("refuses a technician who is not an active Service Technician on the field", async () => {
        const before = (await list(shop.admin.client, "search=NOT-A-TECH")).jobCards.length;
        for (const assignedTechnicianId of [shop.advisor.profile.userId, "someone-else"]) {
          const response = await shop.advisor.client.request("POST", "/api/job-cards", {
            vin: "NOT-A-TECH",
            serviceDescription: "x",
            assignedTechnicianId,
          });
          expect(response.status).toBe(400);
          expect(await errorOf(response)).toEqual({
            code: "validation_failed",
            message: "The chosen technician is not an active service technician.",
            details: { fields: { assignedTechnicianId: ["Choose an active service technician."] } },
          });
        }
        expect((await list(shop.admin.client, "search=NOT-A-TECH")).jobCards).toHaveLength(before);
      });

      it("answers 403 to a technician and a plain user, 401 without a session", async () => {
        const body = { vin: "V", serviceDescription: "x", assignedTechnicianId: shop.technician.profile.userId };
        expect((await shop.technician.client.request("POST", "/api/job-cards", body)).status).toBe(403);
        expect((await shop.user.client.request("POST", "/api/job-cards", body)).status).toBe(403);
        expect((await new TestClient(shop.t.app).request("POST", "/api/job-cards", body)).status).toBe(401);
      });
    });

    describe("get /api/job-cards/{jobCardId}", () => {
      it("shows a card converted from a ticket with the ticket's VIN, customer and the ticket itself", async () => {
        const ticket = await openTicket(shop.advisor.client, { vin: "FROMTICKET", customerName: "Tom", customerContact: "tom@example.com" });
        const converted = await shop.advisor.client.request("POST", `/api/tickets/${ticket.id}/convert`, {
          assignedTechnicianId: shop.otherTechnician.userId,
          serviceDescription: "Brake job",
        });
        const { jobCard } = await bodyOf<ConvertResult>(converted);

        const response = await shop.technician.client.request("GET", `/api/job-cards/${jobCard.id}`);
        expect(response.status).toBe(200);
        expect((await bodyOf<{ jobCard: JobCard }>(response)).jobCard).toMatchObject({
          id: jobCard.id,
          serviceTicketId: ticket.id,
          ticket: { id: ticket.id, vin: "FROMTICKET", customerName: "Tom", issueDescription: "Brakes squeal" },
          vin: "FROMTICKET",
          customerName: "Tom",
          customerContact: "tom@example.com",
          technician: { userId: shop.otherTechnician.userId, name: "Otto Technician" },
        });
      });

      it("answers 404 for an unknown or malformed id, 403 to a plain user", async () => {
        for (const id of ["00000000-0000-4000-8000-000000000000", "12345", "%E2%9C%93"]) {
          const response = await shop.advisor.client.request("GET", `/api/job-cards/${id}`);
          expect(response.status).toBe(404);
          expect(await errorOf(response)).toEqual({ code: "not_found", message: "No such job card. It may have been deleted." });
        }
        const card = await createCard();
        expect((await shop.user.client.request("GET", `/api/job-cards/${card.id}`)).status).toBe(403);
      });
    });

    describe("get /api/job-cards", () => {
      it("searches the card's and its ticket's fields, filters by status and by assignedTo=me", async () => {
        const marker = `J${Date.now()}`;
        const mine = await createCard({ vin: `${marker}-a` });
        const others = await createCard({ vin: "OTHER", serviceDescription: `fix ${marker.toLowerCase()}`, assignedTechnicianId: shop.otherTechnician.userId });
        const ticket = await openTicket(shop.advisor.client, { vin: "T-VIN", customerName: `Ms ${marker}` });
        const converted = await shop.advisor.client.request("POST", `/api/tickets/${ticket.id}/convert`, {
          assignedTechnicianId: shop.technician.profile.userId,
          serviceDescription: "From the ticket",
        });
        const fromTicket = (await bodyOf<ConvertResult>(converted)).jobCard;
        const billed = await setStatus(shop.advisor.client, others, "Billed");
        expect(billed.status).toBe(200);

        const all = await list(shop.technician.client, `search=${marker}`);
        expect(all.jobCards.map((card) => card.id)).toEqual([fromTicket.id, others.id, mine.id]);
        expect(all.nextCursor).toBeNull();
        const own = await list(shop.technician.client, `search=${marker}&assignedTo=me`);
        expect(own.jobCards.map((card) => card.id)).toEqual([fromTicket.id, mine.id]);
        const ofBilled = await list(shop.advisor.client, `search=${marker}&status=Billed`);
        expect(ofBilled.jobCards.map((card) => card.id)).toEqual([others.id]);
      });

      it("pages newest first without gaps or repeats while cards are added between pages", async () => {
        const marker = `JP${Date.now()}`;
        const originals: JobCard[] = [];
        for (let index = 0; index < 3; index += 1) originals.push(await createCard({ vin: `${marker}-${index}` }));
        const seen: string[] = [];
        let cursor: string | null = null;
        do {
          const page: JobCardPage = await list(shop.technician.client, `search=${marker}&limit=2${cursor ? `&cursor=${cursor}` : ""}`);
          seen.push(...page.jobCards.map((card) => card.id));
          cursor = page.nextCursor;
          await createCard({ vin: `${marker}-new` });
        } while (cursor);
        expect(seen).toEqual(originals.map((card) => card.id).reverse());
      });

      it("finds a card by its whole id or the first 8 or more characters of it, in any case", async () => {
        const card = await createCard({ vin: "CARDBYID" });
        const ids = async (search: string) =>
          (await list(shop.technician.client, `search=${encodeURIComponent(search)}`)).jobCards.map((found) => found.id);
        for (const search of [card.id, card.id.slice(0, 8).toUpperCase(), card.id.slice(0, 23)]) {
          expect(await ids(search), search).toEqual([card.id]);
        }
        expect(await ids(card.id.slice(0, 7))).not.toContain(card.id);
        expect(await ids(card.id.replaceAll("-", ""))).not.toContain(card.id);
      });

      it("refuses an unknown status, assignedTo other than me and a forged cursor with 400", async () => {
        for (const [query, field] of [
          ["status=Done", "status"],
          ["assignedTo=someone", "assignedTo"],
          ["cursor=AAAA", "cursor"],
        ] as const) {
          const response = await shop.advisor.client.request("GET", `/api/job-cards?${query}`);
          expect(response.status, query).toBe(400);
          expect(Object.keys((await errorOf(response)).details?.fields ?? {})).toEqual([field]);
        }
      });

      it("answers 403 to a plain user", async () => {
        expect((await shop.user.client.request("GET", "/api/job-cards")).status).toBe(403);
      });
    });

    describe("patch /api/job-cards/{jobCardId}/status", () => {
      it("lets an advisor set any status, Billed and Cancelled included", async () => {
        let card = await createCard();
        for (const status of ["Completed", "Billed", "Cancelled", "Pending"]) {
          const response = await setStatus(shop.advisor.client, card, status);
          expect(response.status).toBe(200);
          card = (await bodyOf<{ jobCard: JobCard }>(response)).jobCard;
          expect(card.status).toBe(status);
        }
      });

      it("lets a technician move their own card through the technician's statuses", async () => {
        let card = await createCard();
        for (const status of ["In Progress", "Awaiting Parts", "Completed"]) {
          const response = await setStatus(shop.technician.client, card, status);
          expect(response.status).toBe(200);
          card = (await bodyOf<{ jobCard: JobCard }>(response)).jobCard;
          expect(card).toMatchObject({ status, technician: { userId: shop.technician.profile.userId } });
        }
      });

      it("refuses a technician a card assigned to someone else, and leaves it unchanged", async () => {
        const card = await createCard({ assignedTechnicianId: shop.otherTechnician.userId });
        const response = await setStatus(shop.technician.client, card, "In Progress");
        expect(response.status).toBe(403);
        expect(await errorOf(response)).toEqual({
          code: "forbidden",
          message: "You can change the status only of job cards assigned to you.",
        });
        const stored = await shop.technician.client.request("GET", `/api/job-cards/${card.id}`);
        expect((await bodyOf<{ jobCard: JobCard }>(stored)).jobCard).toEqual(card);
      });

      it("refuses a technician Billed and Cancelled, and any change to a Billed card", async () => {
        const card = await createCard();
        for (const status of ["Billed", "Cancelled"]) {
          const response = await setStatus(shop.technician.client, card, status);
          expect(response.status).toBe(403);
          expect((await errorOf(response)).message).toBe(`Only an Advisor, Manager or Admin can set a job card to ${status}.`);
        }
        const billed = (await bodyOf<{ jobCard: JobCard }>(await setStatus(shop.advisor.client, card, "Billed"))).jobCard;
        const reopen = await setStatus(shop.technician.client, billed, "In Progress");
        expect(reopen.status).toBe(403);
        expect((await errorOf(reopen)).message).toBe("This job card is Billed; only an Advisor, Manager or Admin can change it now.");
      });

      it("refuses a stale change with 409 and keeps the newer status", async () => {
        const card = await createCard();
        const moved = await setStatus(shop.technician.client, card, "In Progress");
        expect(moved.status).toBe(200);
        const stale = await setStatus(shop.advisor.client, card, "Cancelled");
        expect(stale.status).toBe(409);
        expect(await errorOf(stale)).toEqual({
          code: "conflict",
          message: "Someone else changed this job card. It has been reloaded; make your change again.",
          details: { current: (await bodyOf<{ jobCard: JobCard }>(moved)).jobCard },
        });
        const stored = await shop.advisor.client.request("GET", `/api/job-cards/${card.id}`);
        expect((await bodyOf<{ jobCard: JobCard }>(stored)).jobCard.status).toBe("In Progress");
      });

      it("lets only one of two simultaneous changes of the same version through, and a technician's stale change is a 409", async () => {
        const card = await createCard();
        const responses = await Promise.all([setStatus(shop.technician.client, card, "In Progress"), setStatus(shop.advisor.client, card, "Cancelled")]);
        expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
        const winner = (await bodyOf<{ jobCard: JobCard }>(responses.find((response) => response.status === 200)!)).jobCard;
        const stored = await shop.advisor.client.request("GET", `/api/job-cards/${card.id}`);
        expect((await bodyOf<{ jobCard: JobCard }>(stored)).jobCard).toEqual(winner);

        const fresh = await createCard();
        expect((await setStatus(shop.advisor.client, fresh, "Awaiting Parts")).status).toBe(200);
        const stale = await setStatus(shop.technician.client, fresh, "In Progress");
        expect(stale.status).toBe(409);
      });

      it("answers the loser of two changes of one version with a 409 in either order, even when the winner made the card an Advisor's", async () => {
        const advisorFirst = await createCard();
        expect((await setStatus(shop.advisor.client, advisorFirst, "Cancelled")).status).toBe(200);
        expect((await setStatus(shop.technician.client, advisorFirst, "In Progress")).status).toBe(409);

        const technicianFirst = await createCard();
        expect((await setStatus(shop.technician.client, technicianFirst, "In Progress")).status).toBe(200);
        expect((await setStatus(shop.advisor.client, technicianFirst, "Cancelled")).status).toBe(409);
      });

      it("answers a stale change, an advisor's or a technician's, with the card as stored now", async () => {
        const card = await createCard();
        const stale = [
          await setStatus(shop.advisor.client, card, "Awaiting Parts"),
          await setStatus(shop.advisor.client, card, "Cancelled"),
          await setStatus(shop.technician.client, card, "Completed"),
        ];
        expect(stale.map((response) => response.status)).toEqual([200, 409, 409]);
        const read = await shop.technician.client.request("GET", `/api/job-cards/${card.id}`);
        const { jobCard: stored } = await bodyOf<{ jobCard: JobCard }>(read);
        expect(stored.status).toBe("Awaiting Parts");
        for (const response of stale.slice(1)) expect((await errorOf(response)).details?.current).toEqual(stored);
        expect((await setStatus(shop.technician.client, stored, "Completed")).status).toBe(200);
      });

      it("answers a status change with the whole card, its ticket, technician and creator, as a read shows it", async () => {
        const ticket = await openTicket(shop.advisor.client, { vin: "STATUSCARD", customerName: "Sue" });
        const converted = await shop.advisor.client.request("POST", `/api/tickets/${ticket.id}/convert`, {
          assignedTechnicianId: shop.technician.profile.userId,
          serviceDescription: "Clutch",
        });
        const { jobCard } = await bodyOf<ConvertResult>(converted);
        const changed = (await bodyOf<{ jobCard: JobCard }>(await setStatus(shop.technician.client, jobCard, "In Progress"))).jobCard;
        expect(changed).toMatchObject({
          status: "In Progress",
          ticket: { id: ticket.id, vin: "STATUSCARD", customerName: "Sue" },
          technician: { userId: shop.technician.profile.userId, name: "Tia Technician", email: "tech@example.com" },
          creator: { name: "Sam Advisor", email: "advisor@example.com" },
        });
        const stored = await shop.advisor.client.request("GET", `/api/job-cards/${jobCard.id}`);
        expect((await bodyOf<{ jobCard: JobCard }>(stored)).jobCard).toEqual(changed);
      });

      it("answers 400 for an unknown status or a missing updatedAt, 404 for an unknown card, 403 to a plain user", async () => {
        const card = await createCard();
        const invalid = await shop.advisor.client.request("PATCH", `/api/job-cards/${card.id}/status`, { status: "Done" });
        expect(invalid.status).toBe(400);
        expect((await errorOf(invalid)).details?.fields).toEqual({
          status: ["Choose a job card status."],
          updatedAt: [expect.any(String)],
        });
        expect((await setStatus(shop.advisor.client, { id: "00000000-0000-4000-8000-000000000000", updatedAt: card.updatedAt }, "Pending")).status).toBe(404);
        expect((await setStatus(shop.advisor.client, { id: "bad-id", updatedAt: card.updatedAt }, "Pending")).status).toBe(404);
        expect((await setStatus(shop.user.client, card, "Pending")).status).toBe(403);
      });
    });

    describe("patch /api/job-cards/{jobCardId}/promised", () => {
      function setPromised(client: TestClient, card: Pick<JobCard, "id" | "updatedAt">, promisedAt: unknown) {
        return client.request("PATCH", `/api/job-cards/${card.id}/promised`, { promisedAt, updatedAt: card.updatedAt });
      }

      async function stored(card: Pick<JobCard, "id">): Promise<JobCard> {
        return (await bodyOf<{ jobCard: JobCard }>(await shop.advisor.client.request("GET", `/api/job-cards/${card.id}`))).jobCard;
      }

      it("sets and clears the promised time, each a line in History with who and when", async () => {
        const card = await createCard();
        const set = await setPromised(shop.advisor.client, card, "2026-12-02T09:15:00-05:00");
        expect(set.status).toBe(200);
        const promised = (await bodyOf<{ jobCard: JobCard }>(set)).jobCard;
        expect(promised.promisedAt).toBe("2026-12-02T14:15:00.000Z");
        expect(promised.updatedAt).not.toBe(card.updatedAt);
        expect(await stored(card)).toEqual(promised);

        const cleared = await setPromised(shop.admin.client, promised, null);
        expect(cleared.status).toBe(200);
        expect((await bodyOf<{ jobCard: JobCard }>(cleared)).jobCard.promisedAt).toBeNull();
        expect((await stored(card)).promisedAt).toBeNull();

        const history = await bodyOf<JobCardHistory>(await shop.advisor.client.request("GET", `/api/job-cards/${card.id}/history`));
        const lines = history.events.filter((event) => event.kind === "promised");
        expect(lines).toEqual([
          { at: promised.updatedAt, kind: "promised", text: "Promised time set to 2026-12-02 14:15 UTC", by: { name: "Sam Advisor", email: "advisor@example.com" } },
          { at: expect.any(String), kind: "promised", text: "Promised time cleared", by: { name: "Ada Admin", email: "admin@example.com" } },
        ]);
      });

      it("carries the promised time of a created or converted card, in History from its creation", async () => {
        const created = await createCard({ promisedAt: "2026-12-03T08:00:00Z" });
        const history = await bodyOf<JobCardHistory>(await shop.advisor.client.request("GET", `/api/job-cards/${created.id}/history`));
        expect(history.events.map((event) => event.text)).toEqual(["Job card created", "Promised time set to 2026-12-03 08:00 UTC"]);

        const ticket = await openTicket(shop.advisor.client, { vin: "PROMISED" });
        const converted = await shop.advisor.client.request("POST", `/api/tickets/${ticket.id}/convert`, {
          assignedTechnicianId: shop.technician.profile.userId,
          serviceDescription: "Brakes",
          promisedAt: "2026-12-04T16:45:00.000Z",
        });
        expect(converted.status).toBe(201);
        const { jobCard } = await bodyOf<ConvertResult>(converted);
        expect(jobCard.promisedAt).toBe("2026-12-04T16:45:00.000Z");
        expect((await stored(jobCard)).promisedAt).toBe("2026-12-04T16:45:00.000Z");
      });

      it("refuses a stale change with 409 and the card as stored now", async () => {
        const card = await createCard();
        const moved = await setStatus(shop.technician.client, card, "In Progress");
        expect(moved.status).toBe(200);
        const stale = await setPromised(shop.advisor.client, card, "2026-12-02T10:00:00Z");
        expect(stale.status).toBe(409);
        const now = await stored(card);
        expect(await errorOf(stale)).toEqual({
          code: "conflict",
          message: "Someone else changed this job card. It has been reloaded; make your change again.",
          details: { current: now },
        });
        expect(now.promisedAt).toBeNull();
      });

      it("refuses a bad time with 400 and leaves the stored one as it was", async () => {
        const card = await createCard({ promisedAt: "2026-12-05T12:00:00Z" });
        for (const [promisedAt, message] of [
          ["2026-12-05T14:00", "Promised time must be a date and time."],
          ["tomorrow", "Promised time must be a date and time."],
          ["2200-01-01T00:00:00Z", "Promised time must fall between 1900-01-01 and 2100-12-31."],
          [42, "Promised time must be a date and time, or null for none."],
        ] as const) {
          const response = await setPromised(shop.advisor.client, card, promisedAt);
          expect(response.status, String(promisedAt)).toBe(400);
          expect((await errorOf(response)).details?.fields).toEqual({ promisedAt: [message] });
        }
        const missing = await shop.advisor.client.request("PATCH", `/api/job-cards/${card.id}/promised`, { promisedAt: null });
        expect(missing.status).toBe(400);
        expect(await stored(card)).toEqual(card);
      });

      it("refuses a technician, even on their own card, and a plain user with 403; 404 for an unknown card", async () => {
        const card = await createCard();
        for (const client of [shop.technician.client, shop.user.client]) {
          const response = await setPromised(client, card, "2026-12-02T10:00:00Z");
          expect(response.status).toBe(403);
          expect(await errorOf(response)).toEqual({ code: "forbidden", message: "Your role does not allow this." });
        }
        expect(await stored(card)).toEqual(card);
        for (const id of ["00000000-0000-4000-8000-000000000000", "bad-id"]) {
          expect((await setPromised(shop.advisor.client, { id, updatedAt: card.updatedAt }, null)).status).toBe(404);
        }
      });
    });

    describe("delete /api/job-cards/{jobCardId}", () => {
      it("deletes a card; a second delete is a 404", async () => {
        const card = await createCard();
        expect((await shop.advisor.client.request("DELETE", `/api/job-cards/${card.id}`)).status).toBe(204);
        expect((await shop.advisor.client.request("GET", `/api/job-cards/${card.id}`)).status).toBe(404);
        expect((await shop.advisor.client.request("DELETE", `/api/job-cards/${card.id}`)).status).toBe(404);
        expect((await shop.advisor.client.request("DELETE", "/api/job-cards/x")).status).toBe(404);
      });

      it("answers 403 to the assigned technician", async () => {
        const card = await createCard();
        expect((await shop.technician.client.request("DELETE", `/api/job-cards/${card.id}`)).status).toBe(403);
      });
    });

    describe("get /api/technicians", () => {
      it("lists active Service Technicians by name, without inactive ones or other roles", async () => {
        const zed = await shop.invite("Zed Zimmer", "Service Technician");
        const amy = await shop.invite("Amy Adams", "Service Technician");
        const gone = await shop.invite("Bea Gone", "Service Technician");
        await shop.invite("Manny Manager", "Manager");
        expect((await shop.admin.client.request("POST", `/api/users/${gone.userId}/deactivate`)).status).toBe(200);

        const response = await shop.technician.client.request("GET", "/api/technicians");
        expect(response.status).toBe(200);
        const { technicians } = await bodyOf<TechnicianList>(response);
        const expected: Profile[] = [amy, shop.otherTechnician, shop.technician.profile, zed];
        expect(technicians).toEqual(expected.map(({ userId, name, email }) => ({ userId, name, email })));
      });

      it("answers 403 to a plain user and 401 without a session", async () => {
        expect((await shop.user.client.request("GET", "/api/technicians")).status).toBe(403);
        expect((await new TestClient(shop.t.app).request("GET", "/api/technicians")).status).toBe(401);
      });
    });
  });
}
