import { getTableColumns, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/** LIKE's wildcards and its escape character, taken literally in a search. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Search is a case-insensitive substring match. The lists look in the table's
 * generated `search_text` column with ILIKE and this pattern (LIKE's wildcards escaped, so % and _
 * are plain characters), which the column's trigram index answers without reading every row. A
 * search that can be the start of an id (8 or more characters) also finds the row with that id,
 * through the primary key (list-statement.ts).
 */
export function likePattern(search: string): string {
  return `%${likeLiteral(search)}%`;
}

/**
 * The lists' newest-first order. A search over the whole table (the second try of
 * searchAmongRecentFirst) wraps created_at in a no-op expression so the created_at index cannot
 * supply the order: PostgreSQL then finds the matches through the trigram index and sorts them,
 * instead of walking the whole table newest first looking for a rare word, which on a large table
 * takes far longer than the sort.
 */
export function newestFirst(createdAt: AnyColumn, id: AnyColumn, shape: { search: boolean; recent: boolean }): SQL[] {
  const time = shape.search && !shape.recent ? sql`(${createdAt} + interval '0 seconds')` : sql`${createdAt}`;
  return [sql`${time} desc`, sql`${id} desc`];
}

/** A table's columns for a select, without its search column (nobody reads it back). */
export function columnsWithoutSearch<Table extends PgTable & { searchText: AnyColumn }>(table: Table) {
  const { searchText: _unused, ...columns } = getTableColumns(table);
  return columns;
}
