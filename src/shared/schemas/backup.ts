import { z } from "zod";

/** A backup file as the server reports it: its name in the backup folder, size and time taken. */
export const backupSchema = z
  .object({
    fileName: z.string(),
    bytes: z.number().int().nonnegative(),
    takenAt: z.string(),
  })
  .meta({ id: "Backup" });
export type Backup = z.infer<typeof backupSchema>;

/** POST /api/backups */
export const backupBodySchema = z.object({ backup: backupSchema });
export type BackupBody = z.infer<typeof backupBodySchema>;

/** A backup that failed after the last one that succeeded. */
export const backupFailureSchema = z.object({ at: z.string(), message: z.string() }).meta({ id: "BackupFailure" });
export type BackupFailure = z.infer<typeof backupFailureSchema>;

/** GET /api/backups/status */
export const backupStatusSchema = z
  .object({
    lastBackup: backupSchema.nullable().meta({ description: "The newest complete backup in the backup folder" }),
    lastFailure: backupFailureSchema.nullable().meta({ description: "The newest failure, when it came after the last backup" }),
    overdue: z.boolean().meta({ description: "No backup has succeeded in the last two days" }),
  })
  .meta({ id: "BackupStatus" });
export type BackupStatus = z.infer<typeof backupStatusSchema>;
