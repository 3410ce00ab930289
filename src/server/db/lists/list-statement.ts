import { sql, type AnyColumn, type Placeholder, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../database";
import { perDatabase } from "../per-database";
import { idPrefixRange } from "./id-prefix-range";
import { decodeCursor } from "./page-cursor";
import { likePattern } from "./search-filter";

/**
 * The ticket and job card lists run as named prepared statements: every screen that opens a list
 * asks the same few shapes of query, so each shape is built and planned once per connection
 * instead of on every request. A shape says which filters the query has; the values go in as
 * parameters.
 */
export interface ListShape {
  search: boolean;
  /** The search can be the start of an id, so it also matches the primary key. */
  idLike: boolean;
  status: boolean;
  cursor: boolean;
  /** Only the viewer's own rows (job cards assigned to them). */
  mine: boolean;
  /** A search's first try: only among the newest rows, walking them newest first (searchAmongRecentFirst). */
  recent: boolean;
  /**
   * The row count to fetch, written into the statement for the usual page sizes: PostgreSQL
   * keeps a reusable plan only when it knows the limit. Null: the limit is a parameter.
   */
  fetch: number | null;
}

/**
 * Page sizes that get statements of their own (the lists' 50 and the search previews' few). Any
 * other size shares one statement per shape, so odd limits cannot fill the database's memory
 * with plans.
 */
const USUAL_LIMITS = new Set([5, 10, 20, 25, 50, 100]);

export interface ListQuery {
  search?: string | undefined;
  status?: string | undefined;
  cursor?: string | undefined;
  limit: number;
  /** Only the rows of this user (the viewer's own job cards). */
  mine?: string | undefined;
}

export type ListValues = { limit: number } & Record<string, unknown>;

/** The shape of a list request and the values of its parameters. */
export function listRequest(query: ListQuery): { shape: ListShape; values: ListValues } {
  const ids = query.search ? idPrefixRange(query.search) : null;
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const shape: ListShape = {
    search: Boolean(query.search),
    idLike: ids !== null,
    status: Boolean(query.status),
    cursor: cursor !== null,
    mine: Boolean(query.mine),
    recent: false,
    fetch: USUAL_LIMITS.has(query.limit) ? query.limit + 1 : null,
  };
  // One more row than asked for says whether there is a next page.
  const values: ListValues = { limit: query.limit + 1 };
  if (query.search) values.pattern = likePattern(query.search);
  if (ids) {
    values.idLow = ids.low;
    values.idHigh = ids.high;
  }
  if (query.status) values.status = query.status;
  if (cursor) {
    values.cursorTime = cursor.time;
    values.cursorId = cursor.id;
  }
  if (query.mine) values.viewerId = query.mine;
  return { shape, values };
}

/** A short, stable name for a shape: the statement's name in PostgreSQL. */
export function shapeKey(shape: ListShape): string {
  const flags = (["search", "idLike", "status", "cursor", "mine", "recent"] as const).map((flag) => (shape[flag] ? "1" : "0")).join("");
  return `${flags}_${shape.fetch ?? "n"}`;
}

/**
 * The LIMIT of a shape: a number written into the statement's text, or the parameter. drizzle
 * would send a number as a parameter, and PostgreSQL plans a statement whose LIMIT it cannot see
 * anew on every call (its reusable plan guesses a tenth of the table), which cost more than
 * running it. A SQL chunk given as the limit is written as it is; drizzle's type for limit()
 * names only a number or a placeholder, hence the cast.
 */
export function fetchLimit(shape: ListShape): Placeholder {
  return shape.fetch === null ? sql.placeholder("limit") : (sql.raw(String(shape.fetch)) as unknown as Placeholder);
}

/** Only the viewer's own rows, when asked for. */
export function mineCondition(column: AnyColumn, shape: ListShape): SQL | undefined {
  if (!shape.mine) return undefined;
  return sql`${column} = ${sql.placeholder("viewerId")}`;
}

/**
 * The search condition with its values as parameters. Among the newest rows the search column is
 * wrapped in a no-op expression, so its trigram index cannot be chosen: that index would hand
 * over every match in the table, where walking the newest rows stops after a page.
 */
export function searchCondition(searchText: AnyColumn, id: AnyColumn, shape: ListShape): SQL | undefined {
  if (!shape.search) return undefined;
  const column = shape.recent ? sql`(${searchText} || '')` : sql`${searchText}`;
  const text = sql`${column} ilike ${sql.placeholder("pattern")}`;
  if (!shape.idLike) return text;
  return sql`(${text} or ${id} between ${sql.placeholder("idLow")}::uuid and ${sql.placeholder("idHigh")}::uuid)`;
}

/** Rows strictly after the cursor in (created_at desc, id desc) order, the key as parameters. */
export function cursorCondition(createdAt: AnyColumn, id: AnyColumn, shape: ListShape): SQL | undefined {
  if (!shape.cursor) return undefined;
  return sql`(${createdAt}, ${id}) < (${sql.placeholder("cursorTime")}::timestamptz, ${sql.placeholder("cursorId")}::uuid)`;
}

/**
 * How many of the newest rows (after the cursor) a search looks through before it asks the
 * trigram index for every match. Walking them costs a few milliseconds at most; a word on more
 * than one row in twenty fills a page of 50 inside them.
 */
export const SEARCH_WINDOW_ROWS = 1000;

/**
 * A search's first try keeps to rows no older than the SEARCH_WINDOW_ROWS-th newest after the
 * cursor (all of them when fewer remain), so a rare word costs a bounded walk, not the table.
 */
export function recentCondition(table: PgTable, createdAt: AnyColumn, id: AnyColumn, shape: ListShape): SQL | undefined {
  if (!shape.recent) return undefined;
  const after = cursorCondition(createdAt, id, shape);
  const edge = sql`(select ${createdAt} from ${table} ${after ? sql`where ${after}` : sql``}
    order by ${createdAt} desc, ${id} desc offset ${sql.raw(String(SEARCH_WINDOW_ROWS - 1))} limit 1)`;
  return sql`${createdAt} >= coalesce(${edge}, '-infinity'::timestamptz)`;
}

/**
 * Runs a list, a search in two tries. A search for a common word is answered fastest by walking
 * the newest rows until a page of matches is found; a rare word by the trigram index, which finds
 * its few matches to sort. PostgreSQL cannot know which a word is before it runs (and a prepared
 * statement keeps one plan for every word), so the search first walks the newest rows, and only
 * if they hold less than a full page asks the trigram index. Both answer the same page: a row
 * outside the walked window is older than every row in it.
 */
export function searchAmongRecentFirst<Row, Shape extends ListShape = ListShape>(
  { shape, values }: { shape: Shape; values: ListValues },
  run: (shape: Shape) => Promise<Row[]>,
): Promise<Row[]> {
  // Not async: a first page without a search is the busiest read of all, and is the statement's own promise.
  if (!shape.search) return run(shape);
  return run({ ...shape, recent: true }).then((recent) => (recent.length >= values.limit ? recent : run(shape)));
}

/**
 * One prepared statement per database and shape, built on first use. `Statement` is whatever
 * the list runs; a list with filters of its own names its shapes with `keyOf`.
 */
export function statementCache<Statement, Shape extends ListShape = ListShape>(
  build: (db: Database, shape: Shape, name: string) => Statement,
  keyOf: (shape: Shape) => string = shapeKey,
) {
  const statementsOf = perDatabase(() => new Map<string, Statement>());
  return (db: Database, shape: Shape): Statement => {
    const statements = statementsOf(db);
    const key = keyOf(shape);
    let statement = statements.get(key);
    if (!statement) {
      statement = build(db, shape, key);
      statements.set(key, statement);
    }
    return statement;
  };
}
