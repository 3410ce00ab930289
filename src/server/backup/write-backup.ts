import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { DatabaseHandle } from "../db/database";
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from "../private-files/private-modes";
import { backupFileName } from "./backup-format";
import type { BackupFile } from "./backup-file";
import { dumpDatabase } from "./dump-database";

/** Writes go to disk in pieces of about this size. */
const FLUSH_BYTES = 1024 * 1024;
/** No backup takes this long: a `.partial` file older than this was left by a killed one. */
const STALE_PARTIAL_MS = 24 * 60 * 60 * 1000;

export type { BackupFile };

/**
 * Takes a backup of the database into `dir` (created 0700 if needed), as a 0600 file. It is written under a temporary
 * `.partial` name, flushed to disk, and only then renamed to `autoserv-YYYYMMDD-HHMMSSZ.sql`, so
 * a backup that fails or is killed part-way never leaves a file under a backup's name. On failure
 * the partial file is removed and the error is thrown.
 */
export async function writeBackup(handle: DatabaseHandle, dir: string, now: Date = new Date()): Promise<BackupFile> {
  await fs.mkdir(dir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  await removeStalePartials(dir, now);
  const fileName = backupFileName(now);
  const finalPath = path.resolve(dir, fileName);
  const partialPath = `${finalPath}.${process.pid}-${randomBytes(4).toString("hex")}.partial`;
  const file = await fs.open(partialPath, "wx", PRIVATE_FILE_MODE);
  let bytes = 0;
  try {
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const flush = async () => {
      const chunk = Buffer.concat(pending);
      pending = [];
      pendingBytes = 0;
      await file.write(chunk);
    };
    await dumpDatabase(
      handle,
      async (text) => {
        const chunk = Buffer.from(text, "utf8");
        pending.push(chunk);
        pendingBytes += chunk.length;
        bytes += chunk.length;
        if (pendingBytes >= FLUSH_BYTES) await flush();
      },
      now,
    );
    await flush();
    await file.sync();
    await file.close();
    await fs.rename(partialPath, finalPath);
    await syncFolder(dir);
  } catch (error) {
    await file.close().catch(() => {});
    await fs.rm(partialPath, { force: true });
    throw error;
  }
  return { path: finalPath, fileName, bytes, takenAt: now };
}

/** The rename is on disk only once the folder's own entry is. */
async function syncFolder(dir: string): Promise<void> {
  const folder = await fs.open(dir, "r");
  try {
    await folder.sync();
  } catch {
    // Some file systems refuse to sync a folder; the rename is then as safe as they make it.
  } finally {
    await folder.close();
  }
}

async function removeStalePartials(dir: string, now: Date): Promise<void> {
  for (const name of await fs.readdir(dir)) {
    if (!name.endsWith(".partial")) continue;
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat && now.getTime() - stat.mtimeMs > STALE_PARTIAL_MS) await fs.rm(file, { force: true });
  }
}
