import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ShopPullResponse } from "../../../src/shared/schemas/shop-sync";
import { DEACTIVATED_MESSAGE, LOG_IN_REQUIRED_MESSAGE } from "../../../src/server/auth/messages";
import { profiles, sessions } from "../../../src/server/db/schema";
import { logInCookie, rawRequest } from "../raw-request";
import { bodyOf, errorOf, openShop, type Shop } from "../shop-test-fixture";
import { pushOk, putMutation, shareShopRecords } from "../shop-sync";
import { createTestApp, type TestApp } from "../test-app";
import { TestClient } from "../test-client";
import type { DatabaseKind } from "../../../src/server/db/database";

/**
 * Security checks, the sync pull: a session ended by logout, a password change or a deactivation is
 * refused at once, with the same answer as every other route gives (401 before the 409 of sharing
 * off, and before a 400). Every ended session is replayed from the cookie captured before, as
 * someone who copied it would.
 */
const OWN_ORIGIN = { origin: "http://localhost" };

/** The Admin grants a signed-up account the Service Technician role. */
async function makeTechnician(shop: Shop, userId: string): Promise<void> {
  const granted = await shop.admin.client.request("PATCH", `/api/users/${userId}`, { name: "Pat Puller", role: "Service Technician", shopName: "", isActive: true });
  expect(granted.status).toBe(200);
}
const PULL = "/api/sync/pull?clientId=session-check-device";

