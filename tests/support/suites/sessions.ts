import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Profile } from "../../../src/shared/schemas/account-responses";
import { createTestApp, type TestApp } from "../test-app";
import { signedInClient, TestClient } from "../test-client";
import { eventStreamText } from "../event-stream-text";
import { outboxMailer, type OutboxMailer } from "../outbox-mailer";
import { logInCookie, meStatus, rawRequest, sessionCookieOf, tokenOf } from "../raw-request";
import type { DatabaseKind } from "../../../src/server/db/database";

/**
 * Security checks, sessions: the cookie's flags, a new session id at every login, and the end of
 * sessions at logout, password change, password reset and deactivation (an open event stream
 * included). Every "ended" check
 * replays the cookie captured before, as someone who copied it would; a browser that merely
 * dropped the cookie would prove nothing.
 */
const PASSWORD = "correct horse";
const OWN_ORIGIN = { origin: "http://localhost" };

/** The attributes of a Set-Cookie line, names lower-cased, values as given (true when bare). */
function cookieAttributes(line: string): Map<string, string | true> {
  const attributes = new Map<string, string | true>();
  for (const part of line.split(";").slice(1)) {
    const [name = "", ...value] = part.trim().split("=");
    attributes.set(name.toLowerCase(), value.length ? value.join("=") : true);
  }
  return attributes;
}

function sessionCookieLine(response: Response): string {
  const line = response.headers.getSetCookie().find((candidate) => /^(__Secure-)?autoserv\.session_token=/.test(candidate));
  if (!line) throw new Error(`No session cookie in: ${response.headers.getSetCookie().join(" | ")}`);
  return line;
}

function expectProtectedCookie(line: string): Map<string, string | true> {
  const attributes = cookieAttributes(line);
  expect(attributes.get("httponly")).toBe(true);
  expect(["lax", "strict"]).toContain(String(attributes.get("samesite")).toLowerCase());
  expect(attributes.get("path")).toBe("/");
  // Host-only: a sibling sub-domain never receives it.
  expect(attributes.has("domain")).toBe(false);
  return attributes;
}

