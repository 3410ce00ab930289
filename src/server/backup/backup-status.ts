import { isBackupOverdue } from "../../shared/constants/backup";
import type { BackupStatus } from "../../shared/schemas/backup";
import type { BackupFile } from "./backup-file";
import type { BackupTaker } from "./backup-taker";
import { listBackups } from "./list-backups";

/** The newest backup in the folder, the failure Admins still need to see, and whether one is overdue. */
export async function backupStatus(backups: BackupTaker, now: Date): Promise<BackupStatus> {
  let newest: BackupFile | null = null;
  let failure = backups.lastFailure();
  try {
    newest = (await listBackups(backups.dir))[0] ?? null;
  } catch (error) {
    // A folder that cannot be read is a failure Admins must see, not an answer they cannot load.
    failure ??= { at: now, message: `The backup folder ${backups.dir} cannot be read: ${(error as Error).message}` };
  }
  // A failure that a later backup (of this instance or another sharing the folder) made good is past.
  if (failure && newest && failure.at <= newest.takenAt) failure = null;
  return {
    lastBackup: newest && { fileName: newest.fileName, bytes: newest.bytes, takenAt: newest.takenAt.toISOString() },
    lastFailure: failure && { at: failure.at.toISOString(), message: failure.message },
    overdue: isBackupOverdue(newest?.takenAt ?? null, now),
  };
}
