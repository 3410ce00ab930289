import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, inject, it } from "vitest";
import type { DatabaseKind } from "../../../src/server/db/database";
import { startServer, type RunningServer } from "../../support/server-process";
import { createPostgresDatabase, TEST_DATABASE_KINDS } from "../../support/test-database";
import { LoadHttp } from "../../../bench/load/load-http";
import { runLoad } from "../../../bench/load/load-run";
import { openLoadShop } from "../../../bench/load/load-shop";

// The short version of npm run test:load (bench/load.ts): the same driver, a few seconds long.
const SECONDS = 5;
const STREAMS = 20;
const CONNECTIONS = 4;

const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The server from source (vitest runs before the build), on brand-new storage of the kind. */
async function startOn(kind: DatabaseKind): Promise<RunningServer> {
  let env: Record<string, string>;
  if (kind === "pglite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "autoserv-load-"));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    // The run's migrated template, unpacked where the server keeps PGlite's files (db/pglite.ts):
    // initdb would take many seconds on a busy machine.
    const pgdata = path.join(dir, "pgdata");
    fs.mkdirSync(pgdata, { recursive: true });
    execFileSync("tar", ["-xf", inject("pgliteTemplate"), "-C", pgdata], { stdio: "ignore" });
    env = { DATA_DIR: dir };
  } else {
    const { url, drop } = await createPostgresDatabase();
    cleanups.push(drop);
    env = { DATABASE_URL: url };
  }
  const server = await startServer(env);
  cleanups.push(async () => {
    server.process.kill("SIGTERM");
    await server.exited;
  });
  return server;
}

describe.each(TEST_DATABASE_KINDS)("the server on %s under a mixed load with open event streams", (kind) => {
  it("answers every read and write with success and tells every stream of every change it may see", async () => {
    const server = await startOn(kind);
    const client = new LoadHttp(server.url, CONNECTIONS);
    cleanups.push(() => client.close());
    // No seeding: the mix's own writes fill the lists within the first second.
    const shop = await openLoadShop(client);

    const result = await runLoad(client, shop, { seconds: SECONDS, connections: CONNECTIONS, streams: STREAMS, seed: 1 });

    expect(result.errorSamples).toEqual([]);
    expect(result.errors).toBe(0);
    // Edits carrying the updatedAt last read were among them, and none met a 409.
    expect(result.byOperation["ticket: edit"].count + result.byOperation["job card: status change"].count).toBeGreaterThan(0);
    expect(result.events.dropped).toEqual([]);
    expect(result.events.silentStreams).toBe(0);
    expect(result.events.received).toBe(result.events.expected);
  });
});
