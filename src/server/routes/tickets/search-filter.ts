import { or, sql, type AnyColumn, type SQL } from "drizzle-orm";

/**
 * SPEC.md 5: search is a case-insensitive substring match, here over any of the columns. strpos
 * rather than LIKE, so % and _ in a search are plain characters.
 */
export function matchesAny(search: string | undefined, columns: AnyColumn[]): SQL | undefined {
  if (!search) return undefined;
  return or(...columns.map((column) => sql`strpos(lower(${column}), lower(${search})) > 0`));
}
