import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { StoredJobCardImage } from "../../../src/shared/schemas/job-card-image-responses";
import type { DatabaseHandle, DatabaseKind } from "../../../src/server/db/database";
import { openPglite } from "../../../src/server/db/pglite";
import { openPostgres } from "../../../src/server/db/postgres";
import { restoreBackup } from "../../../src/server/backup/restore-backup";
import { writeBackup } from "../../../src/server/backup/write-backup";
import { onePixelImage, pickedFile } from "../../support/job-card-image-files";
import { bodyOf } from "../../support/shop-test-fixture";
import { createTestApp } from "../../support/test-app";
import { signedInClient, TestClient } from "../../support/test-client";
import { createPostgresDatabase, silentLogger, TEST_DATABASE_KINDS } from "../../support/test-database";

const tempDirs: string[] = [];
function tempDir(label: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `autoserv-${label}-`));
  tempDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A fresh database of the kind, filled from the backup file, as `npm run restore` fills one. */
async function restoredDatabase(kind: DatabaseKind, file: string): Promise<DatabaseHandle> {
  if (kind === "pglite") {
    const dataDir = path.join(tempDir("restored"), "data");
    await restoreBackup({ file, target: { kind, dataDir, backupDir: path.join(dataDir, "backups") }, logger: silentLogger });
    return openPglite(dataDir);
  }
  const { url, drop } = await createPostgresDatabase();
  await restoreBackup({ file, target: { kind, url }, logger: silentLogger });
  const handle = await openPostgres(url, silentLogger);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}

describe.each(TEST_DATABASE_KINDS)("job card images in a backup (%s)", (kind) => {
  it("stored images are in the backup and get answers each again, byte for byte, after a restore", async () => {
    // Two images: a table of files is dumped a row at a time, so each row is its own statement.
    const types = ["image/webp", "image/png"] as const;
    const source = await createTestApp(kind);
    const stored: { type: string; bytes: Uint8Array; image: StoredJobCardImage }[] = [];
    let file: string;
    try {
      const { client } = await signedInClient(source.app, "owner@example.com", { password: "owner passphrase" });
      for (const type of types) {
        const bytes = onePixelImage(type);
        const upload = await client.request("POST", "/api/job-card-images", pickedFile(bytes, type));
        expect(upload.status).toBe(201);
        stored.push({ type, bytes, image: await bodyOf<StoredJobCardImage>(upload) });
      }
      file = (await writeBackup(source.database, tempDir("backups"))).path;
    } finally {
      await source.close();
    }

    const restored = await createTestApp(kind, { database: await restoredDatabase(kind, file) });
    try {
      const owner = new TestClient(restored.app);
      expect((await owner.logIn("owner@example.com", "owner passphrase")).status).toBe(200);
      for (const { type, bytes, image } of stored) {
        const response = await owner.request("GET", image.url);
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe(type);
        expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
      }
    } finally {
      await restored.close();
    }
  });
});
