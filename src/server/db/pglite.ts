import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { lockDataDir } from "./data-dir-lock";
import type { DatabaseHandle } from "./database";
import { isUpToDate, LAST_APPLIED_SQL } from "./migrations";
import { MIGRATIONS_FOLDER } from "../paths";
import { makePrivateFolder, tightenFolder } from "../private-files/private-modes";
import * as schema from "./schema";

/** Extensions the migrations create (trigram indexes for list search); PGlite bundles them. */
const extensions = { pg_trgm };

/**
 * PGlite's buffer cache lives in the server's own memory, and with PostgreSQL's default of 128 MB
 * a busy list pushed the process past 400 MB. File reads still go through the kernel's page
 * cache, so a smaller pool costs little speed.
 */
const startParams = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

export interface PgliteHandle extends DatabaseHandle {
  /** The whole data folder as a tarball, for loading into another in-memory instance. */
  dumpDataDir(): Promise<Blob>;
}

export interface OpenPgliteOptions {
  /** Runs on the open database before the migrations: a restore loads its backup here. */
  beforeMigrations?: (client: PGlite) => Promise<void>;
  /** False opens the database as it is, for a backup that must not change what it copies. */
  migrate?: boolean;
}

/** The folder inside DATA_DIR that holds PGlite's own files. */
export function pgliteFolder(dataDir: string): string {
  return path.join(dataDir, "pgdata");
}

/**
 * Embedded PostgreSQL persisted in `dataDir`, or in memory when it is null. An in-memory one may
 * start from `template`, a dumped data folder, which skips PGlite's slow initdb (tests).
 */
export async function openPglite(dataDir: string | null, template?: Blob, options: OpenPgliteOptions = {}): Promise<PgliteHandle> {
  let release = () => {};
  let client: PGlite;
  if (dataDir === null) {
    client = new PGlite({ extensions, startParams, ...(template ? { loadDataDir: template } : {}) });
  } else {
    // PGlite creates only the last folder of its path.
    makePrivateFolder(dataDir);
    release = lockDataDir(dataDir);
    client = new PGlite(pgliteFolder(dataDir), { extensions, startParams });
  }
  const db = drizzle({ client, schema });
  try {
    await client.waitReady;
    await options.beforeMigrations?.(client);
    const lastApplied = await client
      .query<{ applied: unknown }>(LAST_APPLIED_SQL)
      .then((result) => result.rows[0]?.applied, () => null);
    if (options.migrate !== false && !isUpToDate(lastApplied)) await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    // PGlite sets some files' modes itself, whatever the umask: a new folder's files 0666, the
    // catalog cache 0644. The folder is 0700, so none is open to others; this keeps them 0600 too.
    if (dataDir !== null) tightenFolder(pgliteFolder(dataDir));
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
    dumpDataDir: () => client.dumpDataDir("none"),
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
      release();
    },
  };
}
