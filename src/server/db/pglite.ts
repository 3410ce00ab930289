import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { lockDataDir } from "./data-dir-lock";
import { MIGRATIONS_FOLDER, type DatabaseHandle } from "./database";
import * as schema from "./schema";

/** Embedded PostgreSQL persisted in `dataDir`, or in memory when it is null. */
export async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  let release = () => {};
  let client: PGlite;
  if (dataDir === null) {
    client = new PGlite();
  } else {
    // PGlite creates only the last folder of its path.
    fs.mkdirSync(dataDir, { recursive: true });
    release = lockDataDir(dataDir);
    client = new PGlite(path.join(dataDir, "pgdata"));
  }
  const db = drizzle({ client, schema });
  try {
    await client.waitReady;
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.close().catch(() => {});
    release();
    throw error;
  }
  let closed = false;
  return {
    kind: "pglite",
    db,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
      release();
    },
  };
}
