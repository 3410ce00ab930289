import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-app";
import { TestClient } from "../test-client";
import { logInCookie, rawRequest, sessionCookieOf } from "../raw-request";
import type { DatabaseKind } from "../../../src/server/db/database";

/**
 * Security checks, password guessing: failed sign-ins are counted per e-mail (however it is
 * written or sent), and all auth requests per client address (docs/decisions.md, Rate limits and
 * client addresses). accounts.test.ts also checks that a colleague at the same desk still signs in.
 */
const PASSWORD = "correct horse";
const MAX_FAILURES = 3;
/** A locked e-mail waits out the failure window (15 minutes by default); an address, its minute. */
const LOCKED_EMAIL = { message: "Too many attempts. Try again in 15 minutes.", maxWait: 15 * 60 };
const BUSY_ADDRESS = { message: "Too many attempts. Try again in a minute.", maxWait: 60 };

function signIn(t: TestApp, email: unknown, password: string, headers: Record<string, string> = {}) {
  return rawRequest(t.app, "POST", "/api/auth/sign-in/email", { body: { email, password }, headers });
}

/** The same sign-in as an HTML form would post it, which better-auth accepts as well. */
function formSignIn(t: TestApp, email: string, password: string) {
  return t.app.request("http://localhost/api/auth/sign-in/email", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password }).toString(),
  });
}

async function expectThrottled(response: Response, refusal = LOCKED_EMAIL): Promise<void> {
  expect(response.status).toBe(429);
  // Retry-After counts down from the start of the window; the message names the same wait.
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(refusal.maxWait - 60);
  expect(retryAfter).toBeLessThanOrEqual(refusal.maxWait);
  expect(await response.json()).toEqual({ error: { code: "too_many_requests", message: refusal.message } });
  expect(sessionCookieOf(response)).toBeNull();
}

