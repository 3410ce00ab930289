import path from "node:path";
import type { Logger } from "pino";
import { pgliteFolder } from "../db/pglite";
import type { Env } from "../env";
import { PRIVATE_UMASK, tightenFolder } from "./private-modes";

/**
 * Run first by the server and by the backup and restore commands: everything they create from
 * then on is private to their account (umask 077), and the folders they use, made open to others
 * by an older version or by hand, are tightened: DATA_DIR and its database folder (on the
 * embedded database) and BACKUP_DIR, with everything inside. Each folder that was open is logged
 * once with its old and new mode. A folder that cannot be changed (another account's, a file
 * system without modes) is logged and the start goes on: the shop keeps running.
 */
export function keepDataPrivate(env: Pick<Env, "DATA_DIR" | "BACKUP_DIR" | "DATABASE_URL">, logger: Logger): void {
  process.umask(PRIVATE_UMASK);
  const dataDir = env.DATABASE_URL ? null : path.resolve(env.DATA_DIR);
  const folders = [...new Set([...(dataDir ? [dataDir, pgliteFolder(dataDir)] : []), path.resolve(env.BACKUP_DIR)])];
  for (const folder of folders) {
    const tightened = tightenFolder(folder, new Set(folders.filter((other) => other !== folder)));
    if (!tightened) continue;
    const { failure, ...change } = tightened;
    if (change.oldMode !== change.newMode || change.entriesTightened > 0) {
      logger.warn(change, "made a data folder private: other local users could read or change it");
    }
    if (failure) logger.warn({ folder, failure }, "could not make everything in a data folder private; change its permissions by hand");
  }
}
