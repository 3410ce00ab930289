import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import type { Logger } from "pino";
import { DataDirLockedError, lockDataDir } from "../db/data-dir-lock";
import { migrationJournal } from "../db/migrations";
import { openPglite, pgliteFolder } from "../db/pglite";
import { openPostgres } from "../db/postgres";
import { makePrivateFolder } from "../private-files/private-modes";
import { backupFileName, type BackupHeader } from "./backup-format";
import { BackupFileError, readBackupScript } from "./backup-file";
import { deleteLeftOutRows } from "./left-out-of-backups";

export type RestoreTarget =
  /** `backupDir` is left in place when it lies inside the data folder: it holds the backups. */
  | { kind: "pglite"; dataDir: string; backupDir: string }
  | { kind: "postgres"; url: string };

export interface RestoreOptions {
  file: string;
  target: RestoreTarget;
  /** A data folder that is not empty is moved aside first; it never applies to PostgreSQL. */
  force?: boolean;
  logger: Logger;
  now?: Date;
}

export interface RestoreResult {
  header: BackupHeader;
  /** Where the old data folder went (with `force`), or null. */
  movedAside: string | null;
}

/** A restore that was refused before anything was changed; its message says why and what to do. */
export class RestoreRefusedError extends Error {
  override name = "RestoreRefusedError";
}

const LOCK_FILE = "autoserv.lock";

/**
 * Fills an empty data folder, or an empty PostgreSQL database, from a backup: the backup's schema
 * and rows are loaded in one transaction, then the migrations newer than the backup are applied,
 * exactly as a start would apply them.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const { header, script: backupScript } = await readBackupScript(options.file);
  const script = withoutLeftOutRows(backupScript, options.file);
  const known = migrationJournal().some((entry) => entry.tag === header.migration);
  if (!known) {
    throw new RestoreRefusedError(
      `The backup was taken by a newer version of AutoServ (its database has migration ${header.migration}); restore it with that version or a later one.`,
    );
  }
  const { target } = options;
  if (target.kind === "postgres") {
    await restoreIntoPostgres(target.url, script, options);
    return { header, movedAside: null };
  }
  const movedAside = clearDataDir(target.dataDir, target.backupDir, options.force === true, options.now ?? new Date());
  try {
    const handle = await openPglite(target.dataDir, undefined, {
      beforeMigrations: async (client) => {
        await client.exec(script);
      },
    });
    await handle.close();
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new RestoreRefusedError(error.message);
    // The database was made by this restore and holds nothing: leave the folder empty for the next try.
    fs.rmSync(pgliteFolder(target.dataDir), { recursive: true, force: true });
    throw error;
  }
  return { header, movedAside };
}

const SCRIPT_END = "\nCOMMIT;\n";

/**
 * The backup's script with the rows backups leave out deleted before its COMMIT, in the same
 * transaction: a backup taken before they were left out holds sessions and the secret that signs
 * their cookies, and no sign-in made before a restore may work after it.
 */
function withoutLeftOutRows(script: string, file: string): string {
  if (!script.endsWith(SCRIPT_END)) {
    throw new BackupFileError(`${file} does not end with COMMIT as an AutoServ backup does; it cannot be restored.`);
  }
  return `${script.slice(0, -SCRIPT_END.length)}\n-- Rows a backup leaves out, should this one hold them\n${deleteLeftOutRows()}${SCRIPT_END}`;
}

/**
 * Makes sure nothing runs on the data folder and that it holds no database. A folder holding
 * one is refused, or with `force` renamed to `<folder>.before-restore-<time>`; the backup folder,
 * when it lies inside, is moved back so the backups stay where the server looks for them.
 */
function clearDataDir(dataDir: string, backupDir: string, force: boolean, now: Date): string | null {
  const folder = path.resolve(dataDir);
  if (!fs.existsSync(folder)) return null;
  let release: () => void;
  try {
    release = lockDataDir(folder);
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new RestoreRefusedError(error.message);
    throw error;
  }
  const backups = path.resolve(backupDir);
  const keptInside = path.dirname(backups) === folder ? path.basename(backups) : null;
  const contents = fs.readdirSync(folder).filter((name) => name !== LOCK_FILE && name !== keptInside);
  if (contents.length === 0) {
    release();
    return null;
  }
  const aside = `${folder}.before-restore-${backupFileName(now).replace(/^autoserv-|\.sql$/g, "")}`;
  if (!force) {
    release();
    throw new RestoreRefusedError(
      `The data folder ${folder} is not empty (it holds ${contents.join(", ")}). Restore into an empty folder, ` +
        `or add --force to move this one aside to ${aside} first.`,
    );
  }
  // Renamed while locked, so no server can start on it in between; the lock goes with it.
  fs.renameSync(folder, aside);
  fs.rmSync(path.join(aside, LOCK_FILE), { force: true });
  release();
  if (keptInside && fs.existsSync(path.join(aside, keptInside))) {
    makePrivateFolder(folder);
    fs.renameSync(path.join(aside, keptInside), backups);
  }
  return aside;
}

/**
 * A PostgreSQL database is restored only when it holds no tables: clearing one is left to its
 * administrator (drop and create it), since a database server may hold more than AutoServ's data.
 */
async function restoreIntoPostgres(url: string, script: string, options: RestoreOptions): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number }>(
      `select count(*)::int as tables from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')`,
    );
    if ((rows[0]?.tables ?? 0) > 0) {
      throw new RestoreRefusedError(
        `The PostgreSQL database is not empty (it has ${rows[0]?.tables} tables, views or sequences). ` +
          "Restore into a new, empty database" +
          (options.force ? ": --force applies to a data folder only, never to a PostgreSQL database." : "."),
      );
    }
    await client.query(script);
  } finally {
    await client.end();
  }
  const handle = await openPostgres(url, options.logger);
  await handle.close();
}
