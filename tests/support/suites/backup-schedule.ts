import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../../../src/server/db/database";
import { openTestDatabase, silentLogger } from "../test-database";
import { createBackupSchedule, type BackupScheduleOptions } from "../../../src/server/backup/backup-schedule";
import { createBackupTaker, type BackupTaker } from "../../../src/server/backup/backup-taker";
import { listBackups } from "../../../src/server/backup/list-backups";
import { writeBackup } from "../../../src/server/backup/write-backup";
import type { DatabaseKind } from "../../../src/server/db/database";

const DAY_MS = 24 * 60 * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;

/** Run on PGlite by src/server/backup/backup-schedule.test.ts, on PostgreSQL by tests/system/postgres/backup-schedule-postgres.test.ts. */
export function describeBackupSchedule(kind: DatabaseKind): void {
  describe(`the backup schedule on ${kind}`, () => {
    let database: DatabaseHandle;
    let dir: string;
    let taker: BackupTaker;

    beforeAll(async () => {
      database = await openTestDatabase(kind);
    });
    afterAll(() => database?.close());

    beforeEach(() => {
      dir = path.join(os.tmpdir(), "autoserv-test-backups", randomUUID());
      taker = createBackupTaker(database, dir, silentLogger);
    });
    afterEach(() => {
      vi.useRealTimers();
      return fs.rm(dir, { recursive: true, force: true });
    });

    const scheduleOf = (options: Partial<BackupScheduleOptions> = {}) =>
      createBackupSchedule({ database, taker, keep: { daily: 7, weekly: 4 }, logger: silentLogger, intervalMs: HOUR_MS, ...options });

    it("takes a backup when the folder has none, and none while the newest is younger than the interval", async () => {
      const schedule = scheduleOf();

      const first = await schedule.tick();
      expect(first).toMatchObject({ outcome: "taken", deleted: [] });
      const backups = await listBackups(dir);
      expect(backups.map((file) => file.fileName)).toEqual([first.outcome === "taken" ? first.backup.fileName : ""]);

      expect(await schedule.tick()).toEqual({ outcome: "not-due", newest: backups[0] });
      expect(await listBackups(dir)).toEqual(backups);
    });

    it("takes one once the newest is an interval old, then rotates the folder and leaves other files alone", async () => {
      const now = Date.now();
      const old = [];
      for (const daysAgo of [4, 3, 2, 1]) old.push(await writeBackup(database, dir, new Date(now - daysAgo * DAY_MS)));
      await fs.writeFile(path.join(dir, "notes.txt"), "the shop's own file");
      await fs.writeFile(path.join(dir, "autoserv-20260101-020000Z.sql"), "-- AutoServ backup\ncut short");
      const schedule = scheduleOf({ keep: { daily: 3, weekly: 0 }, intervalMs: DAY_MS });

      const tick = await schedule.tick();

      expect(tick.outcome).toBe("taken");
      if (tick.outcome !== "taken") return;
      expect(tick.deleted.map((file) => file.fileName)).toEqual([old[1]!.fileName, old[0]!.fileName]);
      expect((await listBackups(dir)).map((file) => file.fileName)).toEqual([tick.backup.fileName, old[3]!.fileName, old[2]!.fileName]);
      expect((await fs.readdir(dir)).sort()).toEqual(
        ["autoserv-20260101-020000Z.sql", "notes.txt", tick.backup.fileName, old[3]!.fileName, old[2]!.fileName].sort(),
      );
    });

    it("counts a backup an Admin took as the newest, so the schedule does not take another", async () => {
      const taken = await taker.take();
      expect(await scheduleOf().tick()).toEqual({ outcome: "not-due", newest: taken });
    });

    it("reports a failed backup, leaves no file behind, and takes it at the next check", async () => {
      let failing = true;
      const flaky: BackupTaker = { ...taker, take: () => (failing ? Promise.reject(new Error("No space left on device")) : taker.take()) };
      const schedule = createBackupSchedule({ database, taker: flaky, keep: { daily: 7, weekly: 4 }, logger: silentLogger, intervalMs: HOUR_MS });

      expect(await schedule.tick()).toEqual({ outcome: "failed", error: new Error("No space left on device") });
      expect(await fs.readdir(dir).catch(() => [])).toEqual([]);

      failing = false;
      expect((await schedule.tick()).outcome).toBe("taken");
      expect(await listBackups(dir)).toHaveLength(1);
    });

    it("checks soon after start, and not at all once stopped", async () => {
      const schedule = scheduleOf({ firstCheckMs: 0 });
      schedule.start();
      await vi.waitFor(async () => expect(await listBackups(dir)).toHaveLength(1), { timeout: 10_000 });
      await schedule.stop();

      // A backup would be due at once, and a check planned for now runs as the clock moves on;
      // stop() then waits for any check under way to finish.
      let takes = 0;
      const counted: BackupTaker = {
        ...taker,
        take: () => {
          takes += 1;
          return taker.take();
        },
      };
      const stopped = scheduleOf({ taker: counted, firstCheckMs: 0, intervalMs: 1 });
      await stopped.stop();
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      stopped.start();
      await vi.advanceTimersByTimeAsync(60_000);
      vi.useRealTimers();
      await stopped.stop();
      expect(takes).toBe(0);
    });
  });
}
