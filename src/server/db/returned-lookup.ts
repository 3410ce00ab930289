import { getTableName, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/** A column with its table's name; drizzle writes columns bare inside a RETURNING list. */
function qualified(column: PgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/**
 * `(select value from its table where key = owner)`, for a write's RETURNING list, so an insert
 * or update hands back a related name in its own round trip. Every column is named with its
 * table: bare, a name could be read from the wrong one. Null when there is no such row.
 */
export function returnedLookup<Value>(value: PgColumn, key: PgColumn, owner: PgColumn): SQL<Value | null> {
  return sql<Value | null>`(select ${qualified(value)} from ${value.table} where ${qualified(key)} = ${qualified(owner)})`;
}
