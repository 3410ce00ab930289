import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "../db/database";
import { migrationJournal } from "../db/migrations";
import { BACKUP_FORMAT_VERSION, formatCompleteLine, formatHeader } from "./backup-format";
import { LEFT_OUT_OF_BACKUPS } from "./left-out-of-backups";
import { migrationsSql } from "./migration-sql";

/** Rows per INSERT statement and per fetch from the cursor. */
const ROWS_PER_STATEMENT = 500;
/**
 * The same for a table with a bytea column (job card images, up to 5 MB each, twice that as hex):
 * one row at a time, so a dump holds one file's text in memory, not 500 of them.
 */
const ROWS_PER_STATEMENT_WITH_FILES = 1;
const MIGRATIONS_TABLE = '"drizzle"."__drizzle_migrations"';
/** Text forms that read back the same whatever the restoring session's settings. */
const TEXT_FORM_SETTINGS = [
  "datestyle = 'ISO, YMD'",
  "timezone = 'UTC'",
  "intervalstyle = 'postgres'",
  "extra_float_digits = 3",
  "bytea_output = 'hex'",
];

type Executor = Pick<Database, "execute">;

interface TableToDump {
  oid: string;
  /** Schema-qualified and quoted. */
  name: string;
  /** Quoted; stored generated columns are left out, the database computes them again. */
  columns: string[];
  /** Whether a column holds files (bytea), which makes a row large. */
  holdsFiles: boolean;
  /** A condition picking the rows a backup leaves out (left-out-of-backups.ts), or null. */
  leftOut: string | null;
}

/**
 * Writes the whole database as one SQL script: the schema (the committed migrations up to the
 * newest one applied), drizzle's record of them, every row of every table but the live
 * credentials (left-out-of-backups.ts), and the sequences.
 * Every row is read in one REPEATABLE READ, READ ONLY transaction, so the backup is one moment
 * of the shop even while others write. On PGlite that transaction holds its only connection, so
 * requests wait for the dump. Values are rendered by the database itself as SQL literals of their
 * text form, which every type reads back exactly.
 */
