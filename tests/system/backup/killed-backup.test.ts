import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKUP_FILE_NAME } from "../../../src/server/backup/backup-format";
import { BackupFileError } from "../../../src/server/backup/backup-file";
import { listBackups } from "../../../src/server/backup/list-backups";
import { restoreBackup } from "../../../src/server/backup/restore-backup";
import { openPglite } from "../../../src/server/db/pglite";
import { silentLogger } from "../../support/test-database";
import { runCommand, startCommand } from "./run-command";

/** Enough rows (about 40 MB of backup) that the backup is still writing when it is killed. */
const TICKETS = 40_000;

describe("a backup killed while it writes", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "autoserv-killed-"));
  const dataDir = path.join(root, "data");
  const backupDir = path.join(dataDir, "backups");
  const env = { DATA_DIR: dataDir, LOG_LEVEL: "warn" };
  let partial = "";

  beforeAll(async () => {
    const database = await openPglite(dataDir);
    await database.db.execute(sql`insert into users (id, name, email) values ('owner', 'Olga Owner', 'olga@example.com')`);
    await database.db.execute(sql`insert into service_tickets (vin, issue_description, created_by)
      select 'VIN' || n, repeat('The brakes squeal when cold. ', 35) || n, 'owner' from generate_series(1, ${TICKETS}) as n`);
    await database.close();

    const run = startCommand("backup", [], env);
    // Killed as soon as its partial file has grown past its first megabyte.
    for (;;) {
      const names = fs.existsSync(backupDir) ? fs.readdirSync(backupDir) : [];
      const growing = names.find((name) => name.endsWith(".partial"));
      if (growing && fs.statSync(path.join(backupDir, growing)).size > 1024 * 1024) {
        run.child.kill("SIGKILL");
        partial = path.join(backupDir, growing);
        break;
      }
      if (run.child.exitCode !== null) throw new Error(`the backup ended before it could be killed:\n${run.output().stdout}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect((await run.exited).signal).toBe("SIGKILL");
  }, 300_000);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("leaves no file under a backup's name, and nothing listBackups lists", async () => {
    expect(fs.readdirSync(backupDir).filter((name) => BACKUP_FILE_NAME.test(name))).toEqual([]);
    expect(await listBackups(backupDir)).toEqual([]);
  });

  it("leaves a partial file that restore refuses, even renamed to a backup's name", async () => {
    const renamed = path.join(root, "autoserv-20260101-000000Z.sql");
    fs.copyFileSync(partial, renamed);
    expect(await listBackups(root)).toEqual([]);
    for (const file of [partial, renamed]) {
      const target = { kind: "pglite", dataDir: path.join(root, "restored"), backupDir: path.join(root, "restored", "backups") } as const;
      await expect(restoreBackup({ file, target, logger: silentLogger })).rejects.toThrow(BackupFileError);
      expect(fs.existsSync(path.join(root, "restored"))).toBe(false);
    }
  });

  it("lets the next backup run on the folder its killed process held", async () => {
    const run = await runCommand("backup", [], env);
    expect(run.code).toBe(0);
    const [backup] = await listBackups(backupDir);
    expect(backup?.bytes).toBeGreaterThan(TICKETS * 1000);
  }, 300_000);
});
