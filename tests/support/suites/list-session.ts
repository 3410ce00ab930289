import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../../src/shared/auth/roles";
import type { JobCard, JobCardPage } from "../../../src/shared/schemas/job-card-responses";
import type { TicketPage } from "../../../src/shared/schemas/ticket-responses";
import { DEACTIVATED_MESSAGE, LOG_IN_REQUIRED_MESSAGE } from "../../../src/server/auth/messages";
import { profiles, sessions } from "../../../src/server/db/schema";
import { createTestApp, type TestApp } from "../test-app";
import { bodyOf, errorOf, openShop, openTicket, type Shop } from "../shop-test-fixture";
import { logInCookie, rawRequest, sessionCookieOf } from "../raw-request";
import { TestClient } from "../test-client";
import type { DatabaseKind } from "../../../src/server/db/database";

/**
 * Security checks, the ticket and job card lists: a session ended by logout, a password change or a
 * deactivation is refused at once, with the same answer as every other route gives, and whatever
 * the list holds. Every ended session is replayed from the cookie captured before, as someone who
 * copied it would.
 */
const OWN_ORIGIN = { origin: "http://localhost" };
const DAY_MS = 24 * 60 * 60 * 1000;
const LISTS = [
  ["get /api/tickets", "/api/tickets?limit=50"],
  ["get /api/tickets with a search", "/api/tickets?limit=50&search=Carla"],
  ["get /api/job-cards", "/api/job-cards?limit=50"],
  ["get /api/job-cards with a search", "/api/job-cards?limit=50&search=timing"],
] as const;

