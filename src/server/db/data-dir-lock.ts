import fs from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

/**
 * PGlite has no lock between processes, and a second writer on the same folder loses rows without
 * an error. Holding a lock file with our pid refuses a second server; a lock left by a
 * process that no longer runs (a kill -9) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = path.join(dataDir, "autoserv.lock");
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = fs.openSync(lockPath, "wx", 0o600);
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return () => {
        try {
          if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(readOrEmpty(lockPath), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
        throw new DataDirLockedError(
          `The data folder ${path.resolve(dataDir)} is in use by another AutoServ server (pid ${holder}). ` +
            "Stop it first, or set DATA_DIR to another folder.",
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${path.resolve(dataDir)}.`);
}

function readOrEmpty(file: string): string {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
