import { createRoute } from "@hono/zod-openapi";
import { isBackupOverdue } from "../../../shared/constants/backup";
import { backupStatusSchema, type BackupStatus } from "../../../shared/schemas/backup";
import type { BackupFile } from "../../backup/backup-file";
import type { BackupTaker } from "../../backup/backup-taker";
import { listBackups } from "../../backup/list-backups";
import { createRouter } from "../../http/create-router";
import { errorResponses, json } from "../../http/openapi";
import { requirePermission } from "../../middleware/require-permission";

const statusRoute = createRoute({
  method: "get",
  path: "/backups/status",
  tags: ["Backups"],
  summary: "The newest backup in the backup folder, and whether backups are failing or overdue (Admin)",
  middleware: [requirePermission("backups:manage")] as const,
  responses: { 200: { description: "The backups' state", content: json(backupStatusSchema) }, ...errorResponses },
});

export function backupStatusRoutes(backups: BackupTaker) {
  return createRouter().openapi(statusRoute, async (c) => c.json(await backupStatus(backups, new Date()), 200));
}

async function backupStatus(backups: BackupTaker, now: Date): Promise<BackupStatus> {
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
