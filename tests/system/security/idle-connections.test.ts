import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../support/server-process";

/**
 * Idle keep-alive connections against the real server process, with a client agent like the one
 * Playwright's request contexts use: Node's, keepAlive on and no idle timeout of its own, so it
 * ignores the server's `Keep-Alive: timeout=` and reuses a connection for as long as it looks open.
 *
 * The headers and request timeouts bound a request being received, never the wait between two
 * requests, so they close no idle connection. The keep-alive timeout does: a request sent down a
 * connection the server closed while the client was too busy to notice is reset. A client that
 * idles for less than the keep-alive timeout finds its connection open, however busy it is.
 */
const HEADERS_TIMEOUT_SECONDS = 1;
const REQUEST_TIMEOUT_SECONDS = 2;
const KEEP_ALIVE_TIMEOUT_SECONDS = 5;

interface Answer {
  status: number;
  keepAlive: string | string[] | undefined;
  /** Whether the request went down a connection an earlier request had used. */
  reused: boolean;
}

/** A same-origin JSON POST on `agent`; rejects with the socket's error (ECONNRESET, a reset). */
function post(agent: http.Agent, base: string, pathname: string, body: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body);
    const request = http.request(
      `${base}${pathname}`,
      { method: "POST", agent, headers: { origin: base, "content-type": "application/json", "content-length": Buffer.byteLength(data) } },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode!, keepAlive: response.headers["keep-alive"], reused: request.reusedSocket }),
        );
      },
    );
    request.on("error", reject);
    request.end(data);
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Holds this thread as a busy test worker would: nothing it receives is handled meanwhile. */
function block(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

const WRONG_PASSWORD = { email: "nobody@example.com", password: "not the password" };

describe("idle keep-alive connections against the server process", () => {
  let server: RunningServer;
  let dataDir: string;
  let agent: http.Agent;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "autoserv-idle-"));
    server = await startServer({
      DATA_DIR: dataDir,
      HTTP_HEADERS_TIMEOUT_SECONDS: String(HEADERS_TIMEOUT_SECONDS),
      HTTP_REQUEST_TIMEOUT_SECONDS: String(REQUEST_TIMEOUT_SECONDS),
      HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: String(KEEP_ALIVE_TIMEOUT_SECONDS),
    });
  });
  afterEach(() => agent?.destroy());
  afterAll(async () => {
    if (server && server.process.exitCode === null) server.process.kill("SIGKILL");
    await server?.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("says how long it keeps an idle connection", async () => {
    agent = new http.Agent({ keepAlive: true });
    const answer = await post(agent, server.url, "/api/auth/sign-in/email", WRONG_PASSWORD);
    expect(answer.status).toBe(401);
    expect(answer.keepAlive).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_SECONDS}`);
  });

  it("answers the next POST on a connection idle past the headers and request timeouts", async () => {
    agent = new http.Agent({ keepAlive: true });
    expect((await post(agent, server.url, "/api/auth/sign-in/email", WRONG_PASSWORD)).reused).toBe(false);
    // Past both timeouts, and the second the server takes to look for overdue requests.
    await wait((REQUEST_TIMEOUT_SECONDS + 1.5) * 1000);
    const next = await post(agent, server.url, "/api/auth/sign-in/email", WRONG_PASSWORD);
    expect(next).toMatchObject({ status: 401, reused: true });
  });

  it("answers the next POST of a client that idled just under the keep-alive timeout, too busy to notice anything meanwhile", async () => {
    agent = new http.Agent({ keepAlive: true });
    expect((await post(agent, server.url, "/api/auth/sign-in/email", WRONG_PASSWORD)).reused).toBe(false);
    await wait((KEEP_ALIVE_TIMEOUT_SECONDS - 2) * 1000);
    // A connection the server closed meanwhile would still look open to the client, and the
    // request sent down it would be reset.
    block(1500);
    const next = await post(agent, server.url, "/api/auth/sign-in/email", WRONG_PASSWORD);
    expect(next).toMatchObject({ status: 401, reused: true });
  });

  it("resets a POST sent down a connection it closed while the client was too busy to notice", async () => {
    agent = new http.Agent({ keepAlive: true });
    expect((await post(agent, server.url, "/api/auth/sign-in/email", WRONG_PASSWORD)).reused).toBe(false);
    await wait((KEEP_ALIVE_TIMEOUT_SECONDS - 1) * 1000);
    block(4000);
    await expect(post(agent, server.url, "/api/auth/sign-in/email", WRONG_PASSWORD)).rejects.toMatchObject({ code: "ECONNRESET" });
  });
});
