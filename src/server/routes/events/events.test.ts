import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChangeEvent } from "../../../shared/events/change-event";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { signedInClient, TestClient } from "../../testing/test-client";
import { TEST_DATABASE_KINDS } from "../../testing/test-database";

const HEARTBEAT_MS = 100;

/** Reads a server-sent event stream the way EventSource would, as text. */
function streamReader(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  return {
    /** Reads until the text so far matches, or fails after `timeoutMs`. */
    async readUntil(pattern: RegExp, timeoutMs = 5000): Promise<string> {
      const deadline = Date.now() + timeoutMs;
      while (!pattern.test(text)) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No ${pattern} within ${timeoutMs} ms; the stream said:\n${text}`);
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`No ${pattern} within ${timeoutMs} ms; the stream said:\n${text}`)), left);
        });
        const { done, value } = await Promise.race([reader.read(), timeout]).finally(() => clearTimeout(timer));
        if (done) throw new Error(`The stream ended before ${pattern}; it said:\n${text}`);
        text += decoder.decode(value, { stream: true });
      }
      return text;
    },
    /** Resolves when the server ends the stream. */
    async ended(): Promise<void> {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        text += decoder.decode(value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}

/** The `change` events in the text of a stream, parsed as EventSource would hand them over. */
function changeEvents(text: string): ChangeEvent[] {
  return text
    .split("\n\n")
    .filter((block) => block.split("\n").includes("event: change"))
    .map((block) => {
      const data = block
        .split("\n")
        .filter((line) => line.startsWith("data: "))
        .map((line) => line.slice("data: ".length))
        .join("\n");
      return JSON.parse(data) as ChangeEvent;
    });
}

describe.each(TEST_DATABASE_KINDS)("GET /api/events on %s", (kind) => {
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
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("x-accel-buffering")).toBe("no");
    const stream = streamReader(response);
    await stream.readUntil(/^: connected\n\n/);

    const created: ChangeEvent = { resource: "tickets", action: "created", id: "ticket-1" };
    const deleted: ChangeEvent = { resource: "job-cards", action: "deleted", id: "card-2" };
    await t.events.publish(created);
    await t.events.publish(deleted);

    const text = await stream.readUntil(/"card-2"[^\n]*\n\n/);
    expect(changeEvents(text)).toEqual([created, deleted]);
    await stream.cancel();
  });

  it("get /api/events sends a heartbeat comment while nothing changes", async () => {
    const response = await client.request("GET", "/api/events");
    const stream = streamReader(response);

    const text = await stream.readUntil(/(^|\n): heartbeat\n\n/, HEARTBEAT_MS * 20);
    expect(changeEvents(text)).toEqual([]);
    await stream.cancel();
  });

  it("get /api/events stops listening when the client goes away", async () => {
    const before = openSubscriptions;
    const response = await client.request("GET", "/api/events");
    const stream = streamReader(response);
    await stream.readUntil(/: connected\n\n/);
    expect(openSubscriptions).toBe(before + 1);

    await stream.cancel();
    await expect.poll(() => openSubscriptions).toBe(before);
  });

  // Last: it closes the bus, as a stopping server does.
  it("get /api/events ends open streams when the server stops", async () => {
    const stream = streamReader(await client.request("GET", "/api/events"));
    await stream.readUntil(/: connected\n\n/);

    await t.events.close();

    await stream.ended();
  });
});