/** Run on PGlite by src/server/routes/list-session.test.ts, on PostgreSQL by tests/system/postgres/list-session-postgres.test.ts. */
export function describeListSession(kind: DatabaseKind): void {
  describe(`the ticket and job card lists refuse an ended session at once (${kind})`, () => {
    let shop: Shop;
    let counter = 0;

    beforeAll(async () => {
      shop = await openShop(kind);
      // Rows in every list: an empty answer proves nothing about the session.
      const ticket = await openTicket(shop.advisor.client);
      const converted = await shop.advisor.client.request("POST", `/api/tickets/${ticket.id}/convert`, {
        assignedTechnicianId: shop.technician.profile.userId,
        serviceDescription: "Replace the timing belt",
        estimatedHours: "2",
      });
      expect(converted.status).toBe(201);
    });
    afterAll(() => shop?.t.close());

    /** A new Manager (who may read both lists), signed in twice: two session cookies. */
    async function manager(role: Role = "Manager") {
      const email = `lister-${(counter += 1)}@example.com`;
      const client = new TestClient(shop.t.app);
      expect((await client.signUp(email)).status).toBe(200);
      const cookies = [await logInCookie(shop.t.app, email), await logInCookie(shop.t.app, email)] as const;
      const { profile } = (await bodyOf<{ profile: { userId: string; name: string } }>(
        await rawRequest(shop.t.app, "GET", "/api/me", { cookie: cookies[0] }),
      ));
      const granted = await shop.admin.client.request("PATCH", `/api/users/${profile.userId}`, {
        name: profile.name,
        role,
        shopName: "",
        isActive: true,
      });
      expect(granted.status).toBe(200);
      return { userId: profile.userId, cookies };
    }

    const list = (path: string, cookie: string) => rawRequest(shop.t.app, "GET", path, { cookie });

    it.each(LISTS)("%s lists with a live session", async (_name, path) => {
      const { cookies } = await manager();
      const response = await list(path, cookies[0]);
      expect(response.status).toBe(200);
      const page = await bodyOf<TicketPage & JobCardPage>(response);
      expect((page.tickets ?? page.jobCards).length).toBeGreaterThan(0);
    });

    it.each(LISTS)("%s refuses a session ended by logout with 401", async (_name, path) => {
      const { cookies } = await manager();
      expect((await list(path, cookies[0])).status).toBe(200);
      const logout = await rawRequest(shop.t.app, "POST", "/api/auth/sign-out", { cookie: cookies[0], body: {}, headers: OWN_ORIGIN });
      expect(logout.status).toBe(200);
      const refused = await list(path, cookies[0]);
      expect(refused.status).toBe(401);
      expect(await errorOf(refused)).toMatchObject({ code: "unauthorized", message: LOG_IN_REQUIRED_MESSAGE });
      expect((await list(path, cookies[1])).status).toBe(200);
    });

    it.each(LISTS)("%s refuses the other sessions at once after a password change", async (_name, path) => {
      const { cookies } = await manager();
      const [current, other] = cookies;
      expect((await list(path, other)).status).toBe(200);
      const change = await rawRequest(shop.t.app, "POST", "/api/account/password", {
        cookie: current,
        body: { newPassword: "a much better one" },
        headers: OWN_ORIGIN,
      });
      expect(change.status).toBe(204);
      expect((await list(path, other)).status).toBe(401);
      expect((await list(path, current)).status).toBe(200);
    });

    it.each(LISTS)("%s refuses every session of a deactivated account at once", async (_name, path) => {
      const { userId, cookies } = await manager();
      expect((await list(path, cookies[0])).status).toBe(200);
      expect((await shop.admin.client.request("POST", `/api/users/${userId}/deactivate`)).status).toBe(200);
      for (const cookie of cookies) expect((await list(path, cookie)).status).toBe(401);
    });

    it.each(LISTS)("%s refuses an inactive account whose session row is still there, saying it is deactivated", async (_name, path) => {
      const { userId, cookies } = await manager();
      await shop.t.database.db.update(profiles).set({ isActive: false }).where(eq(profiles.userId, userId));
      const refused = await list(path, cookies[0]);
      expect(refused.status).toBe(401);
      expect((await errorOf(refused)).message).toBe(DEACTIVATED_MESSAGE);
    });

    it.each(LISTS)("%s refuses an expired session with 401", async (_name, path) => {
      const { userId, cookies } = await manager();
      await shop.t.database.db.update(sessions).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(sessions.userId, userId));
      expect((await list(path, cookies[0])).status).toBe(401);
    });

    it("refuses by role from the session's own profile: 403, also right after a role change", async () => {
      const technician = await manager("Service Technician");
      expect((await list("/api/tickets?limit=50", technician.cookies[0])).status).toBe(403);
      expect((await list("/api/job-cards?limit=50", technician.cookies[0])).status).toBe(200);
      const user = await manager("User");
      expect((await list("/api/tickets?limit=50", user.cookies[0])).status).toBe(200);
      const refused = await list("/api/job-cards?limit=50", user.cookies[0]);
      expect(refused.status).toBe(403);
      expect((await errorOf(refused)).code).toBe("forbidden");
      await shop.t.database.db.update(profiles).set({ role: "User" }).where(eq(profiles.userId, technician.userId));
      expect((await list("/api/job-cards?limit=50", technician.cookies[0])).status).toBe(403);
    });

    it("answers 401, not 400, to an ended session that sends a query that is not valid", async () => {
      const { cookies } = await manager();
      await rawRequest(shop.t.app, "POST", "/api/auth/sign-out", { cookie: cookies[0], body: {}, headers: OWN_ORIGIN });
      for (const path of ["/api/tickets?limit=nope", "/api/job-cards?cursor=not-ours"]) {
        expect((await list(path, cookies[0])).status).toBe(401);
        expect((await list(path, cookies[1])).status).toBe(400);
      }
      expect((await rawRequest(shop.t.app, "GET", "/api/tickets?limit=nope")).status).toBe(401);
    });

    it("lists an empty page for a live session and refuses an ended one, where no row proves anything", async () => {
      const { cookies } = await manager();
      const empty = await list("/api/tickets?limit=50&search=nothing-matches-this", cookies[0]);
      expect(empty.status).toBe(200);
      expect((await bodyOf<TicketPage>(empty)).tickets).toEqual([]);
      await rawRequest(shop.t.app, "POST", "/api/auth/sign-out", { cookie: cookies[0], body: {}, headers: OWN_ORIGIN });
      expect((await list("/api/tickets?limit=50&search=nothing-matches-this", cookies[0])).status).toBe(401);
    });

    it("extends a session used after a day, as every other route does, and lists with it", async () => {
      const { userId, cookies } = await manager();
      await shop.t.database.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() + 5 * DAY_MS) })
        .where(eq(sessions.userId, userId));
      const response = await list("/api/tickets?limit=50", cookies[0]);
      expect(response.status).toBe(200);
      expect((await bodyOf<TicketPage>(response)).tickets.length).toBeGreaterThan(0);
      expect(sessionCookieOf(response)).not.toBeNull();
      const again = await list("/api/tickets?limit=50", cookies[0]);
      expect(again.status).toBe(200);
      expect(sessionCookieOf(again)).toBeNull();
    });

    it("assignedTo=me lists the session's own cards only", async () => {
      const own = await bodyOf<JobCardPage>(await shop.technician.client.request("GET", "/api/job-cards?assignedTo=me&limit=50"));
      expect(own.jobCards.length).toBeGreaterThan(0);
      expect(own.jobCards.every((card: JobCard) => card.assignedTechnicianId === shop.technician.profile.userId)).toBe(true);
      const { cookies } = await manager();
      const none = await bodyOf<JobCardPage>(await list("/api/job-cards?assignedTo=me&limit=50", cookies[0]));
      expect(none.jobCards).toEqual([]);
    });
  });

  describe.runIf(kind === "postgres")("the ticket and job card lists refuse an ended session at once, across two instances (postgres)", () => {
    let shop: Shop;
    let second: TestApp;

    beforeAll(async () => {
      shop = await openShop("postgres");
      second = await createTestApp("postgres", { sameDatabaseAs: shop.t });
      await openTicket(shop.advisor.client);
    });
    afterAll(async () => {
      await second?.close();
      await shop?.t.close();
    });

    it("a session ended on one instance is refused at once by the other's lists", async () => {
      const email = "two-instances@example.com";
      expect((await new TestClient(shop.t.app).signUp(email)).status).toBe(200);
      const [loggedOut, changed, kept] = [
        await logInCookie(shop.t.app, email),
        await logInCookie(shop.t.app, email),
        await logInCookie(shop.t.app, email),
      ];
      const readOnSecond = (cookie: string) => rawRequest(second.app, "GET", "/api/tickets?limit=50", { cookie });
      for (const cookie of [loggedOut, changed, kept]) expect((await readOnSecond(cookie)).status).toBe(200);

      await rawRequest(shop.t.app, "POST", "/api/auth/sign-out", { cookie: loggedOut, body: {}, headers: OWN_ORIGIN });
      expect((await readOnSecond(loggedOut)).status).toBe(401);

      const change = await rawRequest(shop.t.app, "POST", "/api/account/password", {
        cookie: kept,
        body: { newPassword: "a much better one" },
        headers: OWN_ORIGIN,
      });
      expect(change.status).toBe(204);
      expect((await readOnSecond(changed)).status).toBe(401);
      expect((await readOnSecond(kept)).status).toBe(200);

      const { profile } = await bodyOf<{ profile: { userId: string } }>(await rawRequest(shop.t.app, "GET", "/api/me", { cookie: kept }));
      expect((await shop.admin.client.request("POST", `/api/users/${profile.userId}/deactivate`)).status).toBe(200);
      expect((await readOnSecond(kept)).status).toBe(401);
    });
  });
}
