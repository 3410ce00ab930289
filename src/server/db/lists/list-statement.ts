import { sql, type AnyColumn, type SQL } from "drizzle-orm";
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
  mine?: boolean;
}

export type ListValues = Record<string, unknown>;

/** The shape of a list request and the values of its parameters. */
export function listRequest(query: ListQuery, viewerId?: string): { shape: ListShape; values: ListValues } {
  const ids = query.search ? idPrefixRange(query.search) : null;
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const shape: ListShape = {
    search: Boolean(query.search),
    idLike: ids !== null,
    status: Boolean(query.status),
    cursor: cursor !== null,
    mine: Boolean(query.mine),
    fetch: USUAL_LIMITS.has(query.limit) ? query.limit + 1 : null,
  };
  const values: ListValues = {
    // One more row than asked for says whether there is a next page.
    limit: query.limit + 1,
    ...(query.search ? { pattern: likePattern(query.search) } : {}),
    ...(ids ? { idLow: ids.low, idHigh: ids.high } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(cursor ? { cursorTime: cursor.time, cursorId: cursor.id } : {}),
    ...(query.mine ? { viewerId } : {}),
  };
  return { shape, values };
}

/** A short, stable name for a shape: the statement's name in PostgreSQL. */
export function shapeKey(shape: ListShape): string {
  const flags = (["search", "idLike", "status", "cursor", "mine"] as const).map((flag) => (shape[flag] ? "1" : "0")).join("");
  return `${flags}_${shape.fetch ?? "n"}`;
}

/** The LIMIT of a shape: a number written into the statement, or the parameter. */
export function fetchLimit(shape: ListShape) {
  return shape.fetch ?? sql.placeholder("limit");
}

/** The search condition with its values as parameters. */
export function searchCondition(searchText: AnyColumn, id: AnyColumn, shape: ListShape): SQL | undefined {
  if (!shape.search) return undefined;
  const text = sql`${searchText} ilike ${sql.placeholder("pattern")}`;
  if (!shape.idLike) return text;
  return sql`(${text} or ${id} between ${sql.placeholder("idLow")}::uuid and ${sql.placeholder("idHigh")}::uuid)`;
}

/** Rows strictly after the cursor in (created_at desc, id desc) order, the key as parameters. */
export function cursorCondition(createdAt: AnyColumn, id: AnyColumn, shape: ListShape): SQL | undefined {
  if (!shape.cursor) return undefined;
  return sql`(${createdAt}, ${id}) < (${sql.placeholder("cursorTime")}::timestamptz, ${sql.placeholder("cursorId")}::uuid)`;
}

/**
 * One prepared statement per database and shape, built on first use. `Statement` is whatever
 * drizzle's prepare() returns for the list.
 */
export function statementCache<Statement>(build: (db: Database, shape: ListShape, name: string) => Statement) {
  const statementsOf = perDatabase(() => new Map<string, Statement>());
  return (db: Database, shape: ListShape): Statement => {
    const statements = statementsOf(db);
    const key = shapeKey(shape);
    let statement = statements.get(key);
    if (!statement) {
      statement = build(db, shape, key);
      statements.set(key, statement);
    }
    return statement;
  };
}
