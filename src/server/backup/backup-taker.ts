import type { Logger } from "pino";
import type { DatabaseHandle } from "../db/database";
import { writeBackup, type BackupFile } from "./write-backup";

/** A backup that failed: when, and the error's message. */
export interface BackupFailure {
  at: Date;
  message: string;
}

export interface BackupTaker {
  /** The folder backups are written to. */
  dir: string;
  /** Takes a backup now, after any already under way; every outcome is logged. */
  take(): Promise<BackupFile>;
  /** Resolves once no backup is under way, so the database can close cleanly. */
  idle(): Promise<void>;
  /** The newest failure since this server started, or null: what Admins are shown. */
  lastFailure(): BackupFailure | null;
}

/**
 * The one way the running server takes backups, whoever asks (an Admin, the backup command, a
 * schedule): one at a time, since on PGlite each holds the database for its whole read.
 */
export function createBackupTaker(database: DatabaseHandle, dir: string, logger: Logger): BackupTaker {
  let last: Promise<unknown> = Promise.resolve();
  let lastFailure: BackupFailure | null = null;
  const take = () => {
    const next = last.then(async () => {
      const started = performance.now();
      try {
        const file = await writeBackup(database, dir);
        logger.info({ file: file.path, bytes: file.bytes, ms: Math.round(performance.now() - started) }, "backup written");
        return file;
      } catch (error) {
        logger.error({ err: error, dir }, "BACKUP FAILED: no backup was written");
        lastFailure = { at: new Date(), message: error instanceof Error ? error.message : String(error) };
        throw error;
      }
    });
    last = next.catch(() => {});
    return next;
  };
  return { dir, take, idle: () => last.then(() => {}), lastFailure: () => lastFailure };
}
