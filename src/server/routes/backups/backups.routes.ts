import { createRoute } from "@hono/zod-openapi";
import { backupBodySchema } from "../../../shared/schemas/backup";
import type { BackupTaker } from "../../backup/backup-taker";
import { createRouter } from "../../http/create-router";
import { errorResponses, json } from "../../http/openapi";
import { requirePermission } from "../../middleware/require-permission";

const takeRoute = createRoute({
  method: "post",
  path: "/backups",
  tags: ["Backups"],
  summary: "Write a backup of the whole database to the backup folder now (Admin)",
  middleware: [requirePermission("backups:manage")] as const,
  responses: { 201: { description: "Written", content: json(backupBodySchema) }, ...errorResponses },
});

export function backupsRoutes(backups: BackupTaker) {
  return createRouter().openapi(takeRoute, async (c) => {
    const { fileName, bytes, takenAt } = await backups.take();
    return c.json({ backup: { fileName, bytes, takenAt: takenAt.toISOString() } }, 201);
  });
}
