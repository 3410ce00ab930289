import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChangeEvent } from "../../../src/shared/events/change-event";
import { createTestApp, type TestApp } from "../test-app";
import { signedInClient, TestClient } from "../test-client";
import { changeEventsIn, eventStreamText } from "../event-stream-text";
import type { DatabaseKind } from "../../../src/server/db/database";

const HEARTBEAT_MS = 100;

/** Run on PGlite by src/server/routes/events/events.test.ts, on PostgreSQL by tests/system/postgres/events-postgres.test.ts. */
export function describeEvents(kind: DatabaseKind): void {
  describe(`GET /api/events on ${kind}`, () => {
    let t: TestApp;
    let client: TestClient;
    /** How many streams are subscribed to the bus right now. */
    let openSubscriptions = 0;

    beforeAll(async () => {
      t = await createTestApp(kind, { eventsHeartbeatMs: HEARTBEAT_MS });
      ({ client } = await signedInClient(t.app, "events@example.com"));
      const subscribe = t.events.subscribe.bind(t.events);
      t.events.subscribe = (listener, onEnd) => {
        openSubscriptions += 1;
        const unsubscribe = subscribe(listener, onEnd);
        return () => {
          openSubscriptions -= 1;
          unsubscribe();
        };
      };
    });
    afterAll(() => t?.close());

    it("get /api/events answers 401 without a session", async () => {
      const response = await new TestClient(t.app).request("GET", "/api/events");
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: { code: "unauthorized", message: "Please log in to continue." } });
    });

    it("get /api/events streams a published change to a signed-in user as a change event", async () => {
      const response = await client.request("GET", "/api/events");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-accel-buffering")).toBe("no");
      const stream = eventStreamText(response);
      await stream.until(/^: connected\n\n/);

      const created: ChangeEvent = { resource: "tickets", action: "created", id: "ticket-1" };
      const deleted: ChangeEvent = { resource: "job-cards", action: "deleted", id: "card-2" };
      await t.events.publish(created);
      await t.events.publish(deleted);

      const text = await stream.until(/"card-2"[^\n]*\n\n/);
      expect(changeEventsIn(text)).toEqual([created, deleted]);
      await stream.cancel();
    });

    it("get /api/events sends a heartbeat comment while nothing changes", async () => {
      const response = await client.request("GET", "/api/events");
      const stream = eventStreamText(response);

      const text = await stream.until(/(^|\n): heartbeat\n\n/, HEARTBEAT_MS * 20);
      expect(changeEventsIn(text)).toEqual([]);
      await stream.cancel();
    });

    it("get /api/events stops listening when the client goes away", async () => {
      const before = openSubscriptions;
      const response = await client.request("GET", "/api/events");
      const stream = eventStreamText(response);
      await stream.until(/: connected\n\n/);
      expect(openSubscriptions).toBe(before + 1);

      await stream.cancel();
      await expect.poll(() => openSubscriptions).toBe(before);
    });

    // Last: it closes the bus, as a stopping server does.
    it("get /api/events ends open streams when the server stops", async () => {
      const stream = eventStreamText(await client.request("GET", "/api/events"));
      await stream.until(/: connected\n\n/);

      await t.events.close();

      await stream.ended();
    });
  });
}
