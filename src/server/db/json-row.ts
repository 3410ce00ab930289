import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * A table's row as PostgreSQL's to_json prints it (keyed by column name), read back as drizzle
 * reads a row: by each column's own mapping, so a timestamp is a Date, a numeric a number and so
 * on, exactly as a select through drizzle hands it over. For statements that answer several
 * tables' rows at once, in one value.
 */
export function rowFromJson<Table extends PgTable>(table: Table, json: Record<string, unknown>): Table["$inferSelect"] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as Table["$inferSelect"];
}

/** The rows of `from` (a FROM clause and its conditions) as one JSON array of [row, name] pairs, in `order`. */
export function jsonRowsWithName(table: PgTable, name: SQL, from: SQL, order: SQL): SQL {
  return sql`(select coalesce(json_agg(json_build_array(to_json(${table}), ${name}) order by ${order}), '[]'::json) ${from})`;
}
