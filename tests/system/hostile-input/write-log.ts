import { sql } from "drizzle-orm";
import type { Database } from "../../../src/server/db/database";

/** Bookkeeping that refused requests are meant to touch: failed sign-ins are counted (rate-limit.ts). */
const EXCLUDED_TABLES = new Set(["rate_limits"]);

/** Committed row writes per table since the log was installed. */
export type WriteCounts = Record<string, number>;

interface Rows<T> {
  rows: T[];
}

/** Every table of the app's schema, so a table added later is watched without a change here. */
async function watchedTables(db: Database): Promise<string[]> {
  const result = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as Rows<{ table_name: string }>;
  return result.rows.map((row) => row.table_name).filter((name) => !EXCLUDED_TABLES.has(name));
}

/**
 * Installs, in the test database only, a trigger on every table that counts each inserted,
 * updated or deleted row (and each truncate) in a side table. A write inside a transaction that
 * rolls back rolls its count back too, so the counts move exactly when a row changed for good.
 * Reading them is one small query, where a snapshot of every table per request would cost more
 * than the request itself.
 */
export async function installWriteLog(db: Database): Promise<() => Promise<WriteCounts>> {
  const tables = await watchedTables(db);
  // One statement per call: PGlite's extended protocol takes no more.
  await db.execute(sql.raw(`create table hostile_input_writes (table_name text primary key, n bigint not null)`));
  await db.execute(
    sql.raw(`
      create function hostile_input_count_write() returns trigger language plpgsql as $$
      begin
        insert into hostile_input_writes values (tg_table_name, 1)
          on conflict (table_name) do update set n = hostile_input_writes.n + 1;
        return null;
      end $$`),
  );
  for (const table of tables) {
    await db.execute(
      sql.raw(`create trigger hostile_input_rows after insert or update or delete on "${table}"
        for each row execute function hostile_input_count_write()`),
    );
    await db.execute(
      sql.raw(`create trigger hostile_input_truncate after truncate on "${table}"
        for each statement execute function hostile_input_count_write()`),
    );
  }
  return async () => {
    const result = (await db.execute(sql`select table_name, n from hostile_input_writes`)) as unknown as Rows<{ table_name: string; n: string | number }>;
    return Object.fromEntries(result.rows.map((row) => [row.table_name, Number(row.n)]));
  };
}

/** The tables written to between two readings. */
export function changedTables(before: WriteCounts, after: WriteCounts): string[] {
  return Object.keys(after).filter((table) => before[table] !== after[table]);
}