export async function dumpDatabase(
  handle: DatabaseHandle,
  write: (text: string) => Promise<void>,
  takenAt: Date,
): Promise<void> {
  const hash = createHash("sha256");
  let bytes = 0;
  const emit = async (text: string) => {
    hash.update(text);
    bytes += Buffer.byteLength(text);
    await write(text);
  };
  await handle.db.transaction(
    async (tx) => {
      for (const setting of TEXT_FORM_SETTINGS) await tx.execute(sql.raw(`set local ${setting}`));
      const applied = await appliedMigrations(tx);
      await emit(formatHeader({ format: BACKUP_FORMAT_VERSION, takenAt, database: handle.kind, migration: applied.at(-1)!.tag }));
      await emit(
        [
          "SET client_encoding = 'UTF8';",
          "SET standard_conforming_strings = on;",
          "SET datestyle = 'ISO, YMD';",
          "SET intervalstyle = 'postgres';",
          "SET client_min_messages = warning;",
          // One transaction: a load that fails part-way leaves the database as empty as it was.
          "BEGIN;",
          "",
          "-- Schema",
          "",
        ].join("\n"),
      );
      await emit(migrationsSql(applied));
      await emit(
        [
          "",
          "-- Migrations applied, as drizzle records them",
          'CREATE SCHEMA IF NOT EXISTS "drizzle";',
          `CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE} (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint);`,
          "",
        ].join("\n"),
      );
      await dumpRows(tx, { oid: "", name: MIGRATIONS_TABLE, columns: ['"id"', '"hash"', '"created_at"'], holdsFiles: false, leftOut: null }, emit, false);
      await emit("\n-- Data\n");
      for (const table of await publicTablesInOrder(tx)) await dumpRows(tx, table, emit, true);
      await emit("\n-- Sequences\n");
      for (const line of await sequenceLines(tx)) await emit(`${line}\n`);
      await emit("\nCOMMIT;\n");
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  await write(formatCompleteLine(bytes, hash.digest("hex")));
}

async function rows<Row>(tx: Executor, query: string): Promise<Row[]> {
  const result = (await tx.execute(sql.raw(query))) as unknown as { rows: Row[] };
  return result.rows;
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** The committed migrations up to the newest one the database records. */
async function appliedMigrations(tx: Executor) {
  const [found] = await rows<{ table: string | null }>(tx, `select to_regclass('${MIGRATIONS_TABLE}')::text as table`);
  if (!found?.table) throw new Error("The database holds no AutoServ data (no migration was ever applied to it): nothing to back up.");
  const [newest] = await rows<{ created_at: string | null }>(tx, `select max(created_at)::text as created_at from ${MIGRATIONS_TABLE}`);
  const when = Number(newest?.created_at);
  const journal = migrationJournal();
  const index = journal.findIndex((entry) => entry.when === when);
  if (index < 0) {
    throw new Error(
      `The database's newest migration (created ${newest?.created_at ?? "never"}) is not one this version of AutoServ knows; take the backup with the version that runs on it.`,
    );
  }
  return journal.slice(0, index + 1);
}

/** Every table of schema public, each after the tables its foreign keys point to. */
async function publicTablesInOrder(tx: Executor): Promise<TableToDump[]> {
  const tables = await rows<{ oid: string; name: string; columns: string; holds_files: boolean }>(
    tx,
    `select c.oid::text as oid, c.relname as name,
       (select json_agg(a.attname order by a.attnum) from pg_attribute a
         where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '')::text as columns,
       exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
         and a.atttypid = 'bytea'::regtype) as holds_files
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' and not c.relispartition
     order by c.relname`,
  );
  const references = await rows<{ child: string; parent: string }>(
    tx,
    `select conrelid::text as child, confrelid::text as parent from pg_constraint where contype = 'f' and conrelid <> confrelid`,
  );
  const byOid = new Map(
    tables.map((table) => [
      table.oid,
      {
        oid: table.oid,
        name: `"public".${quoteIdent(table.name)}`,
        columns: (JSON.parse(table.columns) as string[]).map(quoteIdent),
        holdsFiles: table.holds_files,
        leftOut: LEFT_OUT_OF_BACKUPS.get(table.name) ?? null,
      },
    ]),
  );
  const ordered: TableToDump[] = [];
  const placed = new Set<string>();
  const place = (oid: string, path: Set<string>) => {
    if (placed.has(oid) || !byOid.has(oid)) return;
    if (path.has(oid)) throw new Error("The tables' foreign keys form a cycle; a dump cannot order them.");
    path.add(oid);
    for (const reference of references) if (reference.child === oid) place(reference.parent, path);
    path.delete(oid);
    placed.add(oid);
    ordered.push(byOid.get(oid)!);
  };
  for (const table of tables) place(table.oid, new Set());
  return ordered;
}

/**
 * Multi-row INSERTs of every row of `table`, read through a cursor so memory stays flat. With
 * `withoutTriggers`, the table's own triggers (a profile made for each new user, notifications)
 * are off while its rows are put back, since the rows they would make are in the backup too;
 * foreign keys still hold, hence the tables' order.
 */
async function dumpRows(tx: Executor, table: TableToDump, emit: (text: string) => Promise<void>, withoutTriggers: boolean): Promise<void> {
  const rendered = table.columns.map((column) => `quote_nullable(${column})`).join(" || ', ' || ");
  const kept = table.leftOut === null ? "" : ` where not (${table.leftOut})`;
  await tx.execute(sql.raw(`declare backup_rows no scroll cursor for select '(' || ${rendered} || ')' as line from ${table.name}${kept}`));
  const insert = `INSERT INTO ${table.name} (${table.columns.join(", ")}) VALUES\n`;
  let any = false;
  for (;;) {
    const batch = await rows<{ line: string }>(tx, `fetch ${table.holdsFiles ? ROWS_PER_STATEMENT_WITH_FILES : ROWS_PER_STATEMENT} from backup_rows`);
    if (batch.length === 0) break;
    // A migration may seed a table (the sync space's one row): the backup's rows replace those.
    if (!any && withoutTriggers) await emit(`\nALTER TABLE ${table.name} DISABLE TRIGGER USER;\nDELETE FROM ${table.name};\n`);
    any = true;
    await emit(`${insert}${batch.map((row) => row.line).join(",\n")};\n`);
  }
  if (any && withoutTriggers) await emit(`ALTER TABLE ${table.name} ENABLE TRIGGER USER;\n`);
  await tx.execute(sql.raw("close backup_rows"));
}

/** setval for every sequence, so new rows continue after the restored ones. */
async function sequenceLines(tx: Executor): Promise<string[]> {
  const sequences = await rows<{ line: string }>(
    tx,
    `select format('SELECT pg_catalog.setval(%L, %s, true);', quote_ident(schemaname) || '.' || quote_ident(sequencename), last_value) as line
     from pg_sequences where schemaname in ('public', 'drizzle') and last_value is not null
     order by schemaname, sequencename`,
  );
  return sequences.map((sequence) => sequence.line);
}
