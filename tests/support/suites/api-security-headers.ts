import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-app";
import { signedInClient, TestClient } from "../test-client";
import { logInCookie } from "../raw-request";
import { expectSecurityHeaders } from "../security-headers-check";
import type { DatabaseKind } from "../../../src/server/db/database";

/**
 * Security checks, response headers on the API: successes, every kind of refusal (their bodies
 * are built by the error handler, not the route) and better-auth's own responses. The SPA's HTML
 * and assets are checked on the real build in web-build.test.ts.
 */

/** Run on PGlite by src/server/middleware/api-security-headers.test.ts, on PostgreSQL by tests/system/postgres/api-security-headers-postgres.test.ts. */
export function describeApiSecurityHeaders(kind: DatabaseKind): void {
  describe(`security headers on API responses (${kind})`, () => {
    let t: TestApp;
    let user: TestClient;

    beforeAll(async () => {
      t = await createTestApp(kind, { env: { AUTH_MAX_FAILED_SIGNINS: "1" } });
      await signedInClient(t.app, "admin@example.com");
      ({ client: user } = await signedInClient(t.app, "user@example.com"));
    });
    afterAll(() => t?.close());

    it("get /api/health, /api/openapi.json and /api/me answer with the headers", async () => {
      expectSecurityHeaders(await t.app.request("/api/health"), "GET /api/health");
      expectSecurityHeaders(await t.app.request("/api/openapi.json"), "GET /api/openapi.json");
      const me = await user.request("GET", "/api/me");
      expect(me.status).toBe(200);
      expectSecurityHeaders(me, "GET /api/me");
    });

    it("refusals carry them too: 400, 401, 403 (role and origin), 404 and 413", async () => {
      const cookie = await logInCookie(t.app, "user@example.com");
      const malformed = Promise.resolve(t.app.request("/api/profile", {
        method: "PUT",
        headers: { "content-type": "application/json", cookie, origin: "http://localhost" },
        body: '{"name": "Un',
      }));
      const cases: [string, Promise<Response>, number][] = [
        ["malformed JSON", malformed, 400],
        ["no session", new TestClient(t.app).request("GET", "/api/me"), 401],
        ["invalid fields", user.request("PUT", "/api/profile", { name: "" }), 400],
        ["a role without the capability", user.request("GET", "/api/users"), 403],
        ["another site", user.request("PUT", "/api/profile", { name: "X" }, { origin: "https://evil.example" }), 403],
        ["an unknown route", user.request("GET", "/api/no-such-thing"), 404],
        ["a body over 1 MB", user.request("POST", "/api/tickets", { vin: "V", issueDescription: "x".repeat(1_100_000) }), 413],
      ];
      for (const [what, pending, status] of cases) {
        const response = await pending;
        expect(response.status, what).toBe(status);
        expectSecurityHeaders(response, what);
      }
    });

    it("better-auth's answers carry them: a sign-in, a refused one and a throttled one", async () => {
      const signIn = await new TestClient(t.app).logIn("user@example.com");
      expect(signIn.status).toBe(200);
      expectSecurityHeaders(signIn, "a sign-in");
      const wrong = await new TestClient(t.app).logIn("admin@example.com", "not the password");
      expect(wrong.status).toBe(401);
      expectSecurityHeaders(wrong, "a refused sign-in");
      const throttled = await new TestClient(t.app).logIn("admin@example.com", "not the password");
      expect(throttled.status).toBe(429);
      expectSecurityHeaders(throttled, "a throttled sign-in");
    });

    it("the event stream carries them", async () => {
      const response = await user.request("GET", "/api/events");
      expect(response.status).toBe(200);
      expectSecurityHeaders(response, "GET /api/events");
      await response.body?.cancel();
    });

    it("no answer of the API may be kept by a cache: records, profiles, sign-ins, refusals and the event stream", async () => {
      const signIn = await new TestClient(t.app).logIn("user@example.com");
      const stream = await user.request("GET", "/api/events");
      const answers: [string, Response][] = [
        ["GET /api/me", await user.request("GET", "/api/me")],
        ["GET /api/auth/me", await user.request("GET", "/api/auth/me")],
        ["GET /api/tickets", await user.request("GET", "/api/tickets")],
        ["a sign-in", signIn],
        ["a refusal", await user.request("GET", "/api/users")],
        ["no session", await new TestClient(t.app).request("GET", "/api/me")],
        ["GET /api/events", stream],
      ];
      await stream.body?.cancel();
      for (const [what, response] of answers) {
        expect(response.status, what).toBeLessThan(500);
        expect(response.headers.get("cache-control"), what).toBe("no-store");
      }
    });

    it("no answer lets another site read it: no CORS grant, not even to a preflight", async () => {
      const read = await user.request("GET", "/api/me", undefined, { origin: "https://evil.example" });
      expect(read.headers.get("access-control-allow-origin")).toBeNull();
      const preflight = await t.app.request("/api/tickets", {
        method: "OPTIONS",
        headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
      });
      expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
      expect(preflight.headers.get("access-control-allow-credentials")).toBeNull();
    });
  });
}
