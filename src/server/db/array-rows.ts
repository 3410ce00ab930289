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

/** Runs SQL text with its values on the database's own pool (or PGlite instance), rows as arrays; a name prepares it on PostgreSQL. */
function arrayRunner(db: Database): (name: string | undefined, text: string, values: unknown[]) => Promise<ArrayRow[]> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    return (name, text, values) =>
      new Promise((resolve, reject) => {
        client.query<unknown[]>({ name, text, values, rowMode: "array", types: pgTypes }, (error, result) => (error ? reject(error) : resolve(result.rows)));
      });
  }
  const pglite = client as PgliteClient;
  return (_name, text, values) => pglite.query(text, values, { rowMode: "array", parsers: pgliteParsers }).then(rowsOf);
}

function queryText(db: Database, query: SQLWrapper): { sql: string; params: unknown[] } {
  const dialect = (db as unknown as { dialect: PgDialect }).dialect;
  return dialect.sqlToQuery(query.getSQL());
}

/**
 * A statement whose rows come back as arrays, with no object per row and no mapping by drizzle:
 * the lists read many rows, and drizzle's per-row mapping and Dates were a large share of a
 * list's time. The SQL is still built by drizzle, once; on PostgreSQL it is a named prepared
 * statement, planned once per connection. Not for transactions: it runs on the database's own
 * pool (or PGlite instance).
 */
export function arrayRowStatement(db: Database, name: string, query: SQLWrapper): ArrayRowStatement {
  const { sql: text, params } = queryText(db, query);
  const run = arrayRunner(db);
  return (values) => run(name, text, fillPlaceholders(params, values));
}

/**
 * A query run once with its rows as arrays, so a write's RETURNING row has the same form as a
 * list's and one function shapes both. Not for transactions, as arrayRowStatement.
 */
export function arrayRows(db: Database, query: SQLWrapper): Promise<ArrayRow[]> {
  const { sql: text, params } = queryText(db, query);
  return arrayRunner(db)(undefined, text, params);
}

/** Where each column of a flat select sits in an ArrayRow: drizzle selects them in key order. */
export function columnPositions<Columns extends object>(columns: Columns): Record<keyof Columns, number> {
  return Object.fromEntries(Object.keys(columns).map((key, index) => [key, index])) as Record<keyof Columns, number>;
}
