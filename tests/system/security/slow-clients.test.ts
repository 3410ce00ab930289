import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpAndIn } from "../durability/api-session";
import { startServer, type RunningServer } from "../../support/server-process";

/**
 * Slow clients against the real server process: one that trickles its request (headers or body)
 * is answered 408 and cut off once its timeout has passed, instead of holding the connection for
 * Node's default five minutes; an event stream, whose request arrived whole, stays open.
 */
const HEADERS_TIMEOUT_SECONDS = 1;
const REQUEST_TIMEOUT_SECONDS = 2;
/** Node checks for overdue requests each second; the rest is room for a busy machine. */
const SLACK_MS = 2500;
const TRICKLE_EVERY_MS = 200;

interface SocketOutcome {
  /** What the server sent back. */
  received: string;
  /** Milliseconds until the server closed the connection, or null if it was still open. */
  closedAfterMs: number | null;
}

/**
 * Opens a connection, sends `head`, then `trickleByte` every 200 ms (if given), and watches for
 * `watchMs`: what comes back, and whether (and when) the server closes the connection.
 */
function trickle(port: number, head: string, trickleByte: string | null, watchMs: number): Promise<SocketOutcome> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    const started = Date.now();
    let received = "";
    let drip: NodeJS.Timeout | undefined;
    const watch = setTimeout(() => {
      clearInterval(drip);
      socket.removeAllListeners("close");
      socket.destroy();
      resolve({ received, closedAfterMs: null });
    }, watchMs);
    socket.on("connect", () => {
      socket.write(head);
      if (trickleByte !== null) drip = setInterval(() => socket.writable && socket.write(trickleByte), TRICKLE_EVERY_MS);
    });
    socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
    // A reset after the 408 is the server cutting the connection too.
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(watch);
      clearInterval(drip);
      resolve({ received, closedAfterMs: Date.now() - started });
    });
  });
}

/** Closed within the timeout (plus slack), after the server said 408 if it said anything. */
function expectCutOff(outcome: SocketOutcome, timeoutSeconds: number): void {
  expect(outcome.closedAfterMs, `still open; received ${JSON.stringify(outcome.received)}`).not.toBeNull();
  expect(outcome.closedAfterMs!).toBeGreaterThanOrEqual(timeoutSeconds * 1000 - 100);
  expect(outcome.closedAfterMs!).toBeLessThan(timeoutSeconds * 1000 + SLACK_MS);
  if (outcome.received) expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
}

describe("slow clients against the server process", () => {
  let server: RunningServer;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "autoserv-slow-"));
    server = await startServer({
      DATA_DIR: dataDir,
      HTTP_HEADERS_TIMEOUT_SECONDS: String(HEADERS_TIMEOUT_SECONDS),
      HTTP_REQUEST_TIMEOUT_SECONDS: String(REQUEST_TIMEOUT_SECONDS),
    });
  });
  afterAll(async () => {
    if (server && server.process.exitCode === null) server.process.kill("SIGKILL");
    await server?.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("cuts off a request whose body trickles in past the request timeout with 408", async () => {
    const head =
      "POST /api/auth/sign-in/email HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n";
    const outcome = await trickle(server.port, head, " ", REQUEST_TIMEOUT_SECONDS * 1000 + SLACK_MS + 1000);
    expectCutOff(outcome, REQUEST_TIMEOUT_SECONDS);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("cuts off a request whose headers trickle in past the headers timeout with 408", async () => {
    const head = "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ";
    const outcome = await trickle(server.port, head, "a", HEADERS_TIMEOUT_SECONDS * 1000 + SLACK_MS + 1000);
    expectCutOff(outcome, HEADERS_TIMEOUT_SECONDS);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("keeps GET /api/events open well past the request timeout", async () => {
    const session = await signUpAndIn(server.url, "owner@example.com", "Shop Owner");
    const head = `GET /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\nCookie: ${session.cookie}\r\n\r\n`;
    const outcome = await trickle(server.port, head, null, REQUEST_TIMEOUT_SECONDS * 1000 + SLACK_MS + 1000);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 200 /);
    expect(outcome.received).toMatch(/content-type: text\/event-stream/i);
    expect(outcome.closedAfterMs, "the event stream was closed").toBeNull();
  });
});
