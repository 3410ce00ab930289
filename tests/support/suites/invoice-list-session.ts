import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../../src/shared/auth/roles";
import type { InvoicePage } from "../../../src/shared/schemas/invoices";
import { DEACTIVATED_MESSAGE, LOG_IN_REQUIRED_MESSAGE } from "../../../src/server/auth/messages";
import { profiles, sessions } from "../../../src/server/db/schema";
import { approvedCard, createInvoice, priceShop } from "../invoice-fixture";
import { logInCookie, rawRequest } from "../raw-request";
import { bodyOf, errorOf, openShop, type Shop } from "../shop-test-fixture";
import { createTestApp, type TestApp } from "../test-app";
import { TestClient } from "../test-client";
import type { DatabaseKind } from "../../../src/server/db/database";

/**
 * Security checks, the Invoices list: a session ended by logout, a password change or a
 * deactivation is refused at once, with the same answer as every other route gives, whatever the
 * list holds. Every ended session is replayed from the cookie captured before, as someone who
 * copied it would.
 */
const OWN_ORIGIN = { origin: "http://localhost" };
const LISTS = [
  ["get /api/invoices", "/api/invoices?limit=50"],
  ["get /api/invoices with a search", "/api/invoices?limit=50&search=Carla"],
  ["get /api/invoices by status", "/api/invoices?status=Draft"],
] as const;

