import { Column, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * A table's row as PostgreSQL's to_json prints it (keyed by column name), read back as drizzle
 * reads a row: by each column's own mapping, so a timestamp is a Date, a numeric a number and so
 * on, exactly as a select through drizzle hands it over. For statements that answer several
 * tables' rows at once, in one value.
 */
export function rowFromJson<Table extends PgTable>(table: Table, json: Record<string, unknown>): Table["$inferSelect"] {
  return readRow(columnsOf(table), json) as Table["$inferSelect"];
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
  return (json) => readRow(columns, json) as Partial<Table["$inferSelect"]>;
}

/**
 * A column's key, its name, and its mapping from the driver's value, or null where drizzle's
 * mapping is the identity (text, uuid and the like), whose value is copied as it is: a pull maps
 * thousands of values.
 */
type ColumnReading = [key: string, name: string, map: ((value: unknown) => unknown) | null];

function readRow(columns: readonly ColumnReading[], json: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, name, map] of columns) {
    const value = json[name];
    row[key] = value === null || value === undefined ? null : map ? map(value) : value;
  }
  return row;
}

/** Each table's column readings, listed once: a pull reads thousands of rows. */
const columnLists = new WeakMap<PgTable, ColumnReading[]>();
function columnsOf(table: PgTable): ColumnReading[] {
  let columns = columnLists.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table)).map(([key, column]): ColumnReading => {
      const asIs = column.mapFromDriverValue === Column.prototype.mapFromDriverValue;
      return [key, column.name, asIs ? null : (value) => column.mapFromDriverValue(value)];
    });
    columnLists.set(table, columns);
  }
  return columns;
}

/** The rows of `from` (a FROM clause and its conditions) as one JSON array of [row, name] pairs, in `order`. */
export function jsonRowsWithName(table: PgTable, name: SQL, from: SQL, order: SQL): SQL {
  return sql`(select coalesce(json_agg(json_build_array(to_json(${table}), ${name}) order by ${order}), '[]'::json) ${from})`;
}
