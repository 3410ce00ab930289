import fs from "node:fs";
import { inject } from "vitest";
import { sql } from "drizzle-orm";
import pino from "pino";
import type { DatabaseHandle, DatabaseKind } from "../../src/server/db/database";
import { openPglite, type PgliteHandle } from "../../src/server/db/pglite";
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

/**
 * Starting PGlite from the template takes most of a second of CPU, paid by every server test file.
 * So a worker keeps the PGlite databases its files have closed and hands one out again put back
 * as the template left it: every table emptied and refilled with the rows the migrations seeded,
 * sequences and session state reset. One whose tables, columns, triggers or functions a test
 * changed is closed for good instead, so no file sees another's leftovers.
 */
interface SpareDatabase {
  handle: PgliteHandle;
  /** The template's seeded rows, sequence values and a fingerprint of its schema. */
  template: TemplateState;
}
interface TemplateState {
  tables: string[];
  restore: string[];
  fingerprint: string;
}
const spares: SpareDatabase[] = [];

const FINGERPRINT_SQL = `
  select md5(string_agg(entry, ',' order by entry)) as fingerprint from (
    select format('c:%s.%s:%s:%s:%s', n.nspname, c.relname, c.relkind::text, a.attname, format_type(a.atttypid, a.atttypmod)) as entry
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
    union all select format('t:%s:%s:%s', tgrelid::regclass, tgname, tgenabled::text) from pg_trigger where not tgisinternal
    union all select format('p:%s:%s', p.oid::regprocedure, md5(p.prosrc)) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname not in ('pg_catalog', 'information_schema')
    union all select format('s:%s:%s', setdatabase, array_to_string(setconfig, ';')) from pg_db_role_setting
  ) entries`;

/** Rows of a statement, on either kind of database (their drizzle answers differ only in type). */
async function rowsOf<Row>(handle: DatabaseHandle, text: string): Promise<Row[]> {
  const result = (await handle.db.execute(sql.raw(text))) as unknown as { rows: Row[] };
  return result.rows;
}

async function fingerprintOf(handle: DatabaseHandle): Promise<string> {
  const [row] = await rowsOf<{ fingerprint: string }>(handle, FINGERPRINT_SQL);
  return row!.fingerprint;
}

/** What the migrations left: each table's rows and each sequence's value, as the statements that put them back. */
async function templateStateOf(handle: DatabaseHandle): Promise<TemplateState> {
  const tables = await rowsOf<{ name: string }>(handle, `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'`);
  const statements: string[] = [];
  for (const table of tables) {
    const [row] = await rowsOf<{ rows: unknown[] | null }>(handle, `select json_agg(t) as rows from ${table.name} t`);
    const seeded = row?.rows;
    if (seeded && seeded.length > 0) {
      const literal = JSON.stringify(seeded).replaceAll("'", "''");
      statements.push(`insert into ${table.name} select * from json_populate_recordset(null::${table.name}, '${literal}'::json)`);
    }
  }
  const sequences = await rowsOf<{ name: string; value: string; called: boolean }>(
    handle,
    `select format('%I.%I', schemaname, sequencename) as name, coalesce(last_value, start_value)::text as value,
            last_value is not null as called
       from pg_sequences where schemaname = 'public'`,
  );
  for (const sequence of sequences) statements.push(`select setval('${sequence.name}', ${sequence.value}, ${sequence.called})`);
  return { tables: tables.map((table) => table.name), restore: statements, fingerprint: await fingerprintOf(handle) };
}

/** Puts a closed file's database back as the template left it; false when its schema was changed. */
async function putBack(spare: SpareDatabase): Promise<boolean> {
  const { handle, template } = spare;
  try {
    await handle.db.execute(sql.raw("discard all"));
    if ((await fingerprintOf(handle)) !== template.fingerprint) return false;
    await handle.db.transaction(async (tx) => {
      if (template.tables.length > 0) await tx.execute(sql.raw(`truncate ${template.tables.join(", ")} restart identity cascade`));
      for (const statement of template.restore) await tx.execute(sql.raw(statement));
    });
    return true;
  } catch {
    return false;
  }
}

/** A spare PGlite database, or a new one from the template; its close puts it back for the worker's next file. */
async function openPgliteForTest(): Promise<PgliteHandle> {
  let spare = spares.pop();
  if (!spare) {
    const handle = await openPglite(null, pgliteTemplate());
    spare = { handle, template: await templateStateOf(handle) };
  }
  const leased = spare;
  const unlistens: (() => Promise<void>)[] = [];
  let closed = false;
  // Once closed, the lease answers as a closed database does, so nothing of a file reaches the next one's.
  const refuse = () => new Error("This test database is closed.");
  const db = new Proxy(leased.handle.db, {
    get(target, property, receiver) {
      if (closed) throw refuse();
      return Reflect.get(target, property, receiver);
    },
  });
  return {
    kind: "pglite",
    db,
    ping: () => (closed ? Promise.reject(refuse()) : leased.handle.ping()),
    dumpDataDir: () => (closed ? Promise.reject(refuse()) : leased.handle.dumpDataDir()),
    listen: async (channel, onPayload) => {
      const unlisten = await leased.handle.listen!(channel, onPayload);
      unlistens.push(unlisten);
      return unlisten;
    },
    close: async () => {
      if (closed) return;
      closed = true;
      for (const unlisten of unlistens) await unlisten().catch(() => {});
      if (await putBack(leased)) spares.push(leased);
      else await leased.handle.close();
    },
  };
}

/** A fresh, migrated database of the given kind: in-memory PGlite or a new PostgreSQL database. */
export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === "pglite") return openPgliteForTest();
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
