import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf } from "../../../../tests/support/shop-test-fixture";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TestClient } from "../../../../tests/support/test-client";
import { describeAccounts } from "../../../../tests/support/suites/accounts";

// On PostgreSQL in the system run: tests/system/postgres/accounts-postgres.test.ts.
describeAccounts("pglite");

describe("auth rate limits", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { env: { AUTH_MAX_FAILED_SIGNINS: "3", AUTH_REQUESTS_PER_MINUTE: "12" } });
    await new TestClient(t.app).signUp("front-desk@example.com");
  });
  afterAll(() => t?.close());

  it("throttles repeated failed sign-ins for one e-mail, not the others", async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await new TestClient(t.app).logIn("front-desk@example.com", "guess")).status).toBe(401);
    }
    const blocked = await new TestClient(t.app).logIn("front-desk@example.com");
    expect(blocked.status).toBe(429);
    // The e-mail stays locked for the rest of its 15-minute window, and the answer says so.
    expect(await errorOf(blocked)).toEqual({ code: "too_many_requests", message: "Too many attempts. Try again in 15 minutes." });
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    // Another account at the same desk still signs in.
    await new TestClient(t.app).signUp("colleague@example.com");
    expect((await new TestClient(t.app).logIn("colleague@example.com")).status).toBe(200);
  });

  it("throttles all auth requests from one address past the per-minute rate", async () => {
    let status = 0;
    for (let attempt = 0; attempt < 12 && status !== 429; attempt += 1) {
      status = (await new TestClient(t.app).request("POST", "/api/auth/request-password-reset", { email: "a@example.com" })).status;
    }
    expect(status).toBe(429);
  });
});

describe("session cookies over https", () => {
  it("are Secure when APP_URL is https", async () => {
    const t = await createTestApp("pglite", { env: { APP_URL: "https://shop.example.com" } });
    try {
      const client = new TestClient(t.app, "https://shop.example.com");
      await client.signUp("secure@example.com");
      const response = await client.logIn("secure@example.com");
      expect(response.headers.getSetCookie().join("\n")).toMatch(/__Secure-autoserv\.session_token=.*; Secure/);
    } finally {
      await t.close();
    }
  });
});
