import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_SESSIONS_PER_USER } from "../../../src/shared/constants/account";
import type { AccountSession, AccountSessionList } from "../../../src/shared/schemas/account-sessions";
import { logInCookie, meStatus, rawRequest, sessionCookieOf, tokenOf } from "../raw-request";
import { createTestApp, type TestApp } from "../test-app";
import { TestClient } from "../test-client";
import type { DatabaseKind } from "../../../src/server/db/database";

/**
 * The signed-in user's own sessions: at most MAX_SESSIONS_PER_USER, the oldest ending first, and
 * GET/DELETE /api/account/sessions and sign-out-everywhere. An "ended" check replays the cookie
 * captured before, as someone who copied it would.
 */
const PASSWORD = "correct horse";
const OWN_ORIGIN = { origin: "http://localhost" };
const CHROME_ON_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

/** Run on PGlite by src/server/routes/account/sessions.test.ts, on PostgreSQL by tests/system/postgres/account-sessions-postgres.test.ts. */
export function describeAccountSessions(kind: DatabaseKind): void {
  describe(`sessions of the signed-in user (${kind})`, () => {
    let t: TestApp;
    let counter = 0;

    beforeAll(async () => {
      t = await createTestApp(kind);
    });
    afterAll(() => t?.close());

    /** A new account, signed up but with no session yet. */
    async function newAccount(label: string): Promise<string> {
      counter += 1;
      const email = `${label}-${counter}@example.com`;
      const response = await new TestClient(t.app).signUp(email, PASSWORD);
      expect(response.status).toBe(200);
      return email;
    }

    async function list(cookie: string): Promise<{ status: number; text: string; sessions: AccountSession[] }> {
      const response = await rawRequest(t.app, "GET", "/api/account/sessions", { cookie });
      const text = await response.text();
      const sessions = response.status === 200 ? (JSON.parse(text) as AccountSessionList).sessions : [];
      return { status: response.status, text, sessions };
    }

    it(`post /api/auth/sign-in/email beyond ${MAX_SESSIONS_PER_USER} sessions ends the oldest first`, async () => {
      const email = await newAccount("busy");
      const cookies: string[] = [];
      for (let i = 0; i <= MAX_SESSIONS_PER_USER; i += 1) cookies.push(await logInCookie(t.app, email));

      const oldest = cookies[0]!;
      const newest = cookies.at(-1)!;
      expect(await meStatus(t.app, oldest)).toBe(401);
      for (const cookie of cookies.slice(1)) expect(await meStatus(t.app, cookie)).toBe(200);
      expect((await list(newest)).sessions).toHaveLength(MAX_SESSIONS_PER_USER);
    });

    it("parallel sign-ins never leave the user more sessions than the cap", async () => {
      const email = await newAccount("rush");
      for (let i = 0; i < MAX_SESSIONS_PER_USER - 2; i += 1) await logInCookie(t.app, email);
      // Fewer at once than the failed sign-in limit, which counts each attempt until it succeeds.
      const parallel = await Promise.all(Array.from({ length: 8 }, () => logInCookie(t.app, email)));

      const statuses = await Promise.all(parallel.map((cookie) => meStatus(t.app, cookie)));
      const working = parallel.filter((_cookie, index) => statuses[index] === 200);
      expect(working.length).toBeGreaterThan(0);
      expect((await list(working[0]!)).sessions).toHaveLength(MAX_SESSIONS_PER_USER);
    });

    it("get /api/account/sessions lists the user's own sessions newest first, marks the current one, never a token", async () => {
      const email = await newAccount("lister");
      const older = await logInCookie(t.app, email);
      const signIn = await rawRequest(t.app, "POST", "/api/auth/sign-in/email", {
        body: { email, password: PASSWORD },
        headers: { "user-agent": CHROME_ON_WINDOWS },
      });
      const newer = sessionCookieOf(signIn)!;
      // Another user's session is never in the list.
      await logInCookie(t.app, await newAccount("stranger"));

      const fromNewer = await list(newer);
      expect(fromNewer.status).toBe(200);
      expect(fromNewer.sessions.map((session) => session.current)).toEqual([true, false]);
      expect(Object.keys(fromNewer.sessions[0]!).sort()).toEqual(
        ["createdAt", "current", "expiresAt", "id", "ipAddress", "lastActiveAt", "userAgent"].sort(),
      );
      expect(fromNewer.sessions[0]!.userAgent).toBe(CHROME_ON_WINDOWS);
      expect(Date.parse(fromNewer.sessions[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(fromNewer.sessions[1]!.createdAt));
      expect(Date.parse(fromNewer.sessions[0]!.expiresAt)).toBeGreaterThan(Date.now());
      for (const cookie of [older, newer]) expect(fromNewer.text).not.toContain(tokenOf(cookie));

      const fromOlder = await list(older);
      expect(fromOlder.sessions.map((session) => session.id)).toEqual(fromNewer.sessions.map((session) => session.id));
      expect(fromOlder.sessions.map((session) => session.current)).toEqual([false, true]);
    });

    it("delete /api/account/sessions/{sessionId} ends that session of the user and keeps the current one", async () => {
      const email = await newAccount("tidy");
      const other = await logInCookie(t.app, email);
      const current = await logInCookie(t.app, email);
      const otherId = (await list(current)).sessions.find((session) => !session.current)!.id;

      const response = await rawRequest(t.app, "DELETE", `/api/account/sessions/${otherId}`, { cookie: current, headers: OWN_ORIGIN });
      expect(response.status).toBe(204);
      expect(sessionCookieOf(response)).toBeNull();
      expect(await meStatus(t.app, other)).toBe(401);
      expect(await meStatus(t.app, current)).toBe(200);
      expect((await list(current)).sessions.map((session) => session.current)).toEqual([true]);
    });

    it("delete /api/account/sessions/{sessionId} answers 404 for another user's session, which keeps working", async () => {
      const victim = await logInCookie(t.app, await newAccount("victim"));
      const victimSessionId = (await list(victim)).sessions[0]!.id;
      const attacker = await logInCookie(t.app, await newAccount("attacker"));

      const theirs = await rawRequest(t.app, "DELETE", `/api/account/sessions/${victimSessionId}`, { cookie: attacker, headers: OWN_ORIGIN });
      const unknown = await rawRequest(t.app, "DELETE", "/api/account/sessions/no-such-session", { cookie: attacker, headers: OWN_ORIGIN });
      expect(theirs.status).toBe(404);
      expect(unknown.status).toBe(404);
      // The same answer either way: it never tells whether the id exists.
      expect(await theirs.json()).toEqual(await unknown.json());
      expect(await meStatus(t.app, victim)).toBe(200);
      expect((await list(victim)).sessions.map((session) => session.id)).toEqual([victimSessionId]);
    });

    it("post /api/account/sessions/sign-out-everywhere ends every session of the user, the current one included", async () => {
      const email = await newAccount("everywhere");
      const cookies = [await logInCookie(t.app, email), await logInCookie(t.app, email), await logInCookie(t.app, email)];
      const bystander = await logInCookie(t.app, await newAccount("bystander"));

      const response = await rawRequest(t.app, "POST", "/api/account/sessions/sign-out-everywhere", {
        cookie: cookies[1],
        headers: OWN_ORIGIN,
      });
      expect(response.status).toBe(204);
      // The browser that asked drops its cookie, so it is signed out there too.
      const expired = response.headers.getSetCookie().find((line) => line.startsWith("autoserv.session_token="));
      expect(expired).toMatch(/Max-Age=0/i);
      for (const cookie of cookies) expect(await meStatus(t.app, cookie)).toBe(401);
      expect(await meStatus(t.app, bystander)).toBe(200);
      expect((await new TestClient(t.app).logIn(email, PASSWORD)).status).toBe(200);
    });
  });
}