/** Run on PGlite by src/server/auth/sign-in-throttling.test.ts, on PostgreSQL by tests/system/postgres/sign-in-throttling-postgres.test.ts. */
export function describeSignInThrottling(kind: DatabaseKind): void {
  describe(`sign-in throttling (${kind})`, () => {
    let t: TestApp;
    let counter = 0;

    /** A new account nobody else guesses at. */
    async function account(): Promise<string> {
      const email = `desk-${(counter += 1)}@example.com`;
      await new TestClient(t.app).signUp(email, PASSWORD);
      return email;
    }

    beforeAll(async () => {
      t = await createTestApp(kind, {
        env: { AUTH_MAX_FAILED_SIGNINS: String(MAX_FAILURES), AUTH_REQUESTS_PER_MINUTE: "100000" },
      });
    });
    afterAll(() => t?.close());

    it(`after ${MAX_FAILURES} failures an account answers 429, even to its right password`, async () => {
      const email = await account();
      for (let attempt = 0; attempt < MAX_FAILURES; attempt += 1) expect((await signIn(t, email, "a guess")).status).toBe(401);
      await expectThrottled(await signIn(t, email, "another guess"));
      await expectThrottled(await signIn(t, email, PASSWORD));
    });

    it("counts the e-mail however it is capitalised", async () => {
      const email = await account();
      const spellings = [email.toUpperCase(), email.replace("desk", "Desk"), email];
      for (const spelling of spellings) expect((await signIn(t, spelling, "a guess")).status).toBe(401);
      await expectThrottled(await signIn(t, email, PASSWORD));
    });

    it("counts guesses posted as a form like guesses posted as JSON", async () => {
      const email = await account();
      for (let attempt = 0; attempt < MAX_FAILURES; attempt += 1) expect((await formSignIn(t, email, "a guess")).status).toBe(401);
      await expectThrottled(await formSignIn(t, email, PASSWORD));
      await expectThrottled(await signIn(t, email, PASSWORD));
    });

    it("lets no more guesses through when they arrive all at once", async () => {
      const email = await account();
      const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => signIn(t, email, `guess ${index}`)));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(MAX_FAILURES);
      expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
      await expectThrottled(await signIn(t, email, PASSWORD));
    });

    it("throttles an unknown e-mail exactly like a known one, so throttling reveals no account", async () => {
      const known = await account();
      const unknown = `nobody-${counter}@example.com`;
      for (const email of [known, unknown]) {
        for (let attempt = 0; attempt < MAX_FAILURES; attempt += 1) expect((await signIn(t, email, "a guess")).status).toBe(401);
      }
      const [knownAnswer, unknownAnswer] = [await signIn(t, known, "a guess"), await signIn(t, unknown, "a guess")];
      expect(unknownAnswer.status).toBe(knownAnswer.status);
      expect(await unknownAnswer.json()).toEqual(await knownAnswer.json());
    });

    it("paths that only look like the sign-in route neither sign in nor escape the count", async () => {
      const email = await account();
      for (let attempt = 0; attempt < MAX_FAILURES; attempt += 1) expect((await signIn(t, email, "a guess")).status).toBe(401);
      const lookalikes = [
        "/api/auth/sign-in/email/",
        "/api/auth/sign-in/email?via=query",
        "/api/auth//sign-in/email",
        "/api/auth/./sign-in/email",
        "/api/auth/sign-in/%65mail",
        "/api/auth/SIGN-IN/EMAIL",
      ];
      for (const path of lookalikes) {
        const response = await rawRequest(t.app, "POST", path, { body: { email, password: PASSWORD } });
        expect([404, 429], path).toContain(response.status);
        expect(sessionCookieOf(response), path).toBeNull();
      }
    });
  });

  describe(`auth request throttling per client address (${kind})`, () => {
    let t: TestApp;
    const PER_MINUTE = 6;

    beforeAll(async () => {
      t = await createTestApp(kind, { env: { AUTH_REQUESTS_PER_MINUTE: String(PER_MINUTE), TRUST_PROXY: "false" } });
    });
    afterAll(() => t?.close());

    it("answers 429 past the per-minute rate, and a forged X-Forwarded-For does not reset it", async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= PER_MINUTE + 1; attempt += 1) {
        // Each request claims another address; without TRUST_PROXY the header is not believed.
        const response = await signIn(t, `someone-${attempt}@example.com`, "a guess", { "x-forwarded-for": `203.0.113.${attempt}` });
        statuses.push(response.status);
        if (response.status === 429) await expectThrottled(response, BUSY_ADDRESS);
      }
      expect(statuses.slice(0, PER_MINUTE)).toEqual(Array(PER_MINUTE).fill(401));
      expect(statuses.slice(PER_MINUTE)).toEqual([429, 429]);
    });
  });

  describe(`auth request throttling behind a trusted proxy (${kind})`, () => {
    let t: TestApp;
    const PER_MINUTE = 4;

    beforeAll(async () => {
      t = await createTestApp(kind, { env: { AUTH_REQUESTS_PER_MINUTE: String(PER_MINUTE), TRUST_PROXY: "2" } });
    });
    afterAll(() => t?.close());

    /** A sign-in as the two proxies pass it on: they appended the client's address and the outer proxy's. */
    function viaProxies(attempt: number, client: string) {
      const forged = `203.0.113.${attempt}`;
      return signIn(t, `someone-${attempt}@example.com`, "a guess", { "x-forwarded-for": `${forged}, ${client}, 192.0.2.10` });
    }

    it("counts each client at the address the outer proxy saw, whatever it writes to the left of it", async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= PER_MINUTE; attempt += 1) statuses.push((await viaProxies(attempt, "198.51.100.1")).status);
      expect(statuses).toEqual([...Array(PER_MINUTE).fill(401), 429]);
      await expectThrottled(await viaProxies(99, "198.51.100.1"), BUSY_ADDRESS);

      // Another client behind the same proxies has a count of its own.
      expect((await viaProxies(0, "198.51.100.2")).status).toBe(401);
    });
  });

  describe(`session checks and the per-address auth limit (${kind})`, () => {
    let t: TestApp;
    const PER_MINUTE = 3;

    beforeAll(async () => {
      t = await createTestApp(kind, { env: { AUTH_REQUESTS_PER_MINUTE: String(PER_MINUTE) } });
    });
    afterAll(() => t?.close());

    it("get /api/auth/me, however often, never throttles sign-ins from the same address", async () => {
      const email = `checker@example.com`;
      await new TestClient(t.app).signUp(email, PASSWORD);
      const cookie = await logInCookie(t.app, email, PASSWORD);

      // Tabs checking their session, signed in and signed out, far past the per-address rate.
      for (let check = 0; check < PER_MINUTE * 5; check += 1) {
        const response = await rawRequest(t.app, "GET", "/api/auth/me", check % 2 ? { cookie } : {});
        expect(response.status).toBe(200);
      }
      expect((await signIn(t, email, PASSWORD)).status).toBe(200);
    });
  });
}
