import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { ApiError } from "../../http/api-error";
import { isUuid } from "./is-uuid";

/**
 * Keyset pagination over (created_at desc, id desc), shared by the ticket and job card lists. The
 * cursor is the last row's key: created_at as text with microseconds (a JS Date keeps only
 * milliseconds, which would skip or repeat rows created in the same millisecond) and its id.
 * Rows added while a client pages land before its cursor, so later pages neither skip nor repeat.
 */

const CURSOR_TIME = /^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const SEPARATOR = "|";
const INVALID_CURSOR = "This page link is no longer valid. Load the list again from the first page.";

/** The column as UTC text with microseconds: exactly what a cursor carries. */
export function cursorTime(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

const SHORTEST_UTC = "2026-11-26 06:14:12+00".length;
const FRACTION = /:\d{2}\.(\d{1,6})/;

/**
 * A cursor's time from a timestamptz as PostgreSQL prints it ("2026-11-26 06:14:12.123456+00"):
 * what cursorTime's to_char gives, without asking PostgreSQL to format every row of a page for
 * the one row whose key becomes the cursor. A UTC time is rearranged as text; any other offset
 * goes through Date for the milliseconds, and the digits below a millisecond, which no offset
 * changes, come from the text.
 */
export function cursorTimeOf(text: string): string {
  const micros = (FRACTION.exec(text)?.[1] ?? "").padEnd(6, "0");
  if (text.length >= SHORTEST_UTC && text[10] === " " && text.endsWith("+00")) {
    return `${text.slice(0, 10)}T${text.slice(11, 19)}.${micros}Z`;
  }
  return `${new Date(text).toISOString().slice(0, 23)}${micros.slice(3)}Z`;
}

function encodeCursor(time: string, id: string): string {
  return Buffer.from(`${time}${SEPARATOR}${id}`, "utf8").toString("base64url");
}

export interface CursorKey {
  time: string;
  id: string;
}

/** A valid date, down to the day of the month: PostgreSQL would refuse 2024-02-30 with an error. */
function isRealTime(time: string): boolean {
  const milliseconds = time.slice(0, 23);
  const date = new Date(`${milliseconds}Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 23) === milliseconds;
}

/** The key a cursor carries; a cursor that is not one of ours is a 400 saying what to do. */
export function decodeCursor(cursor: string): CursorKey {
  const [time = "", id = "", ...rest] = Buffer.from(cursor, "base64url").toString("utf8").split(SEPARATOR);
  if (rest.length > 0 || !CURSOR_TIME.test(time) || !isRealTime(time) || !isUuid(id)) {
    throw new ApiError("validation_failed", INVALID_CURSOR, { fields: { cursor: [INVALID_CURSOR] } });
  }
  return { time, id };
}

/**
 * Cuts a page from rows fetched with `limit + 1`: the extra row only says there is a next page,
 * whose cursor is the last row shown.
 */
export function cutPage<Row>(
  rows: Row[],
  limit: number,
  keyOf: (row: Row) => CursorKey,
): { rows: Row[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const page = rows.slice(0, limit);
  const last = keyOf(page[page.length - 1]!);
  return { rows: page, nextCursor: encodeCursor(last.time, last.id) };
}
