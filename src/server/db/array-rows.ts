import { fillPlaceholders, type SQLWrapper } from "drizzle-orm";
import type { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import type { Database } from "./database";

/** A row as the driver hands it over: the select's columns in order, timestamps as PostgreSQL's text. */
export type ArrayRow = readonly unknown[];

export type ArrayRowStatement = (values: Record<string, unknown>) => Promise<ArrayRow[]>;

const TIMESTAMPTZ = 1184;
const keepText = (value: string) => value;

/** node-postgres's parsers, except a timestamp stays text: the lists print it, so a Date would be made only to be printed. */
const pgTypes = {
  getTypeParser: (oid: number, format?: "text" | "binary") =>
    oid === TIMESTAMPTZ ? keepText : (pg.types.getTypeParser(oid, format ?? "text") as (value: string) => unknown),
};
const pgliteParsers = { [TIMESTAMPTZ]: keepText };
const rowsOf = (result: { rows: unknown[][] }): ArrayRow[] => result.rows;

interface PgliteClient {
  query(text: string, params: unknown[], options: { rowMode: "array"; parsers: typeof pgliteParsers }): Promise<{ rows: unknown[][] }>;
}

/**
 * A statement whose rows come back as arrays, with no object per row and no mapping by drizzle:
 * the lists read thousands of rows a second, and drizzle's per-row mapping and Dates were a fifth
 * of the server's time per request. The SQL is still built by drizzle, once; on PostgreSQL it is a
 * named prepared statement, planned once per connection. Not for transactions: it runs on the
 * database's own pool (or PGlite instance).
 */
export function arrayRowStatement(db: Database, name: string, query: SQLWrapper): ArrayRowStatement {
  const dialect = (db as unknown as { dialect: PgDialect }).dialect;
  const { sql: text, params } = dialect.sqlToQuery(query.getSQL());
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    // The pool's callback form and one promise: its promise form makes three, and the lists are the
    // busiest reads (every promise costs more while node's promise hooks are on).
    return (values) =>
      new Promise((resolve, reject) => {
        const config = { name, text, values: fillPlaceholders(params, values), rowMode: "array" as const, types: pgTypes };
        client.query<unknown[]>(config, (error, result) => (error ? reject(error) : resolve(result.rows)));
      });
  }
  const pglite = client as PgliteClient;
  return (values) => pglite.query(text, fillPlaceholders(params, values), { rowMode: "array", parsers: pgliteParsers }).then(rowsOf);
}

/** Where each column of a flat select sits in an ArrayRow: drizzle selects them in key order. */
export function columnPositions<Columns extends object>(columns: Columns): Record<keyof Columns, number> {
  return Object.fromEntries(Object.keys(columns).map((key, index) => [key, index])) as Record<keyof Columns, number>;
}
