import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-app";
import { signedInClient, TestClient } from "../test-client";
import { logInCookie, meStatus, rawRequest } from "../raw-request";
import type { DatabaseKind } from "../../../src/server/db/database";

/**
 * Security checks, the auth API's surface: of better-auth's endpoints only those the product
 * uses (sign-up, sign-in, sign-out, e-mail confirmation, password reset) answer. The others would
 * bypass product rules: update-user renames the username, which never changes, change-password
 * keeps the other sessions, and get-session or list-sessions hand session tokens to page scripts.
 */
const PASSWORD = "correct horse";
const OWN = { origin: "http://localhost" };

const UNUSED: readonly [method: "GET" | "POST", path: string, body?: unknown][] = [
  ["POST", "/api/auth/update-user", { username: "root", name: "Renamed", initialRole: "Admin" }],
  ["POST", "/api/auth/change-password", { currentPassword: PASSWORD, newPassword: "changed elsewhere", revokeOtherSessions: false }],
  ["POST", "/api/auth/change-email", { newEmail: "renamed@example.com" }],
  ["POST", "/api/auth/delete-user", {}],
  ["GET", "/api/auth/get-session"],
  ["GET", "/api/auth/list-sessions"],
  ["POST", "/api/auth/revoke-sessions", {}],
  ["POST", "/api/auth/revoke-other-sessions", {}],
  ["GET", "/api/auth/list-accounts"],
  ["POST", "/api/auth/send-verification-email", { email: "member@example.com" }],
  ["GET", "/api/auth/reset-password/some-token?callbackURL=/reset-password"],
  ["POST", "/api/auth/sign-in/social", { provider: "github" }],
  ["GET", "/api/auth/ok"],
  ["GET", "/api/auth/error"],
];

/** Run on PGlite by src/server/auth/auth-endpoints.test.ts, on PostgreSQL by tests/system/postgres/auth-endpoints-postgres.test.ts. */
export function describeAuthEndpoints(kind: DatabaseKind): void {
  describe(`the auth API's surface (${kind})`, () => {
    let t: TestApp;
    let member: TestClient;
    let memberCookie: string;
    let otherSession: string;

    beforeAll(async () => {
      t = await createTestApp(kind);
      await signedInClient(t.app, "admin@example.com");
      ({ client: member } = await signedInClient(t.app, "member@example.com", { name: "Mia Member" }));
      memberCookie = await logInCookie(t.app, "member@example.com");
      otherSession = await logInCookie(t.app, "member@example.com");
    });
    afterAll(() => t?.close());

    it.each(UNUSED)("%s %s answers a JSON 404", async (method, path, body) => {
      const response = await rawRequest(t.app, method, path, { cookie: memberCookie, body, headers: OWN });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "not_found", message: `No such route: ${method} ${path.split("?")[0]}` } });
    });

    it("after all of them the account is as it was: same name, username, e-mail, password and sessions", async () => {
      const profile = await member.me();
      expect(profile).toMatchObject({ name: "Mia Member", username: "member", email: "member@example.com", role: "User" });
      expect(await meStatus(t.app, otherSession)).toBe(200);
      expect((await new TestClient(t.app).logIn("member@example.com", PASSWORD)).status).toBe(200);
    });

    it("the endpoints the product uses still answer", async () => {
      const guest = new TestClient(t.app);
      expect((await guest.request("GET", "/api/auth/me")).status).toBe(200);
      expect((await guest.signUp("newcomer@example.com")).status).toBe(200);
      expect((await guest.logIn("newcomer@example.com")).status).toBe(200);
      expect((await guest.request("POST", "/api/auth/request-password-reset", { email: "newcomer@example.com" })).status).toBe(200);
      const badReset = await guest.request("POST", "/api/auth/reset-password", { token: "not-a-token", newPassword: "whatever it is" });
      expect(badReset.status).toBe(400);
      const badConfirm = await guest.request("GET", "/api/auth/verify-email?token=not-a-token&callbackURL=/login");
      expect(badConfirm.status).not.toBe(404);
      expect((await guest.request("POST", "/api/auth/sign-out", {})).status).toBe(200);
    });
  });
}
