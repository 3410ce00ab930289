import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createBackupSchedule, SCHEDULE_LOCK_KEY } from "../../../src/server/backup/backup-schedule";
import { createBackupTaker } from "../../../src/server/backup/backup-taker";
import { listBackups } from "../../../src/server/backup/list-backups";
import type { DatabaseHandle } from "../../../src/server/db/database";
import { openPostgres } from "../../../src/server/db/postgres";
import { describeBackupSchedule, HOUR_MS } from "../../support/suites/backup-schedule";
import { createPostgresDatabase, silentLogger, TEST_DATABASE_KINDS } from "../../support/test-database";

// The PostgreSQL half; the unit run checks the same suite on PGlite (src/server/backup/backup-schedule.test.ts).
describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("on PostgreSQL", () => {
  describeBackupSchedule("postgres");
});

describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("the backup schedule on instances sharing PostgreSQL", () => {
  let drop: () => Promise<void>;
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  let dir: string;

  beforeAll(async () => {
    const created = await createPostgresDatabase();
    drop = created.drop;
    first = await openPostgres(created.url, silentLogger);
    second = await openPostgres(created.url, silentLogger);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await drop?.();
  });

  beforeEach(() => {
    dir = path.join(os.tmpdir(), "autoserv-test-backups", randomUUID());
  });
  afterEach(() => fs.rm(dir, { recursive: true, force: true }));

  const scheduleOn = (database: DatabaseHandle) =>
    createBackupSchedule({
      database,
      taker: createBackupTaker(database, dir, silentLogger),
      keep: { daily: 7, weekly: 4 },
      logger: silentLogger,
      intervalMs: HOUR_MS,
    });

  it("takes each scheduled backup once, whichever instances check", async () => {
    const ticks = await Promise.all([scheduleOn(first).tick(), scheduleOn(second).tick()]);

    // The other found the lock taken, or (if it came second) the fresh backup.
    expect(ticks.map((tick) => tick.outcome).sort()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(taken-elsewhere|not-due)$/), "taken"]),
    );
    expect(ticks.filter((tick) => tick.outcome === "taken")).toHaveLength(1);
    expect(await listBackups(dir)).toHaveLength(1);
  });

  it("leaves the backup to the instance holding the lock", async () => {
    const schedule = scheduleOn(second);
    await first.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SCHEDULE_LOCK_KEY})`);
      expect(await schedule.tick()).toEqual({ outcome: "taken-elsewhere" });
    });
    expect(await listBackups(dir)).toEqual([]);

    expect((await schedule.tick()).outcome).toBe("taken");
  });
});
