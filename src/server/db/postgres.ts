import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { Logger } from "pino";
import type { DatabaseHandle } from "./database";
import { isUpToDate, LAST_APPLIED_SQL } from "./migrations";
import { MIGRATIONS_FOLDER } from "../paths";
import * as schema from "./schema";

const RETRY_DELAY_MS = 2000;

/**
 * The pool's size and how long it keeps a connection that idles. node-postgres closes one after
 * ten idle seconds by default, and a shop's day is full of quieter ten seconds: the next list
 * then waited for a new connection, which plans each list statement and the session check anew
 * (both are kept per connection), adding tens of milliseconds. Connections stay through ten
 * quiet minutes instead, with TCP keep-alive so a connection dropped by the network is noticed.
 * bench:api's baseline uses the same settings.
 */
export const POOL_SETTINGS = { max: 10, idleTimeoutMillis: 10 * 60_000, keepAlive: true } as const satisfies pg.PoolConfig;

// Any constant works; it only has to be the same for every instance migrating one database.
const MIGRATION_LOCK_KEY = 724_301_117;

/**
 * A node-postgres pool. A database that is not up yet is waited for with a log line per try,
 * and instances starting together take an advisory lock so migrations run once. `migrate: false`
 * opens the database as it is, for a backup that must not change what it copies.
 */
export async function openPostgres(url: string, logger: Logger, options: { migrate?: boolean } = {}): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, ...POOL_SETTINGS });
  // An idle client losing its connection must not crash the server; the pool replaces it.
  pool.on("error", (error) => logger.warn({ err: error.message }, "PostgreSQL connection lost"));
  const client = await connectWithRetry(pool, url, logger);
  try {
    const lastApplied = await client
      .query<{ applied: unknown }>(LAST_APPLIED_SQL)
      .then((result) => result.rows[0]?.applied, () => null);
    if (options.migrate !== false && !isUpToDate(lastApplied)) await migrateLocked(client);
  } catch (error) {
    client.release(true);
    await pool.end();
    throw error;
  }
  client.release();
  const db = drizzle({ client: pool, schema });
  let closed = false;
  return {
    kind: "postgres",
    url,
    db,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** Instances starting together take turns; the migrator re-checks what is applied inside. */
async function migrateLocked(client: pg.PoolClient): Promise<void> {
  await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
  try {
    await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
  }
}

async function connectWithRetry(pool: pg.Pool, url: string, logger: Logger): Promise<pg.PoolClient> {
  const where = describe(url);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await pool.connect();
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      if (isPermanent(reason)) throw error;
      logger.warn(
        { attempt, reason },
        `PostgreSQL at ${where} is not reachable (${reason}); retrying in ${RETRY_DELAY_MS / 1000} s`,
      );
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    }
  }
}

/** Wrong password or database name will not fix themselves: fail at once. */
function isPermanent(code: string): boolean {
  return code === "28P01" || code === "28000" || code === "3D000";
}

function describe(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
  } catch {
    return "DATABASE_URL";
  }
}
