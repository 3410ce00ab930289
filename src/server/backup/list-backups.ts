import fs from "node:fs/promises";
import path from "node:path";
import { BACKUP_FILE_NAME } from "./backup-format";
import { describeBackupFile, type BackupFile } from "./backup-file";

/**
 * The complete backups in `dir`, newest first. Files being written (`.partial`), files cut short
 * and files of other names are left out. A folder that does not exist holds none.
 */
export async function listBackups(dir: string): Promise<BackupFile[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const found = await Promise.all(
    names.filter((name) => BACKUP_FILE_NAME.test(name)).map((name) => describeBackupFile(path.join(dir, name))),
  );
  return found
    .filter((file): file is BackupFile => file !== null)
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime() || b.fileName.localeCompare(a.fileName));
}
