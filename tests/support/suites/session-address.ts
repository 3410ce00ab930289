import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccountSessionList } from "../../../src/shared/schemas/account-sessions";
import { createTestApp, type TestApp } from "../test-app";
import { TestClient } from "../test-client";
import type { DatabaseKind } from "../../../src/server/db/database";

const PASSWORD = "correct horse";
/** The nearest peer: what @hono/node-server hands the app as the request's socket. */
const SOCKET = "10.0.0.9";

/** Run on PGlite by src/server/routes/account/session-address.test.ts, on PostgreSQL by tests/system/postgres/session-address-postgres.test.ts. */
export function describeSessionAddress(kind: DatabaseKind): void {
  /**
   * The address a session is listed from (Signed-in Devices) is the one the rate limits count the
   * sign-in at: TRUST_PROXY's rule, never an X-Forwarded-For the client wrote itself.
   */
  describe(`the address of a session on ${kind}`, () => {
    describe.each([
      { trustProxy: "false", forwardedFor: "198.51.100.66", listed: SOCKET },
      { trustProxy: "1", forwardedFor: "203.0.113.7, 198.51.100.66", listed: "198.51.100.66" },
    ])("with TRUST_PROXY=$trustProxy", ({ trustProxy, forwardedFor, listed }) => {
      let t: TestApp;

      beforeAll(async () => {
        t = await createTestApp(kind, { env: { TRUST_PROXY: trustProxy } });
      });
      afterAll(() => t?.close());

      function fromSocket(method: string, path: string, init: { headers?: Record<string, string>; body?: unknown } = {}) {
        return t.app.request(
          `http://localhost${path}`,
          {
            method,
            headers: { origin: "http://localhost", "content-type": "application/json", ...init.headers },
            body: init.body === undefined ? undefined : JSON.stringify(init.body),
          },
          { incoming: { socket: { remoteAddress: SOCKET } } },
        );
      }

      it(`get /api/account/sessions lists a sign-in carrying X-Forwarded-For: ${forwardedFor} from ${listed}`, async () => {
        const email = `device-${trustProxy}@example.com`;
        expect((await new TestClient(t.app).signUp(email, PASSWORD)).status).toBe(200);
        const signIn = await fromSocket("POST", "/api/auth/sign-in/email", {
          headers: { "x-forwarded-for": forwardedFor },
          body: { email, password: PASSWORD },
        });
        expect(signIn.status).toBe(200);
        const cookie = signIn.headers.getSetCookie().map((line) => line.split(";")[0]!).join("; ");

        const response = await fromSocket("GET", "/api/account/sessions", { headers: { cookie } });
        expect(response.status).toBe(200);
        const { sessions } = (await response.json()) as AccountSessionList;
        expect(sessions.map((session) => session.ipAddress)).toEqual([listed]);
      });

      it("a client cannot name its own address in the header the server hands on", async () => {
        const email = `forger-${trustProxy}@example.com`;
        expect((await new TestClient(t.app).signUp(email, PASSWORD)).status).toBe(200);
        const signIn = await fromSocket("POST", "/api/auth/sign-in/email", {
          headers: { "x-forwarded-for": forwardedFor, "x-autoserv-client-address": "192.0.2.99" },
          body: { email, password: PASSWORD },
        });
        expect(signIn.status).toBe(200);
        const cookie = signIn.headers.getSetCookie().map((line) => line.split(";")[0]!).join("; ");
        const { sessions } = (await (await fromSocket("GET", "/api/account/sessions", { headers: { cookie } })).json()) as AccountSessionList;
        expect(sessions.map((session) => session.ipAddress)).toEqual([listed]);
      });
    });
  });
}
