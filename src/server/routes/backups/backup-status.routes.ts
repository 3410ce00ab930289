import { createRoute } from "@hono/zod-openapi";
import { backupStatusSchema } from "../../../shared/schemas/backup";
import { backupStatus } from "../../backup/backup-status";
import type { BackupTaker } from "../../backup/backup-taker";
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
