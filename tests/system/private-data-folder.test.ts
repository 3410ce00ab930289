import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { modeOf, openToEveryone, openToOthers } from "../support/open-to-others";
import { killServer, startServer, type RunningServer } from "../support/server-process";
import { createPostgresDatabase, TEST_DATABASE_KINDS } from "../support/test-database";
import { signUpAndIn } from "./durability/api-session";

const TIGHTENED = "made a data folder private: other local users could read or change it";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "autoserv-private-"));
const cleanups: (() => Promise<void>)[] = [];
let server: RunningServer | null = null;
afterAll(async () => {
  await killServer(server);
  for (const cleanup of cleanups) await cleanup();
  fs.rmSync(root, { recursive: true, force: true });
});

async function stop(): Promise<void> {
  server!.process.kill("SIGTERM");
  expect(await server!.exited).toBe(0);
}

/** The server's log lines saying it tightened a folder. */
function tightenedLines(output: string): Record<string, unknown>[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === TIGHTENED);
}

describe("the server on a PGlite data folder keeps it private", () => {
  const dataDir = path.join(root, "nested", "data");
  const backups = path.join(dataDir, "backups");

  it("makes a fresh DATA_DIR, its database and its backups its own account's alone: folders 0700, files 0600", async () => {
    server = await startServer({ DATA_DIR: dataDir });
    expect(modeOf(path.join(root, "nested"))).toBe("700");
    expect(modeOf(dataDir)).toBe("700");
    expect(modeOf(path.join(dataDir, "pgdata"))).toBe("700");
    expect(openToOthers(dataDir)).toEqual([]);

    const owner = await signUpAndIn(server.url, "owner@example.com", "Olga Owner");
    const backup = await fetch(`${server.url}/api/backups`, { method: "POST", headers: { cookie: owner.cookie, origin: server.url } });
    expect(backup.status).toBe(201);
    expect(modeOf(backups)).toBe("700");
    expect(fs.readdirSync(backups).map((name) => modeOf(path.join(backups, name)))).toEqual(["600"]);
    await stop();
    // Files the database wrote while it ran and as it stopped (its log, its catalog cache) too.
    expect(openToOthers(dataDir)).toEqual([]);
    // A fresh folder is not news: nothing was open to tighten.
    expect(tightenedLines(server.output())).toEqual([]);
  });

  it("tightens a folder left open to others at start, logging each folder once with its old and new mode", async () => {
    openToEveryone(dataDir);
    fs.chmodSync(path.join(dataDir, "pgdata", "global", "pg_control"), 0o666);
    expect(openToOthers(dataDir).length).toBeGreaterThan(100);

    server = await startServer({ DATA_DIR: dataDir });
    expect(openToOthers(dataDir)).toEqual([]);
    const lines = tightenedLines(server.output());
    expect(lines.map(({ folder, oldMode, newMode }) => ({ folder, oldMode, newMode }))).toEqual([
      { folder: dataDir, oldMode: "0755", newMode: "0700" },
      { folder: path.join(dataDir, "pgdata"), oldMode: "0755", newMode: "0700" },
      { folder: backups, oldMode: "0755", newMode: "0700" },
    ]);
    expect(lines.every((line) => line.level === 40)).toBe(true);
    // The database's files and the backup inside were tightened with their folders.
    expect(lines[1]!.entriesTightened).toBeGreaterThan(100);
    expect(lines[2]!.entriesTightened).toBe(1);
    await stop();
    expect(openToOthers(dataDir)).toEqual([]);
  });
});

describe.runIf(TEST_DATABASE_KINDS.includes("postgres"))("the server on PostgreSQL keeps its backup folder private", () => {
  it("tightens a BACKUP_DIR left open to others at start, with a log line", async () => {
    const { url, drop } = await createPostgresDatabase();
    cleanups.push(drop);
    const backupDir = path.join(root, "pg-backups");
    fs.mkdirSync(backupDir);
    fs.writeFileSync(path.join(backupDir, "autoserv-20260101-000000Z.sql"), "-- AutoServ backup\n");
    openToEveryone(backupDir);
    // BACKUP_DIR may be a disk shared with other things: what is not a backup is left as it is.
    const notOurs = path.join(backupDir, "notes.txt");
    fs.writeFileSync(notOurs, "kept by someone else\n", { mode: 0o644 });

    server = await startServer({ DATABASE_URL: url, BACKUP_DIR: backupDir });
    expect(openToOthers(backupDir)).toEqual([`644 ${notOurs}`]);
    const lines = tightenedLines(server.output());
    expect(lines.map(({ folder, oldMode, newMode, entriesTightened }) => ({ folder, oldMode, newMode, entriesTightened }))).toEqual([
      { folder: backupDir, oldMode: "0755", newMode: "0700", entriesTightened: 1 },
    ]);
    await stop();
  });
});
