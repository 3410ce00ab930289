import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { DatabaseHandle, DatabaseKind } from "../../src/server/db/database";
import { openPglite } from "../../src/server/db/pglite";
import { openPostgres } from "../../src/server/db/postgres";
import { instanceSettings } from "../../src/server/db/schema";
import { runServerExpectingExit, startServer, type RunningServer } from "../support/server-process";
import { createPostgresDatabase, silentLogger, TEST_DATABASE_KINDS } from "../support/test-database";

const running: RunningServer[] = [];
const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const server of running.splice(0)) {
    if (server.process.exitCode === null) server.process.kill("SIGKILL");
    await server.exited;
  }
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "autoserv-data-"));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  // A nested path: PGlite itself creates only the last folder.
  return path.join(dir, "nested", "data");
}

async function start(env: Record<string, string>): Promise<RunningServer> {
  const server = await startServer(env);
  running.push(server);
  return server;
}

/** Where a server of each kind keeps its data, and how to read a row back without the server. */
async function databaseFor(
  kind: DatabaseKind,
): Promise<{ env: Record<string, string>; open: () => Promise<DatabaseHandle> }> {
  if (kind === "pglite") {
    const dataDir = tempDataDir();
    return { env: { DATA_DIR: dataDir }, open: () => openPglite(dataDir) };
  }
  const { url, drop } = await createPostgresDatabase();
  cleanups.push(drop);
  return { env: { DATABASE_URL: url }, open: () => openPostgres(url, silentLogger) };
}

async function storedAuthSecret(open: () => Promise<DatabaseHandle>): Promise<string | undefined> {
  const handle = await open();
  try {
    const [row] = await handle.db
      .select()
      .from(instanceSettings)
      .where(eq(instanceSettings.key, "auth_secret"));
    return row?.value;
  } finally {
    await handle.close();
  }
}

describe.each(TEST_DATABASE_KINDS)("the server process on %s", (kind) => {
  it("answers health, keeps a row it wrote across a kill -9, and stops cleanly on SIGTERM", async () => {
    const { env, open } = await databaseFor(kind);
    // With no AUTH_SECRET the server generates one and writes it to the database at start.
    const first = await start(env);
    expect(await (await fetch(`${first.url}/api/health`)).json()).toEqual({ status: "ok", database: kind });
    first.process.kill("SIGKILL");
    await first.exited;
    const written = await storedAuthSecret(open);
    expect(written).toMatch(/^[\w-]{64}$/);

    // A restart over the killed server's data reuses that row rather than making a new one.
    const second = await start(env);
    expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
    second.process.kill("SIGTERM");
    expect(await second.exited).toBe(0);
    expect(second.output()).toContain('"msg":"stopped"');
    expect(await storedAuthSecret(open)).toBe(written);
  });
});

describe("the server process on a PGlite data folder", () => {
  it("refuses a second server on the same DATA_DIR, and releases the folder on SIGINT", async () => {
    const dataDir = tempDataDir();
    const first = await start({ DATA_DIR: dataDir });
    const second = await runServerExpectingExit({ DATA_DIR: dataDir });
    expect(second.code).toBe(1);
    expect(second.output.trim()).toMatch(
      /^The data folder .+ is in use by another AutoServ server \(pid \d+\)\. Stop it first, or set DATA_DIR to another folder\.$/,
    );

    first.process.kill("SIGINT");
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, "autoserv.lock"))).toBe(false);
    await start({ DATA_DIR: dataDir });
  });
});

describe("the server process with bad configuration", () => {
  it.each([
    [{ PORT: "abc" }, "Invalid environment variable PORT: must be a whole number from 0 to 65535"],
    [{ DATABASE_URL: "mysql://localhost/x" }, "Invalid environment variable DATABASE_URL"],
    [{ AUTH_SECRET: "short" }, "Invalid environment variable AUTH_SECRET"],
  ])("stops with exit code 1 and one line for %o", async (env, expected) => {
    const result = await runServerExpectingExit({ DATA_DIR: tempDataDir(), ...env });
    expect(result.code).toBe(1);
    const lines = result.output.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(expected);
    expect(result.output).not.toMatch(/\bat .+:\d+:\d+/);
  });
});
