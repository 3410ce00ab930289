import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * `column IN ('a', 'b')` for a CHECK constraint. The values are our own `as const` lists, never
 * user input, so inlining them as quoted literals is safe (CHECK cannot take parameters).
 */
export function checkIn(column: AnyPgColumn, values: readonly string[]): SQL {
  const literals = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ");
  return sql`${column} in (${sql.raw(literals)})`;
}
