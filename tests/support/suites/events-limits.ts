import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChangeEvent } from "../../../src/shared/events/change-event";
import { EVENTS_MAX_STREAMS_PER_USER } from "../../../src/server/events/stream-limits";
import { eventStreamText } from "../event-stream-text";
import { createTestApp, type TestApp } from "../test-app";
import { signedInClient, type TestClient } from "../test-client";
import type { DatabaseKind } from "../../../src/server/db/database";

// Long enough that no heartbeat ends or answers anything while a test runs.
const HEARTBEAT_MS = 10 * 60_000;
const SERVER_CAP = 3;

/** An open GET /api/events stream of `client`, past its first line. */
async function openStream(client: TestClient) {
  const response = await client.request("GET", "/api/events");
  expect(response.status).toBe(200);
  const stream = eventStreamText(response);
  await stream.until(/^: connected\n\n/);
  return stream;
}

/** Run on PGlite by src/server/routes/events/events-limits.test.ts, on PostgreSQL by tests/system/postgres/events-limits-postgres.test.ts. */
export function describeEventsLimits(kind: DatabaseKind): void {
  describe(`GET /api/events, how many streams stay open, on ${kind}`, () => {
    let t: TestApp;
    let small: TestApp;

    beforeAll(async () => {
      [t, small] = await Promise.all([
        createTestApp(kind, { eventsHeartbeatMs: HEARTBEAT_MS }),
        createTestApp(kind, { eventsHeartbeatMs: HEARTBEAT_MS, env: { EVENTS_MAX_STREAMS: String(SERVER_CAP) } }),
      ]);
    });
    afterAll(async () => {
      await Promise.all([t?.close(), small?.close()]);
    });

    it("get /api/events beyond the per-user cap ends that user's oldest stream and keeps the new one", async () => {
      const { client } = await signedInClient(t.app, "many-tabs@example.com");
      const streams = [];
      for (let index = 0; index < EVENTS_MAX_STREAMS_PER_USER; index += 1) streams.push(await openStream(client));

      const newest = await openStream(client);

      await streams[0]!.ended(2000);
      // The others are still open and still told of changes, the new one included.
      const change: ChangeEvent = { resource: "tickets", action: "created", id: "after-the-cap" };
      await t.events.publish(change);
      for (const stream of [streams[1]!, streams.at(-1)!, newest]) await stream.until(/"after-the-cap"/);
      await Promise.all([...streams.slice(1), newest].map((stream) => stream.cancel()));
    });

    it("get /api/events answers 429 once the server holds its cap of streams, and takes one again when one closes", async () => {
      const { client: first } = await signedInClient(small.app, "first@example.com");
      const { client: second } = await signedInClient(small.app, "second@example.com");
      const open = [];
      for (let index = 0; index < SERVER_CAP; index += 1) open.push(await openStream(first));

      const refused = await second.request("GET", "/api/events");

      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        error: {
          code: "too_many_requests",
          message: "Too many live update connections are open on this server. Try again in a minute.",
        },
      });
      await open.pop()!.cancel();
      await expect.poll(async () => {
        const response = await second.request("GET", "/api/events");
        if (response.status === 200) open.push(eventStreamText(response));
        return response.status;
      }).toBe(200);
      await Promise.all(open.map((stream) => stream.cancel()));
    });
  });
}
