// `npm run restore -- FILE [--force]`: fills an empty data folder, or an empty PostgreSQL
// database (DATABASE_URL), from a backup, then applies the migrations newer than the backup.
import path from "node:path";
import { BackupFileError } from "../backup/backup-file";
import { restoreBackup, RestoreRefusedError, type RestoreTarget } from "../backup/restore-backup";
import { createLogger } from "../logger";
import { keepDataPrivate } from "../private-files/keep-data-private";
import { envOrExit, fail } from "./cli-output";

const USAGE = "Usage: npm run restore -- FILE [--force]";

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const force = args.includes("--force");
  const unknown = args.filter((arg) => arg.startsWith("-") && arg !== "--force");
  const files = args.filter((arg) => !arg.startsWith("-"));
  if (args.includes("--help") || args.includes("-h")) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (unknown.length > 0) fail(`Unknown option ${unknown[0]}. ${USAGE}`);
  if (files.length !== 1) fail(`Name one backup file. ${USAGE}`);
  const file = path.resolve(files[0]!);

  const env = envOrExit();
  const logger = createLogger("warn");
  // Before anything moves: a data folder set aside by --force stays as private as it now is.
  keepDataPrivate(env, logger);
  const target: RestoreTarget = env.DATABASE_URL
    ? { kind: "postgres", url: env.DATABASE_URL }
    : { kind: "pglite", dataDir: path.resolve(env.DATA_DIR), backupDir: env.BACKUP_DIR };
  const where = target.kind === "postgres" ? "the PostgreSQL database of DATABASE_URL" : target.dataDir;
  process.stdout.write(`Restoring ${file} into ${where}...\n`);
  try {
    const { header, movedAside } = await restoreBackup({ file, target, force, logger });
    if (movedAside) process.stdout.write(`The old data folder was moved to ${movedAside}\n`);
    process.stdout.write(
      `Restored the backup taken ${header.takenAt.toISOString()} (${header.database}, migration ${header.migration}); ` +
        "newer migrations, if any, were applied.\n",
    );
  } catch (error) {
    if (error instanceof RestoreRefusedError || error instanceof BackupFileError) fail(error.message);
    throw error;
  }
}

main().catch((error: unknown) => {
  fail(`The restore failed: ${error instanceof Error ? error.message : String(error)}`);
});
