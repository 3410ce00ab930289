import { getTableColumns, sql, type Column, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * A table's row as PostgreSQL's to_json prints it (keyed by column name), read back as drizzle
 * reads a row: by each column's own mapping, so a timestamp is a Date, a numeric a number and so
 * on, exactly as a select through drizzle hands it over. For statements that answer several
 * tables' rows at once, in one value.
 */
export function rowFromJson<Table extends PgTable>(table: Table, json: Record<string, unknown>): Table["$inferSelect"] {
  const row: Record<string, unknown> = {};
  for (const [key, name, column] of columnsOf(table)) {
    const value = json[name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as Table["$inferSelect"];
}

/**
 * rowFromJson for some columns only, those whose keys `keep` accepts: a reader that needs a few
 * spends nothing on the rest. The columns are chosen once, here; the reader it returns maps rows.
 */
export function partialRowReader<Table extends PgTable>(
  table: Table,
  keep: (key: string) => boolean,
): (json: Record<string, unknown>) => Partial<Table["$inferSelect"]> {
  const columns = columnsOf(table).filter(([key]) => keep(key));
  return (json) => {
    const row: Record<string, unknown> = {};
    for (const [key, name, column] of columns) {
      const value = json[name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as Partial<Table["$inferSelect"]>;
  };
}

/** Each column's key, name and column, listed once per table: a pull reads thousands of rows. */
const columnLists = new WeakMap<PgTable, [string, string, Column][]>();
function columnsOf(table: PgTable): [string, string, Column][] {
  let columns = columnLists.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table)).map(([key, column]): [string, string, Column] => [key, column.name, column]);
    columnLists.set(table, columns);
  }
  return columns;
}

/** The rows of `from` (a FROM clause and its conditions) as one JSON array of [row, name] pairs, in `order`. */
export function jsonRowsWithName(table: PgTable, name: SQL, from: SQL, order: SQL): SQL {
  return sql`(select coalesce(json_agg(json_build_array(to_json(${table}), ${name}) order by ${order}), '[]'::json) ${from})`;
}
