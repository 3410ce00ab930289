import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/database";
import { openTestDatabase } from "../../../tests/support/test-database";
import { backupFileName } from "./backup-format";
import { BackupFileError, readBackupScript } from "./backup-file";
import { listBackups } from "./list-backups";
import { writeBackup } from "./write-backup";

describe("backup files", () => {
  let database: DatabaseHandle;
  let dir: string;

  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    await database.db.execute(sql`insert into users (id, name, email) values ('u1', 'Ada', 'ada@example.com')`);
  });
  afterAll(() => database?.close());
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "autoserv-backups-"));
    return () => fs.rmSync(dir, { recursive: true, force: true });
  });

  it("writes a backup named by its time, and lists complete backups newest first", async () => {
    const older = await writeBackup(database, dir, new Date("2026-01-01T10:00:00Z"));
    const newer = await writeBackup(database, dir, new Date("2026-01-02T10:00:00Z"));
    expect(newer.fileName).toBe("autoserv-20260102-100000Z.sql");
    expect(newer.bytes).toBe(fs.statSync(newer.path).size);
    expect(await listBackups(dir)).toEqual([newer, older]);
    expect(fs.readdirSync(dir).sort()).toEqual([older.fileName, newer.fileName]);
  });

  it("lists nothing for a folder that does not exist", async () => {
    expect(await listBackups(path.join(dir, "none"))).toEqual([]);
  });

  it("leaves out partial files, files cut short, damaged ends and files of other names", async () => {
    const good = await writeBackup(database, dir, new Date("2026-01-01T10:00:00Z"));
    const content = fs.readFileSync(good.path);
    const lastLine = content.lastIndexOf("\n", content.length - 2) + 1;
    fs.writeFileSync(path.join(dir, `${good.fileName}.123-abcd.partial`), content);
    // Cut short anywhere: mid-data, and just before the complete-line.
    fs.writeFileSync(path.join(dir, backupFileName(new Date("2026-01-03T00:00:00Z"))), content.subarray(0, content.length / 2));
    fs.writeFileSync(path.join(dir, backupFileName(new Date("2026-01-04T00:00:00Z"))), content.subarray(0, lastLine));
    // A complete-line whose byte count does not match what comes before it.
    fs.writeFileSync(path.join(dir, backupFileName(new Date("2026-01-05T00:00:00Z"))), Buffer.concat([content.subarray(0, 100), content.subarray(lastLine)]));
    fs.writeFileSync(path.join(dir, "notes.sql"), content);
    expect((await listBackups(dir)).map((file) => file.fileName)).toEqual([good.fileName]);
  });

  it("refuses to read a backup whose content no longer matches its last line", async () => {
    const good = await writeBackup(database, dir, new Date("2026-01-01T10:00:00Z"));
    const damaged = path.join(dir, "damaged.sql");
    fs.writeFileSync(damaged, fs.readFileSync(good.path, "utf8").replace("'Ada'", "'Eve'"));
    await expect(readBackupScript(damaged)).rejects.toThrow(BackupFileError);
    await expect(readBackupScript(damaged)).rejects.toThrow(/incomplete or damaged/);
    expect((await readBackupScript(good.path)).header.migration).toMatch(/^\d{4}_/);
  });

  it("leaves no file behind when the backup fails at its last step", async () => {
    const now = new Date("2026-01-01T10:00:00Z");
    // The final name is taken by a folder, so the rename that completes the backup fails.
    fs.mkdirSync(path.join(dir, backupFileName(now)));
    await expect(writeBackup(database, dir, now)).rejects.toThrow();
    expect(fs.readdirSync(dir)).toEqual([backupFileName(now)]);
    expect(await listBackups(dir)).toEqual([]);
  });

  it("removes partial files left a day ago by a killed backup, never a newer one", async () => {
    const stale = path.join(dir, "autoserv-20251231-100000Z.sql.999-aaaa.partial");
    const recent = path.join(dir, "autoserv-20260101-095900Z.sql.998-bbbb.partial");
    fs.writeFileSync(stale, "-- AutoServ backup\n");
    fs.writeFileSync(recent, "-- AutoServ backup\n");
    const now = new Date("2026-01-01T10:00:00Z");
    fs.utimesSync(stale, new Date(now.getTime() - 25 * 3600_000), new Date(now.getTime() - 25 * 3600_000));
    fs.utimesSync(recent, new Date(now.getTime() - 60_000), new Date(now.getTime() - 60_000));
    const written = await writeBackup(database, dir, now);
    expect(fs.readdirSync(dir).sort()).toEqual([path.basename(recent), written.fileName].sort());
  });
});
