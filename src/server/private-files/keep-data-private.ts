import path from "node:path";
import type { Logger } from "pino";
import { BACKUP_FILE_NAME } from "../backup/backup-format";
import { pgliteFolder } from "../db/pglite";
import type { Env } from "../env";
import { PRIVATE_UMASK, tightenFolder, type Included } from "./private-modes";

/** The files AutoServ itself keeps in DATA_DIR (its lock, backup requests and answers) start so. */
const OWN_FILE_PREFIX = "autoserv.";

/** A backup, or one being written (`autoserv-….sql.<pid>-<random>.partial`). */
const isBackupFile: Included = (entry, isFolder) => {
  const name = path.basename(entry);
  return !isFolder && (BACKUP_FILE_NAME.test(name) || (name.startsWith("autoserv-") && name.endsWith(".partial")));
};

/**
 * Run first by the server and by the backup and restore commands: everything they create from
 * then on is private to their account (umask 077), and the folders they use, made open to others
 * by an older version or by hand, are tightened: DATA_DIR with AutoServ's own files in it, its
 * database folder with everything inside (on the embedded database), and BACKUP_DIR with the
 * backups in it. Other files there (BACKUP_DIR may be a shared disk) are left as they are. Each
 * folder that was open is logged once with its old and new mode. One that cannot be changed
 * (another account's, a file system without modes) is logged and the start goes on.
 */
export function keepDataPrivate(env: Pick<Env, "DATA_DIR" | "BACKUP_DIR" | "DATABASE_URL">, logger: Logger): void {
  process.umask(PRIVATE_UMASK);
  const folders: [string, Included][] = [];
  if (!env.DATABASE_URL) {
    const dataDir = path.resolve(env.DATA_DIR);
    folders.push([dataDir, (entry, isFolder) => isBackupFile(entry, isFolder) || (!isFolder && path.basename(entry).startsWith(OWN_FILE_PREFIX))]);
    folders.push([pgliteFolder(dataDir), () => true]);
  }
  const backupDir = path.resolve(env.BACKUP_DIR);
  if (!folders.some(([folder]) => folder === backupDir)) folders.push([backupDir, isBackupFile]);
  for (const [folder, include] of folders) {
    const tightened = tightenFolder(folder, include);
    if (!tightened) continue;
    const { failure, ...change } = tightened;
    if (change.oldMode !== change.newMode || change.entriesTightened > 0) {
      logger.warn(change, "made a data folder private: other local users could read or change it");
    }
    if (failure) logger.warn({ folder, failure }, "could not make everything in a data folder private; change its permissions by hand");
  }
}
