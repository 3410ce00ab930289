import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeBackup } from "../../../src/server/backup/write-backup";
import { modeOf, openToEveryone, openToOthers } from "../../support/open-to-others";
import { openTestDatabase } from "../../support/test-database";
import { runCommand } from "./run-command";

const TIGHTENED = "made a data folder private: other local users could read or change it";

describe("npm run backup and npm run restore keep the data folder private", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "autoserv-private-commands-"));
  const dataDir = path.join(root, "nested", "data");
  const env = { DATA_DIR: dataDir };
  let backupFile = "";

  beforeAll(async () => {
    const database = await openTestDatabase("pglite");
    try {
      backupFile = (await writeBackup(database, path.join(root, "source-backups"))).path;
    } finally {
      await database.close();
    }
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("restore makes the new data folder and every file of its database private: folders 0700, files 0600", async () => {
    const run = await runCommand("restore", [backupFile], env);
    expect(run.code).toBe(0);
    expect(modeOf(path.join(root, "nested"))).toBe("700");
    expect(openToOthers(dataDir)).toEqual([]);
  });

  it("backup of a stopped folder writes a 0600 file in a 0700 folder", async () => {
    const run = await runCommand("backup", [], env);
    expect(run.code).toBe(0);
    const file = /^Backup written: (.+\.sql)$/m.exec(run.stdout)![1]!;
    expect(path.dirname(file)).toBe(path.join(dataDir, "backups"));
    expect(modeOf(file)).toBe("600");
    expect(openToOthers(dataDir)).toEqual([]);
  });

  it("restore --force tightens a folder left open to others, says so, and sets it aside private", async () => {
    openToEveryone(dataDir);
    const run = await runCommand("restore", [backupFile, "--force"], env);
    expect(run.code).toBe(0);
    const lines = run.stdout
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { msg: string; folder: string; oldMode: string; newMode: string });
    expect(lines.filter((line) => line.msg === TIGHTENED).map(({ folder, oldMode, newMode }) => ({ folder, oldMode, newMode }))).toEqual([
      { folder: dataDir, oldMode: "0755", newMode: "0700" },
      { folder: path.join(dataDir, "pgdata"), oldMode: "0755", newMode: "0700" },
      { folder: path.join(dataDir, "backups"), oldMode: "0755", newMode: "0700" },
    ]);
    const aside = /The old data folder was moved to (.+)\n/.exec(run.stdout)![1]!;
    expect(fs.readdirSync(aside)).toEqual(["pgdata"]);
    expect(openToOthers(aside)).toEqual([]);
    expect(openToOthers(dataDir)).toEqual([]);
  });
});