/** Run on PGlite by src/server/auth/sessions.test.ts, on PostgreSQL by tests/system/postgres/sessions-postgres.test.ts. */
export function describeSessions(kind: DatabaseKind): void {
  describe(`session cookies over https (${kind})`, () => {
    it("are Secure, with the __Secure- prefix, when APP_URL is https, and carry the session", async () => {
      const t = await createTestApp(kind, { env: { APP_URL: "https://shop.example.com" } });
      try {
        const client = new TestClient(t.app, "https://shop.example.com");
        await client.signUp("secure@example.com");
        const response = await client.logIn("secure@example.com");
        expect(response.status).toBe(200);
        const line = sessionCookieLine(response);
        expect(line).toMatch(/^__Secure-autoserv\.session_token=/);
        expect(expectProtectedCookie(line).get("secure")).toBe(true);
        expect((await client.request("GET", "/api/me")).status).toBe(200);
      } finally {
        await t.close();
      }
    });
  });

  describe(`session ids and the end of sessions (${kind})`, () => {
    let t: TestApp;
    let mail: OutboxMailer;
    let admin: TestClient;

    beforeAll(async () => {
      mail = outboxMailer({ delivers: false });
      // A short heartbeat: open event streams notice an ended session at the next beat.
      t = await createTestApp(kind, { mailer: mail, env: { APP_URL: "http://localhost" }, eventsHeartbeatMs: 100 });
      ({ client: admin } = await signedInClient(t.app, "admin@example.com"));
    });
    afterAll(() => t?.close());

    /** An open GET /api/events stream of the session, past its first line. */
    async function openEventStream(cookie: string) {
      const response = await rawRequest(t.app, "GET", "/api/events", { cookie });
      expect(response.status).toBe(200);
      const stream = eventStreamText(response);
      await stream.until(/: connected\n\n/);
      return stream;
    }

    it("the session cookie is HttpOnly, SameSite=Lax, Path=/ and not Secure when APP_URL is http", async () => {
      await new TestClient(t.app).signUp("plain@example.com");
      const response = await new TestClient(t.app).logIn("plain@example.com");
      expect(response.status).toBe(200);
      const line = sessionCookieLine(response);
      expect(line).toMatch(/^autoserv\.session_token=/);
      expect(expectProtectedCookie(line).has("secure")).toBe(false);
    });

    it("gives a new, unguessable session id at each login, and both sessions work", async () => {
      await new TestClient(t.app).signUp("twice@example.com");
      const cookies = [await logInCookie(t.app, "twice@example.com"), await logInCookie(t.app, "twice@example.com")];
      const [first, second] = cookies.map(tokenOf);
      expect(first).not.toBe(second);
      for (const token of [first!, second!]) expect(token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
      // Several sessions per user are the design (a password change ends "the other sessions").
      for (const cookie of cookies) expect(await meStatus(t.app, cookie)).toBe(200);
    });

    it("the token in the sign-in answer opens nothing without the cookie's signature", async () => {
      await new TestClient(t.app).signUp("bearer@example.com");
      const response = await new TestClient(t.app).logIn("bearer@example.com");
      const { token } = (await response.json()) as { token: string };
      expect(token).toBe(tokenOf(sessionCookieOf(response)!));
      // Page scripts can read this answer; the session itself needs the HttpOnly, signed cookie.
      expect(await meStatus(t.app, `autoserv.session_token=${token}`)).toBe(401);
      expect((await rawRequest(t.app, "GET", "/api/me", { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    });

    it("a login from a browser that already holds a session never reuses its id", async () => {
      await new TestClient(t.app).signUp("again@example.com");
      const held = await logInCookie(t.app, "again@example.com");
      const relogin = await rawRequest(t.app, "POST", "/api/auth/sign-in/email", {
        cookie: held,
        body: { email: "again@example.com", password: PASSWORD },
      });
      expect(relogin.status).toBe(200);
      const issued = sessionCookieOf(relogin);
      expect(issued).not.toBeNull();
      expect(tokenOf(issued!)).not.toBe(tokenOf(held));
    });

    it("a session id planted in a browser is not taken over by the next login (session fixation)", async () => {
      await new TestClient(t.app).signUp("attacker@example.com", PASSWORD, "Mallory");
      await new TestClient(t.app).signUp("victim@example.com", PASSWORD, "Victor");
      const planted = await logInCookie(t.app, "attacker@example.com");
      const victimLogin = await rawRequest(t.app, "POST", "/api/auth/sign-in/email", {
        cookie: planted,
        body: { email: "victim@example.com", password: PASSWORD },
      });
      expect(victimLogin.status).toBe(200);
      expect(tokenOf(sessionCookieOf(victimLogin)!)).not.toBe(tokenOf(planted));
      // The planted id still opens only the attacker's own account.
      const plantedMe = await rawRequest(t.app, "GET", "/api/me", { cookie: planted });
      expect(((await plantedMe.json()) as { profile: Profile }).profile.email).toBe("attacker@example.com");
    });

    it("logout ends the session: the copied cookie then gets 401", async () => {
      await new TestClient(t.app).signUp("leaver@example.com");
      const cookie = await logInCookie(t.app, "leaver@example.com");
      expect(await meStatus(t.app, cookie)).toBe(200);
      const stream = await openEventStream(cookie);
      const logout = await rawRequest(t.app, "POST", "/api/auth/sign-out", { cookie, body: {}, headers: OWN_ORIGIN });
      expect(logout.status).toBe(200);
      expect(await meStatus(t.app, cookie)).toBe(401);
      const sessionCheck = await rawRequest(t.app, "GET", "/api/auth/me", { cookie });
      expect(await sessionCheck.json()).toEqual({ profile: null });
      await stream.ended();
    });

    it("a password change ends the user's other sessions and keeps the one that made it", async () => {
      await new TestClient(t.app).signUp("changer@example.com");
      const current = await logInCookie(t.app, "changer@example.com");
      const other = await logInCookie(t.app, "changer@example.com");
      const change = await rawRequest(t.app, "POST", "/api/account/password", {
        cookie: current,
        body: { newPassword: "a much better one" },
        headers: OWN_ORIGIN,
      });
      expect(change.status).toBe(204);
      expect(await meStatus(t.app, other)).toBe(401);
      // docs/decisions.md (Accounts): the session that changed the password stays signed in.
      expect(await meStatus(t.app, current)).toBe(200);
      expect((await new TestClient(t.app).logIn("changer@example.com", PASSWORD)).status).toBe(401);
    });

    it("a password reset through the mailed link ends every session of the user", async () => {
      await new TestClient(t.app).signUp("forgetful@example.com");
      const cookies = [await logInCookie(t.app, "forgetful@example.com"), await logInCookie(t.app, "forgetful@example.com")];
      const asked = await rawRequest(t.app, "POST", "/api/auth/request-password-reset", { body: { email: "forgetful@example.com" } });
      expect(asked.status).toBe(200);
      // The mail goes out after the answer.
      const link = await vi.waitFor(() => {
        const sent = mail.sent.findLast((message) => message.to === "forgetful@example.com")?.link;
        if (!sent) throw new Error("no reset mail yet");
        return sent;
      });
      const token = new URL(link).searchParams.get("token");
      expect(token).toBeTruthy();
      const reset = await rawRequest(t.app, "POST", "/api/auth/reset-password", { body: { token, newPassword: "a fresh password" } });
      expect(reset.status).toBe(200);
      for (const cookie of cookies) expect(await meStatus(t.app, cookie)).toBe(401);
    });

    it.each([
      ["post /api/users/{userId}/deactivate", (profile: Profile) => admin.request("POST", `/api/users/${profile.userId}/deactivate`)],
      [
        "patch /api/users/{userId} with isActive false",
        (profile: Profile) =>
          admin.request("PATCH", `/api/users/${profile.userId}`, { name: profile.name, role: profile.role, shopName: "", isActive: false }),
      ],
    ])("deactivation by an Admin (%s) ends the user's sessions for good", async (_route, deactivate) => {
      const email = `deactivated-${Math.random().toString(36).slice(2, 8)}@example.com`;
      const { profile } = await signedInClient(t.app, email);
      const cookies = [await logInCookie(t.app, email), await logInCookie(t.app, email)];
      const stream = await openEventStream(cookies[0]!);
      expect((await deactivate(profile)).status).toBe(200);
      for (const cookie of cookies) expect(await meStatus(t.app, cookie)).toBe(401);
      await stream.ended();

      // Reactivated, the user signs in afresh: the old sessions were ended, not merely hidden.
      const reactivated = await admin.request("PATCH", `/api/users/${profile.userId}`, {
        name: profile.name,
        role: profile.role,
        shopName: "",
        isActive: true,
      });
      expect(reactivated.status).toBe(200);
      for (const cookie of cookies) expect(await meStatus(t.app, cookie)).toBe(401);
      expect(await meStatus(t.app, await logInCookie(t.app, email))).toBe(200);
    });
  });
}
