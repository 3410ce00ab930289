import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { BackupBody, BackupStatus } from "../../../src/shared/schemas/backup";
import { writeBackup } from "../../../src/server/backup/write-backup";
import type { TestClient } from "../test-client";
import { bodyOf, errorOf, openShop, type Shop } from "../shop-test-fixture";
import type { DatabaseKind } from "../../../src/server/db/database";

const HOUR_MS = 60 * 60 * 1000;

/** Run on PGlite by src/server/routes/backups/backup-status.test.ts, on PostgreSQL by tests/system/postgres/backup-status-postgres.test.ts. */
export function describeBackupStatus(kind: DatabaseKind): void {
  describe(`get /api/backups/status on ${kind}`, () => {
    let shop: Shop;

    beforeAll(async () => {
      shop = await openShop(kind);
    });
    afterAll(() => shop?.t.close());

    // Each test starts with an empty backup folder.
    beforeEach(async () => {
      await fs.rm(shop.t.backupDir, { recursive: true, force: true });
    });

    async function statusOf(client: TestClient): Promise<BackupStatus> {
      const response = await client.request("GET", "/api/backups/status");
      expect(response.status).toBe(200);
      return bodyOf<BackupStatus>(response);
    }

    const reported = (file: { fileName: string; bytes: number; takenAt: Date }) => ({
      fileName: file.fileName,
      bytes: file.bytes,
      takenAt: file.takenAt.toISOString(),
    });

    it("answers an Admin no backup, overdue, when the folder has none", async () => {
      expect(await statusOf(shop.admin.client)).toEqual({ lastBackup: null, lastFailure: null, overdue: true });
    });

    it("answers an Admin the newest complete backup, which is not overdue", async () => {
      await writeBackup(shop.t.database, shop.t.backupDir, new Date(Date.now() - 72 * HOUR_MS));
      const posted = await shop.admin.client.request("POST", "/api/backups");
      expect(posted.status).toBe(201);
      const { backup } = await bodyOf<BackupBody>(posted);
      // A file cut short under a later backup's name is not a backup.
      await fs.writeFile(path.join(shop.t.backupDir, "autoserv-20991231-235959Z.sql"), "-- AutoServ backup\n-- format: 1\nINSERT");

      expect(await statusOf(shop.admin.client)).toEqual({ lastBackup: backup, lastFailure: null, overdue: false });
    });

    it("is overdue once the newest backup is more than two days old", async () => {
      const recent = await writeBackup(shop.t.database, shop.t.backupDir, new Date(Date.now() - 47 * HOUR_MS));
      expect(await statusOf(shop.admin.client)).toEqual({ lastBackup: reported(recent), lastFailure: null, overdue: false });

      await fs.rm(recent.path);
      const old = await writeBackup(shop.t.database, shop.t.backupDir, new Date(Date.now() - 49 * HOUR_MS));
      expect(await statusOf(shop.admin.client)).toEqual({ lastBackup: reported(old), lastFailure: null, overdue: true });
    });

    it("reports a failed backup until a later one succeeds", async () => {
      // A file where the folder should be: the backup cannot be written, nor the folder read.
      await fs.mkdir(path.dirname(shop.t.backupDir), { recursive: true });
      await fs.writeFile(shop.t.backupDir, "not a folder");
      const before = Date.now();
      const failed = await shop.admin.client.request("POST", "/api/backups");
      expect(failed.status).toBe(500);

      const status = await statusOf(shop.admin.client);
      expect(status).toMatchObject({ lastBackup: null, overdue: true });
      expect(status.lastFailure?.message).toContain(shop.t.backupDir);
      expect(Date.parse(status.lastFailure?.at ?? "")).toBeGreaterThanOrEqual(before);

      await fs.rm(shop.t.backupDir);
      const retried = await shop.admin.client.request("POST", "/api/backups");
      expect(retried.status).toBe(201);
      const { backup } = await bodyOf<BackupBody>(retried);
      expect(await statusOf(shop.admin.client)).toEqual({ lastBackup: backup, lastFailure: null, overdue: false });
    });

    it.each(["advisor", "technician", "user"] as const)("refuses a %s with 403", async (member) => {
      const response = await shop[member].client.request("GET", "/api/backups/status");
      expect(response.status).toBe(403);
      expect((await errorOf(response)).code).toBe("forbidden");
    });
  });
}
