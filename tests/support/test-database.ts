import fs from "node:fs";
import { inject } from "vitest";
import pino from "pino";
import type { DatabaseHandle, DatabaseKind } from "../../src/server/db/database";
import { openPglite } from "../../src/server/db/pglite";
import { openPostgres } from "../../src/server/db/postgres";
import { createPostgresDatabase as createDatabaseOn } from "./postgres-database";

// Tests are not the server: they may read their own variable here.
const adminUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (CI sets it). */
export const TEST_DATABASE_KINDS: readonly DatabaseKind[] = adminUrl ? ["pglite", "postgres"] : ["pglite"];

export const silentLogger = pino({ level: "silent" });

/** A brand-new PostgreSQL database on the test server; dropped again by `drop`. */
export function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set.");
  return createDatabaseOn(adminUrl);
}

/** The migrated data folder made once per run by pglite-template.global-setup.ts. */
function pgliteTemplate(): Blob | undefined {
  const file = inject("pgliteTemplate");
  return file ? new Blob([fs.readFileSync(file)]) : undefined;
}

/** A fresh, migrated database of the given kind: in-memory PGlite or a new PostgreSQL database. */
export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === "pglite") return openPglite(null, pgliteTemplate());
  const { url, drop } = await createPostgresDatabase();
  const handle = await openPostgres(url, silentLogger);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}
