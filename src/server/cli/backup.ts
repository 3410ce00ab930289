// `npm run backup`: writes a backup of the database now and prints its path and size.
import fs from "node:fs";
import path from "node:path";
import { askServerForBackup } from "../backup/ask-server-for-backup";
import { writeBackup, type BackupFile } from "../backup/write-backup";
import { DataDirLockedError } from "../db/data-dir-lock";
import type { DatabaseHandle } from "../db/database";
import { openPglite, pgliteFolder } from "../db/pglite";
import { openPostgres } from "../db/postgres";
import { createLogger } from "../logger";
import { keepDataPrivate } from "../private-files/keep-data-private";
import { envOrExit, fail, formatBytes } from "./cli-output";

async function main(): Promise<void> {
  const env = envOrExit();
  const logger = createLogger("warn");
  keepDataPrivate(env, logger);
  let file: BackupFile;
  if (env.DATABASE_URL) {
    // PostgreSQL serves any number of connections: the backup reads its own snapshot beside the servers.
    file = await backUp(await openPostgres(env.DATABASE_URL, logger, { migrate: false }), env.BACKUP_DIR);
  } else {
    const dataDir = path.resolve(env.DATA_DIR);
    if (!fs.existsSync(pgliteFolder(dataDir))) fail(`There is no database in ${dataDir} (DATA_DIR): nothing to back up.`);
    let handle: DatabaseHandle | null = null;
    try {
      handle = await openPglite(dataDir, undefined, { migrate: false });
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
    }
    if (handle) {
      file = await backUp(handle, env.BACKUP_DIR);
    } else {
      process.stdout.write(`A server is running on ${dataDir}: asking it for the backup...\n`);
      file = await askServerForBackup(dataDir);
    }
  }
  process.stdout.write(`Backup written: ${file.path}\nSize: ${formatBytes(file.bytes)}\n`);
}

/** The database is opened as it is (no migrations): a backup copies, it never changes. */
async function backUp(handle: DatabaseHandle, dir: string): Promise<BackupFile> {
  try {
    return await writeBackup(handle, dir);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  fail(`The backup failed: ${error instanceof Error ? error.message : String(error)}`);
});
