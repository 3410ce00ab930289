import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../src/server/db/database";
import { openPglite } from "../../../src/server/db/pglite";
import { openPostgres } from "../../../src/server/db/postgres";
import { jobCardImages, shopServices, shopVehicles, syncConflicts } from "../../../src/server/db/schema";
import { restoreBackup } from "../../../src/server/backup/restore-backup";
import { writeBackup } from "../../../src/server/backup/write-backup";
import { createTestApp, type TestApp } from "../../support/test-app";
import { signedInClient } from "../../support/test-client";
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

/** Every byte value, twice, and a picture's first bytes. */
const IMAGE_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256))]);
const SHOP_TABLES = ["sync_space", "shop_vehicles", "shop_services", "sync_conflict", "job_card_images"] as const;

/** Each table's rows as JSON text, in key order: equal text means every value came back exactly. */
async function tablesOf(database: DatabaseHandle): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of SHOP_TABLES) {
    const found = (await database.db.execute(
      sql.raw(`select row_to_json(t)::text as line from ${table} t order by 1`),
    )) as unknown as { rows: { line: string }[] };
    result[table] = found.rows.map((row) => row.line);
  }
  return result;
}

describe.each(TEST_DATABASE_KINDS)("a backup of shop records restored into %s", (kind) => {
  let source: TestApp;
  let file = "";
  let before: Record<string, string[]> = {};

  beforeAll(async () => {
    source = await createTestApp("pglite");
    const { client } = await signedInClient(source.app, "owner@example.com");
    const owner = (await client.me()).userId;
    const db = source.database.db;
    await db.execute(sql`update sync_space set version = 41 where id = 1`);
    await db.insert(shopVehicles).values({
      id: "v-1",
      version: 40,
      fieldVersions: { make: 3, "customFields.color": 40 },
      make: "Citroën \"2CV\" l'ancienne",
      year: 1974,
      mileage: 123456.7,
      customFields: { color: "rouge\nfoncé", doors: 4, empty: null },
      createdBy: owner,
      updatedBy: owner,
      deletedAt: new Date("2026-03-01T10:00:00.123Z"),
      deletedBy: owner,
      savedAt: "2026-03-01T09:59:58.000Z",
    });
    await db.insert(shopServices).values({
      id: "s-1",
      version: 41,
      vehicleId: "v-1",
      costCents: 1234567,
      parts: [{ name: "Filtre à huile", quantity: 1.5, priceCents: 999 }],
      jobCardImage: "/api/job-card-images/x",
      updatedBy: owner,
    });
    await db.insert(syncConflicts).values({
      collection: "vehicles",
      recordId: "v-1",
      field: "owner.phone",
      keptValue: "555-0101",
      overwrittenValue: { nested: ["a", 1, null] },
      changedBy: owner,
    });
    await db.insert(jobCardImages).values({ contentType: "image/jpeg", bytes: IMAGE_BYTES, size: IMAGE_BYTES.length, createdBy: owner });
    before = await tablesOf(source.database);
    file = (await writeBackup(source.database, tempDir("shop-backups"))).path;
  });
  afterAll(() => source?.close());

  it("brings back the sync space's epoch and version, the records' jsonb and numbers, and the images' bytes exactly", async () => {
    let restored: DatabaseHandle;
    let cleanUp = async () => {};
    if (kind === "pglite") {
      const dataDir = tempDir("shop-restore");
      await restoreBackup({ file, target: { kind: "pglite", dataDir, backupDir: path.join(dataDir, "backups") }, logger: silentLogger });
      restored = await openPglite(dataDir);
    } else {
      const { url, drop } = await createPostgresDatabase();
      await restoreBackup({ file, target: { kind: "postgres", url }, logger: silentLogger });
      restored = await openPostgres(url, silentLogger);
      cleanUp = drop;
    }
    try {
      expect(await tablesOf(restored)).toEqual(before);
      const [image] = await restored.db.select().from(jobCardImages);
      expect(Buffer.compare(image!.bytes, IMAGE_BYTES)).toBe(0);
      const [vehicle] = await restored.db.select().from(shopVehicles);
      expect(vehicle!.customFields).toEqual({ color: "rouge\nfoncé", doors: 4, empty: null });
      expect(vehicle!.mileage).toBe(123456.7);
    } finally {
      await restored.close();
      await cleanUp();
    }
  });
});
