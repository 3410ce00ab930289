import fs from "node:fs/promises";
import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { DatabaseHandle } from "../db/database";
import { createRepeatingTask, type RepeatingTask } from "../scheduling/repeating-task";
import type { BackupFile } from "./backup-file";
import type { BackupTaker } from "./backup-taker";
import { listBackups } from "./list-backups";
import { backupsToDelete, type BackupKeep } from "./rotation";

/** A failed backup is tried again after this long, then after twice as long each time, up to the interval. */
const RETRY_MS = 15 * 60 * 1000;
/** The first check waits for the server to settle (and for its first requests) after the start. */
const FIRST_CHECK_MS = 60 * 1000;
/** A timer may fire a moment early; a check planned for when a backup falls due waits this much longer. */
const DUE_SLACK_MS = 1000;
/**
 * Instances sharing one PostgreSQL database take the scheduled backup under this advisory lock,
 * so one of them writes it; the others find the lock taken, or the fresh backup once it is free.
 */
export const SCHEDULE_LOCK_KEY = 724_301_118;

export interface BackupScheduleOptions {
  database: DatabaseHandle;
  taker: BackupTaker;
  keep: BackupKeep;
  logger: Logger;
  /** A backup falls due this long after the newest complete one in the taker's folder. */
  intervalMs: number;
  retryMs?: number;
  firstCheckMs?: number;
  /** The clock the due check reads (tests move it). */
  now?: () => Date;
}

/** What one check of the schedule did. */
export type BackupTick =
  | { outcome: "taken"; backup: BackupFile; deleted: BackupFile[] }
  | { outcome: "not-due"; newest: BackupFile }
  /** Another instance on the same PostgreSQL database is checking or taking it right now. */
  | { outcome: "taken-elsewhere" }
  | { outcome: "failed"; error: unknown };

/** Each tick takes a backup if one is due, then rotates the folder. */
export type BackupSchedule = RepeatingTask<BackupTick>;

/**
 * The running server's backups on a schedule. A backup is due when the newest complete one in the
 * folder (whoever took it: the schedule, an Admin, the backup command) is an interval old, so a
 * restart neither skips one nor takes an extra one. After each scheduled backup the folder is
 * rotated. A failure has been logged by the taker; it is tried again after RETRY_MS, doubling up
 * to the interval, and the taker never leaves a half-written file under a backup's name.
 */
export function createBackupSchedule(options: BackupScheduleOptions): BackupSchedule {
  const { database, taker, keep, logger, intervalMs } = options;
  const retryMs = options.retryMs ?? RETRY_MS;
  const now = options.now ?? (() => new Date());
  let failuresInARow = 0;

  const check = async (): Promise<BackupTick> => {
    try {
      const newest = (await listBackups(taker.dir))[0];
      if (newest && now().getTime() - newest.takenAt.getTime() < intervalMs) return { outcome: "not-due", newest };
    } catch (error) {
      logger.error({ err: error, dir: taker.dir }, "BACKUP FAILED: the backup folder could not be read");
      return { outcome: "failed", error };
    }
    let backup: BackupFile;
    try {
      backup = await taker.take();
    } catch (error) {
      return { outcome: "failed", error };
    }
    return { outcome: "taken", backup, deleted: await rotate() };
  };

  const rotate = async (): Promise<BackupFile[]> => {
    try {
      const deleted = backupsToDelete(await listBackups(taker.dir), keep);
      for (const file of deleted) await fs.rm(file.path, { force: true });
      if (deleted.length > 0) logger.info({ deleted: deleted.map((file) => file.fileName) }, "old backups removed by rotation");
      return deleted;
    } catch (error) {
      // The new backup is safe; the next rotation removes what this one could not.
      logger.warn({ err: error, dir: taker.dir }, "backup rotation failed");
      return [];
    }
  };

  const locked = async (): Promise<BackupTick> => {
    // PGlite is held by this one process; only instances sharing PostgreSQL need the lock.
    if (database.kind !== "postgres") return check();
    try {
      // A transaction-level lock: it ends with the transaction, or with the connection if this
      // instance dies mid-backup, so it is never left held.
      return await database.db.transaction(async (tx) => {
        const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(${SCHEDULE_LOCK_KEY}) as locked`)) as unknown as {
          rows: { locked: boolean }[];
        };
        return result.rows[0]?.locked ? check() : { outcome: "taken-elsewhere" as const };
      });
    } catch (error) {
      logger.error({ err: error }, "BACKUP FAILED: the scheduled backup could not start");
      return { outcome: "failed", error };
    }
  };

  const delayAfter = (result: BackupTick): number => {
    failuresInARow = result.outcome === "failed" ? failuresInARow + 1 : 0;
    switch (result.outcome) {
      case "taken":
        return intervalMs;
      case "not-due":
        return Math.min(intervalMs, result.newest.takenAt.getTime() + intervalMs - now().getTime()) + DUE_SLACK_MS;
      case "taken-elsewhere":
        return retryMs;
      case "failed": {
        const delay = Math.min(intervalMs, retryMs * 2 ** (failuresInARow - 1));
        logger.warn({ retryInMinutes: Math.round(delay / 60_000) }, "the scheduled backup will be tried again");
        return delay;
      }
    }
  };

  return createRepeatingTask(locked, { firstDelayMs: options.firstCheckMs ?? FIRST_CHECK_MS, delayAfter });
}