/** Run on PGlite by src/server/routes/invoices/invoice-list-session.test.ts, on PostgreSQL by tests/system/postgres/invoice-list-session-postgres.test.ts. */
export function describeInvoiceListSession(kind: DatabaseKind): void {
  describe(`the Invoices list refuses an ended session at once (${kind})`, () => {
    let shop: Shop;
    let counter = 0;

    beforeAll(async () => {
      shop = await openShop(kind);
      await priceShop(shop);
      // Rows in the list: an empty answer proves nothing about the session.
      await createInvoice(shop.advisor.client, await approvedCard(shop));
    });
    afterAll(() => shop?.t.close());

    /** A new account of `role` (a Manager may list invoices), signed in twice: two session cookies. */
    async function member(role: Role = "Manager") {
      const email = `invoice-lister-${(counter += 1)}@example.com`;
      const client = new TestClient(shop.t.app);
      expect((await client.signUp(email)).status).toBe(200);
      const cookies = [await logInCookie(shop.t.app, email), await logInCookie(shop.t.app, email)] as const;
      const { profile } = await bodyOf<{ profile: { userId: string; name: string } }>(
        await rawRequest(shop.t.app, "GET", "/api/me", { cookie: cookies[0] }),
      );
      const granted = await shop.admin.client.request("PATCH", `/api/users/${profile.userId}`, { name: profile.name, role, shopName: "", isActive: true });
      expect(granted.status).toBe(200);
      return { userId: profile.userId, cookies };
    }

    const list = (path: string, cookie: string) => rawRequest(shop.t.app, "GET", path, { cookie });
    const logOut = (cookie: string) => rawRequest(shop.t.app, "POST", "/api/auth/sign-out", { cookie, body: {}, headers: OWN_ORIGIN });

    it.each(LISTS)("%s lists with a live session", async (_name, path) => {
      const { cookies } = await member();
      const response = await list(path, cookies[0]);
      expect(response.status).toBe(200);
      expect((await bodyOf<InvoicePage>(response)).invoices.length).toBeGreaterThan(0);
    });

    it.each(LISTS)("%s refuses a session ended by logout with 401", async (_name, path) => {
      const { cookies } = await member();
      expect((await list(path, cookies[0])).status).toBe(200);
      expect((await logOut(cookies[0])).status).toBe(200);
      const refused = await list(path, cookies[0]);
      expect(refused.status).toBe(401);
      expect(await errorOf(refused)).toMatchObject({ code: "unauthorized", message: LOG_IN_REQUIRED_MESSAGE });
      expect((await list(path, cookies[1])).status).toBe(200);
    });

    it.each(LISTS)("%s refuses the other sessions at once after a password change", async (_name, path) => {
      const [current, other] = (await member()).cookies;
      expect((await list(path, other)).status).toBe(200);
      const change = await rawRequest(shop.t.app, "POST", "/api/account/password", { cookie: current, body: { newPassword: "a much better one" }, headers: OWN_ORIGIN });
      expect(change.status).toBe(204);
      expect((await list(path, other)).status).toBe(401);
      expect((await list(path, current)).status).toBe(200);
    });

    it.each(LISTS)("%s refuses every session of a deactivated account at once", async (_name, path) => {
      const { userId, cookies } = await member();
      expect((await list(path, cookies[0])).status).toBe(200);
      expect((await shop.admin.client.request("POST", `/api/users/${userId}/deactivate`)).status).toBe(200);
      for (const cookie of cookies) expect((await list(path, cookie)).status).toBe(401);
    });

    it("refuses an inactive account whose session row is still there, saying it is deactivated", async () => {
      const { userId, cookies } = await member();
      await shop.t.database.db.update(profiles).set({ isActive: false }).where(eq(profiles.userId, userId));
      const refused = await list("/api/invoices?limit=50", cookies[0]);
      expect(refused.status).toBe(401);
      expect((await errorOf(refused)).message).toBe(DEACTIVATED_MESSAGE);
    });

    it("refuses an expired session with 401", async () => {
      const { userId, cookies } = await member();
      await shop.t.database.db.update(sessions).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(sessions.userId, userId));
      expect((await list("/api/invoices?limit=50", cookies[0])).status).toBe(401);
    });

    it("refuses by role from the session's own profile: 403, also right after a role change", async () => {
      const technician = await member("Service Technician");
      const refused = await list("/api/invoices?limit=50", technician.cookies[0]);
      expect(refused.status).toBe(403);
      expect((await errorOf(refused)).code).toBe("forbidden");
      const advisor = await member("Service Advisor");
      expect((await list("/api/invoices?limit=50", advisor.cookies[0])).status).toBe(200);
      await shop.t.database.db.update(profiles).set({ role: "User" }).where(eq(profiles.userId, advisor.userId));
      expect((await list("/api/invoices?limit=50", advisor.cookies[0])).status).toBe(403);
    });

    it("answers 401, not 400, to an ended session that sends a query that is not valid, and 403 before 400 for a role without the list", async () => {
      const { cookies } = await member();
      await logOut(cookies[0]);
      for (const path of ["/api/invoices?limit=nope", "/api/invoices?cursor=not-ours", "/api/invoices?status=Lost"]) {
        expect((await list(path, cookies[0])).status).toBe(401);
        expect((await list(path, cookies[1])).status).toBe(400);
      }
      expect((await rawRequest(shop.t.app, "GET", "/api/invoices?limit=nope")).status).toBe(401);
      const technician = await member("Service Technician");
      expect((await list("/api/invoices?cursor=not-ours", technician.cookies[0])).status).toBe(403);
    });

    it("lists an empty page for a live session and refuses an ended one, where no row proves anything", async () => {
      const { cookies } = await member();
      const path = "/api/invoices?limit=50&search=nothing-matches-this";
      const empty = await list(path, cookies[0]);
      expect(empty.status).toBe(200);
      expect((await bodyOf<InvoicePage>(empty)).invoices).toEqual([]);
      await logOut(cookies[0]);
      expect((await list(path, cookies[0])).status).toBe(401);
    });
  });

  describe.runIf(kind === "postgres")("the Invoices list refuses an ended session at once, across two instances (postgres)", () => {
    let shop: Shop;
    let second: TestApp;

    beforeAll(async () => {
      shop = await openShop("postgres");
      second = await createTestApp("postgres", { sameDatabaseAs: shop.t });
      await priceShop(shop);
      await createInvoice(shop.advisor.client, await approvedCard(shop));
    });
    afterAll(async () => {
      await second?.close();
      await shop?.t.close();
    });

    it("a session ended on one instance is refused at once by the other's Invoices list", async () => {
      const email = "invoice-two-instances@example.com";
      expect((await new TestClient(shop.t.app).signUp(email)).status).toBe(200);
      const [loggedOut, changed, kept] = [await logInCookie(shop.t.app, email), await logInCookie(shop.t.app, email), await logInCookie(shop.t.app, email)];
      const { profile } = await bodyOf<{ profile: { userId: string; name: string } }>(await rawRequest(shop.t.app, "GET", "/api/me", { cookie: kept }));
      const granted = await shop.admin.client.request("PATCH", `/api/users/${profile.userId}`, { name: profile.name, role: "Manager", shopName: "", isActive: true });
      expect(granted.status).toBe(200);
      const readOnSecond = (cookie: string) => rawRequest(second.app, "GET", "/api/invoices?limit=50", { cookie });
      for (const cookie of [loggedOut, changed, kept]) {
        const response = await readOnSecond(cookie);
        expect(response.status).toBe(200);
        expect((await bodyOf<InvoicePage>(response)).invoices.length).toBeGreaterThan(0);
      }

      await rawRequest(shop.t.app, "POST", "/api/auth/sign-out", { cookie: loggedOut, body: {}, headers: OWN_ORIGIN });
      expect((await readOnSecond(loggedOut)).status).toBe(401);

      const change = await rawRequest(shop.t.app, "POST", "/api/account/password", { cookie: kept, body: { newPassword: "a much better one" }, headers: OWN_ORIGIN });
      expect(change.status).toBe(204);
      expect((await readOnSecond(changed)).status).toBe(401);
      expect((await readOnSecond(kept)).status).toBe(200);

      expect((await shop.admin.client.request("POST", `/api/users/${profile.userId}/deactivate`)).status).toBe(200);
      expect((await readOnSecond(kept)).status).toBe(401);
    });
  });
}