/** Run on PGlite by src/server/routes/shop-records/sync-pull-session.test.ts, on PostgreSQL by tests/system/postgres/sync-pull-session-postgres.test.ts. */
export function describeSyncPullSession(kind: DatabaseKind): void {
  describe(`the sync pull refuses an ended session at once (${kind})`, () => {
    let shop: Shop;
    let counter = 0;

    beforeAll(async () => {
      shop = await openShop(kind);
      await shareShopRecords(shop.admin.client);
      await pushOk(shop.advisor.client, "session-check-pusher", [putMutation(1, "vehicles", "session-check-car", { make: "Volvo" })]);
    });
    afterAll(() => shop?.t.close());

    /** A new account the Admin made a technician (shop records are for staff), signed in twice: two session cookies. */
    async function member() {
      const email = `puller-${(counter += 1)}@example.com`;
      expect((await new TestClient(shop.t.app).signUp(email)).status).toBe(200);
      const cookies = [await logInCookie(shop.t.app, email), await logInCookie(shop.t.app, email)] as const;
      const { profile } = await bodyOf<{ profile: { userId: string } }>(await rawRequest(shop.t.app, "GET", "/api/me", { cookie: cookies[0] }));
      await makeTechnician(shop, profile.userId);
      return { userId: profile.userId, cookies };
    }

    const pull = (cookie: string, path = PULL) => rawRequest(shop.t.app, "GET", path, { cookie });
    const logOut = (cookie: string) => rawRequest(shop.t.app, "POST", "/api/auth/sign-out", { cookie, body: {}, headers: OWN_ORIGIN });

    it("pulls the shop's records with a live session", async () => {
      const { cookies } = await member();
      const response = await pull(cookies[0]);
      expect(response.status).toBe(200);
      expect((await bodyOf<ShopPullResponse>(response)).changes.map((change) => change.id)).toContain("session-check-car");
    });

    it("refuses a session ended by logout with 401, and keeps the other session", async () => {
      const { cookies } = await member();
      expect((await pull(cookies[0])).status).toBe(200);
      expect((await logOut(cookies[0])).status).toBe(200);
      const refused = await pull(cookies[0]);
      expect(refused.status).toBe(401);
      expect(await errorOf(refused)).toMatchObject({ code: "unauthorized", message: LOG_IN_REQUIRED_MESSAGE });
      expect((await pull(cookies[1])).status).toBe(200);
    });

    it("refuses the other sessions at once after a password change", async () => {
      const [current, other] = (await member()).cookies;
      expect((await pull(other)).status).toBe(200);
      const change = await rawRequest(shop.t.app, "POST", "/api/account/password", { cookie: current, body: { newPassword: "a much better one" }, headers: OWN_ORIGIN });
      expect(change.status).toBe(204);
      expect((await pull(other)).status).toBe(401);
      expect((await pull(current)).status).toBe(200);
    });

    it("refuses every session of a deactivated account at once, saying it is deactivated while the session row stays", async () => {
      const { userId, cookies } = await member();
      expect((await pull(cookies[0])).status).toBe(200);
      await shop.t.database.db.update(profiles).set({ isActive: false }).where(eq(profiles.userId, userId));
      const refused = await pull(cookies[0]);
      expect(refused.status).toBe(401);
      expect((await errorOf(refused)).message).toBe(DEACTIVATED_MESSAGE);
      await shop.t.database.db.update(profiles).set({ isActive: true }).where(eq(profiles.userId, userId));
      expect((await shop.admin.client.request("POST", `/api/users/${userId}/deactivate`)).status).toBe(200);
      for (const cookie of cookies) expect((await pull(cookie)).status).toBe(401);
    });

    it("refuses an expired session with 401", async () => {
      const { userId, cookies } = await member();
      await shop.t.database.db.update(sessions).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(sessions.userId, userId));
      expect((await pull(cookies[0])).status).toBe(401);
    });

    it("answers an ended session 401 before a query that is not valid (400) and before sharing off (409)", async () => {
      const { cookies } = await member();
      await logOut(cookies[0]);
      expect((await pull(cookies[0], "/api/sync/pull")).status).toBe(401);
      expect((await pull(cookies[1], "/api/sync/pull")).status).toBe(400);
      await shareShopRecords(shop.admin.client, false);
      try {
        expect((await pull(cookies[0])).status).toBe(401);
        const off = await pull(cookies[1]);
        expect(off.status).toBe(409);
        expect((await errorOf(off)).code).toBe("shop_records_off");
      } finally {
        await shareShopRecords(shop.admin.client);
      }
    });

    it("refuses another user's device with 403 and lets its owner pull", async () => {
      const { cookies } = await member();
      expect((await pull(cookies[0], "/api/sync/pull?clientId=session-check-pusher")).status).toBe(403);
      expect((await shop.advisor.client.request("GET", "/api/sync/pull?clientId=session-check-pusher")).status).toBe(200);
    });
  });

  describe.runIf(kind === "postgres")("the sync pull refuses an ended session at once, across two instances (postgres)", () => {
    let shop: Shop;
    let second: TestApp;

    beforeAll(async () => {
      shop = await openShop("postgres");
      second = await createTestApp("postgres", { sameDatabaseAs: shop.t });
      await shareShopRecords(shop.admin.client);
    });
    afterAll(async () => {
      await second?.close();
      await shop?.t.close();
    });

    it("a session ended on one instance is refused at once by the other's pull", async () => {
      const email = "pull-two-instances@example.com";
      expect((await new TestClient(shop.t.app).signUp(email)).status).toBe(200);
      const [loggedOut, changed, kept] = [await logInCookie(shop.t.app, email), await logInCookie(shop.t.app, email), await logInCookie(shop.t.app, email)];
      const { profile: member } = await bodyOf<{ profile: { userId: string } }>(await rawRequest(shop.t.app, "GET", "/api/me", { cookie: kept }));
      await makeTechnician(shop, member.userId);
      const pullOnSecond = (cookie: string) => rawRequest(second.app, "GET", PULL, { cookie });
      for (const cookie of [loggedOut, changed, kept]) expect((await pullOnSecond(cookie)).status).toBe(200);

      await rawRequest(shop.t.app, "POST", "/api/auth/sign-out", { cookie: loggedOut, body: {}, headers: OWN_ORIGIN });
      expect((await pullOnSecond(loggedOut)).status).toBe(401);

      const change = await rawRequest(shop.t.app, "POST", "/api/account/password", { cookie: kept, body: { newPassword: "a much better one" }, headers: OWN_ORIGIN });
      expect(change.status).toBe(204);
      expect((await pullOnSecond(changed)).status).toBe(401);
      expect((await pullOnSecond(kept)).status).toBe(200);

      const { profile } = await bodyOf<{ profile: { userId: string } }>(await rawRequest(shop.t.app, "GET", "/api/me", { cookie: kept }));
      expect((await shop.admin.client.request("POST", `/api/users/${profile.userId}/deactivate`)).status).toBe(200);
      expect((await pullOnSecond(kept)).status).toBe(401);
    });
  });
}
