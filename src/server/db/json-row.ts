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

/**
 * Some of a table's columns as one JSON object per row, keyed as drizzle keys the row, and its
 * reader. For rows a statement hands over inside a JSON value, many at a time: PostgreSQL leaves
 * out the columns nobody reads, and the object JSON.parse makes is the row already. JSON gives
 * text, numbers and JSON columns as drizzle's mapping would; the reader maps the others (the
 * timestamps, from PostgreSQL's text) in place.
 */
export function jsonRowOf<Table extends PgTable>(
  table: Table,
  keep: (key: string) => boolean,
): { json: SQL; read: (json: Record<string, unknown>) => Partial<Table["$inferSelect"]> } {
  const kept = Object.entries(getTableColumns(table)).filter(([key]) => keep(key));
  // json_build_object takes at most 100 arguments, a key and a value per column.
  if (kept.length > 50) throw new Error(`${kept.length} columns are more than one JSON object can be built from.`);
  const pairs = kept.map(([key, column]) => {
    if (!/^\w+$/.test(key)) throw new Error(`The column key ${key} cannot be written as it is.`);
    return sql`${sql.raw(`'${key}'`)}, ${column}`;
  });
  const mapped = kept.filter(([, column]) => !JSON_AS_DRIZZLE.has(column.columnType));
  return {
    json: sql`json_build_object(${sql.join(pairs, sql`, `)})`,
    read: (json) => {
      for (const [key, column] of mapped) {
        const value = json[key];
        if (value !== null && value !== undefined) json[key] = column.mapFromDriverValue(value);
      }
      return json as Partial<Table["$inferSelect"]>;
    },
  };
}

/** Column types whose values JSON gives exactly as drizzle's mapping of the driver's value would. */
const JSON_AS_DRIZZLE = new Set(["PgText", "PgVarchar", "PgUUID", "PgBoolean", "PgInteger", "PgSmallInt", "PgBigInt53", "PgNumericNumber", "PgDoublePrecision", "PgReal", "PgJsonb", "PgJson"]);
