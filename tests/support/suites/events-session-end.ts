import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChangeEvent } from "../../../src/shared/events/change-event";
import { logInCookie, rawRequest } from "../raw-request";
import { eventStreamText } from "../event-stream-text";
import { createTestApp, type TestApp } from "../test-app";
import { signedInClient, TestClient } from "../test-client";
import type { DatabaseKind } from "../../../src/server/db/database";

// Ten minutes: only the database's announcement can end a stream within a test.
const HEARTBEAT_MS = 10 * 60_000;
/** Well under any heartbeat: the stream must end at once. */
const AT_ONCE_MS = 2000;
const OWN_ORIGIN = { origin: "http://localhost" };

/** An open GET /api/events stream of a session cookie, past its first line. */
async function openStream(app: TestApp["app"], cookie: string) {
  const response = await rawRequest(app, "GET", "/api/events", { cookie });
  expect(response.status).toBe(200);
  const stream = eventStreamText(response);
  await stream.until(/^: connected\n\n/);
  return stream;
}

/** Resolves once `stream` has been told of a change published now. */
async function stillListening(t: TestApp, stream: ReturnType<typeof eventStreamText>, id: string) {
  const change: ChangeEvent = { resource: "tickets", action: "updated", id };
  await t.events.publish(change);
  await stream.until(new RegExp(`"${id}"`));
}

/** Run on PGlite by src/server/routes/events/events-session-end.test.ts, on PostgreSQL by tests/system/postgres/events-session-end-postgres.test.ts. */
export function describeEventsSessionEnd(kind: DatabaseKind): void {
  describe(`GET /api/events ends at once with its session, on ${kind}`, () => {
    let t: TestApp;
    let admin: TestClient;
    let adminCookie: string;

    beforeAll(async () => {
      t = await createTestApp(kind, { eventsHeartbeatMs: HEARTBEAT_MS });
      // The install's first account is its Admin.
      ({ client: admin } = await signedInClient(t.app, "admin@example.com"));
      adminCookie = await logInCookie(t.app, "admin@example.com");
    });
    afterAll(() => t?.close());

    it("post /api/users/{id}/deactivate ends the user's open stream, and nobody else's", async () => {
      const { profile } = await signedInClient(t.app, "deactivated@example.com");
      const stream = await openStream(t.app, await logInCookie(t.app, "deactivated@example.com"));
      const bystander = await openStream(t.app, adminCookie);

      expect((await admin.request("POST", `/api/users/${profile.userId}/deactivate`)).status).toBe(200);

      await stream.ended(AT_ONCE_MS);
      await stillListening(t, bystander, "after-deactivation");
      await bystander.cancel();
    });

    it("post /api/auth/sign-out ends the open stream of that session", async () => {
      await new TestClient(t.app).signUp("signs-out@example.com");
      const cookie = await logInCookie(t.app, "signs-out@example.com");
      const stream = await openStream(t.app, cookie);

      const signOut = await rawRequest(t.app, "POST", "/api/auth/sign-out", { cookie, body: {}, headers: OWN_ORIGIN });
      expect(signOut.status).toBe(200);

      await stream.ended(AT_ONCE_MS);
    });

    it("post /api/account/password ends the streams of the user's other sessions and keeps the one that made it", async () => {
      await new TestClient(t.app).signUp("changes-password@example.com");
      const current = await logInCookie(t.app, "changes-password@example.com");
      const other = await logInCookie(t.app, "changes-password@example.com");
      const currentStream = await openStream(t.app, current);
      const otherStream = await openStream(t.app, other);

      const change = await rawRequest(t.app, "POST", "/api/account/password", {
        cookie: current,
        body: { newPassword: "a much better one" },
        headers: OWN_ORIGIN,
      });
      expect(change.status).toBe(204);

      await otherStream.ended(AT_ONCE_MS);
      await stillListening(t, currentStream, "after-password-change");
      await currentStream.cancel();
    });

    it("a role change applies to the open stream at once: a new Service Technician hears of job cards", async () => {
      const { profile } = await signedInClient(t.app, "new-technician@example.com");
      const stream = await openStream(t.app, await logInCookie(t.app, "new-technician@example.com"));

      const grant = await admin.request("PATCH", `/api/users/${profile.userId}`, {
        name: profile.name,
        role: "Service Technician",
        shopName: "",
        isActive: true,
      });
      expect(grant.status).toBe(200);

      // A User may not list job cards: only the re-read role lets this through. Published until
      // heard, since the re-read takes a query.
      const card: ChangeEvent = { resource: "job-cards", action: "updated", id: "card-for-technician" };
      const publishing = setInterval(() => void t.events.publish(card), 50);
      try {
        await stream.until(/"card-for-technician"/, AT_ONCE_MS);
      } finally {
        clearInterval(publishing);
      }
      await stream.cancel();
    });
  });

  describe.runIf(kind === "postgres")("GET /api/events across instances on PostgreSQL", () => {
    let first: TestApp;
    let second: TestApp;

    beforeAll(async () => {
      first = await createTestApp("postgres", { eventsHeartbeatMs: HEARTBEAT_MS });
      second = await createTestApp("postgres", { eventsHeartbeatMs: HEARTBEAT_MS, sameDatabaseAs: first });
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
    });

    it("post /api/auth/sign-out on one instance ends the session's stream open on another", async () => {
      await new TestClient(first.app).signUp("two-instances@example.com");
      const cookie = await logInCookie(first.app, "two-instances@example.com");
      const stream = await openStream(first.app, cookie);

      const signOut = await rawRequest(second.app, "POST", "/api/auth/sign-out", { cookie, body: {}, headers: OWN_ORIGIN });
      expect(signOut.status).toBe(200);

      await stream.ended(AT_ONCE_MS);
    });
  });
}
