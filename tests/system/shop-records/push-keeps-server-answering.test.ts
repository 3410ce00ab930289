import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { MAX_MUTATIONS_PER_PUSH, type ShopPullResponse, type ShopPushResponse } from "../../../src/shared/schemas/shop-sync";
import { startServer, type RunningServer } from "../../support/server-process";
import { signUpAndIn, type ApiSession } from "../durability/api-session";

/**
 * The embedded database runs in the server's own process: a push that applied its mutations one
 * after another without letting the event loop turn held every other request until it was done.
 * Here a request sent while a maximal push is under way must be answered before the push is.
 */
describe("a maximal sync push on the embedded database", () => {
  let server: RunningServer;
  let dir: string;
  let admin: ApiSession;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "autoserv-push-"));
    // The run's migrated template, unpacked where the server keeps PGlite's files (see db/pglite.ts).
    const template = inject("pgliteTemplate");
    if (template) {
      const pgdata = path.join(dir, "data", "pgdata");
      fs.mkdirSync(pgdata, { recursive: true });
      execFileSync("tar", ["-xf", template, "-C", pgdata], { stdio: "ignore" });
    }
    server = await startServer({ DATA_DIR: path.join(dir, "data"), LOG_LEVEL: "info" });
    admin = await signUpAndIn(server.url, "admin@example.com", "Ada Admin");
    const shared = await request("PUT", "/api/shop-records/setting", { shared: true });
    expect(shared.status).toBe(200);
  });
  afterAll(async () => {
    if (server && server.process.exitCode === null) server.process.kill("SIGKILL");
    await server?.exited;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  function request(method: "GET" | "POST" | "PUT", urlPath: string, body?: unknown): Promise<Response> {
    return fetch(`${server.url}${urlPath}`, {
      method,
      headers: { cookie: admin.cookie, ...(body === undefined ? {} : { origin: server.url, "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  async function pulledLoadRecords(): Promise<number> {
    const response = await request("GET", "/api/sync/pull?clientId=watching-device");
    expect(response.status).toBe(200);
    const answer = (await response.json()) as ShopPullResponse;
    return answer.changes.filter((change) => change.id.startsWith("load-")).length;
  }

  it("lets a request sent while it runs be answered before it, and the device sends the rest after its answer", async () => {
    const clientId = "pushing-device";
    const mutations = Array.from({ length: MAX_MUTATIONS_PER_PUSH }, (_, index) => ({
      id: index + 1,
      name: "put",
      collection: "vehicles",
      recordId: `load-${index + 1}`,
      baseVersion: 0,
      fields: { make: "Load", mileage: index },
    }));
    const answered: string[] = [];
    const pushed = request("POST", "/api/sync/push", { clientId, mutations }).then(async (response) => {
      answered.push("push");
      expect(response.status).toBe(200);
      return (await response.json()) as ShopPushResponse;
    });

    // The push is under way once some of its records can be pulled (before that, a pull may
    // come first because the push has not started).
    let seen = 0;
    while (seen === 0) seen = await pulledLoadRecords();
    const health = request("GET", "/api/health").then((response) => answered.push(`health ${response.status}`));
    const me = request("GET", "/api/me").then((response) => answered.push(`me ${response.status}`));
    await Promise.all([health, me, pushed]);
    expect(answered.indexOf("push")).toBe(2);
    expect(answered.slice(0, 2).sort()).toEqual(["health 200", "me 200"]);

    // A push answers with how far it got; the device sends what is left until all is applied.
    let last = (await pushed).lastMutationId;
    expect(last).toBeGreaterThan(0);
    while (last < mutations.length) {
      const response = await request("POST", "/api/sync/push", { clientId, mutations: mutations.filter((mutation) => mutation.id > last) });
      expect(response.status).toBe(200);
      const next = ((await response.json()) as ShopPushResponse).lastMutationId;
      expect(next).toBeGreaterThan(last);
      last = next;
    }
    expect(await pulledLoadRecords()).toBe(MAX_MUTATIONS_PER_PUSH);
  });
});
