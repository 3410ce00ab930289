import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../../src/server/db/schema";
import { createTestApp, type TestApp } from "../test-app";
import { signedInClient, TestClient } from "../test-client";
import type { DatabaseKind } from "../../../src/server/db/database";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Run on PGlite by src/server/middleware/session.test.ts, on PostgreSQL by tests/system/postgres/session-postgres.test.ts. */
export function describeSession(kind: DatabaseKind): void {
  describe(`the session of a request (${kind})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind);
    });
    afterAll(() => t.close());

    async function sessionOf(userId: string) {
      const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, userId));
      return row!;
    }

    it("refuses a session cookie whose signature was tampered with", async () => {
      const { client } = await signedInClient(t.app, "tamper@example.com");
      const [name, value] = [...client["cookies"]].find(([cookieName]) => cookieName.endsWith("session_token"))!;
      const [token] = decodeURIComponent(value).split(".");
      const forged = new TestClient(t.app);
      // The genuine cookie copied works: the refusals below are about the signature alone.
      forged["cookies"].set(name, value);
      expect((await forged.request("GET", "/api/me")).status).toBe(200);
      forged["cookies"].set(name, encodeURIComponent(`${token}.${"A".repeat(43)}=`));
      expect((await forged.request("GET", "/api/me")).status).toBe(401);
      // The unsigned token alone is refused as well.
      forged["cookies"].set(name, token!);
      expect((await forged.request("GET", "/api/me")).status).toBe(401);
      expect((await client.request("GET", "/api/me")).status).toBe(200);
    });

    it("refuses an expired session", async () => {
      const { client, profile } = await signedInClient(t.app, "expired@example.com");
      await t.database.db
        .update(sessions)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(eq(sessions.userId, profile.userId));
      expect((await client.request("GET", "/api/me")).status).toBe(401);
    });

    it("extends a session used after a day, as better-auth would, and keeps it working", async () => {
      const { client, profile } = await signedInClient(t.app, "regular@example.com");
      // As if the session had been made two days ago: its 7 days now end in 5.
      const fiveDays = new Date(Date.now() + 5 * DAY_MS);
      await t.database.db.update(sessions).set({ expiresAt: fiveDays }).where(eq(sessions.userId, profile.userId));

      const response = await client.request("GET", "/api/me");
      expect(response.status).toBe(200);
      expect(response.headers.get("set-cookie")).toMatch(/session_token=/);
      const extended = await sessionOf(profile.userId);
      expect(extended.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * DAY_MS);

      // A fresh session is not rewritten on every request.
      const again = await client.request("GET", "/api/me");
      expect(again.status).toBe(200);
      expect(again.headers.get("set-cookie")).toBeNull();
    });
  });
}
