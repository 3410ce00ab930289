import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { ApiError } from "../../http/api-error";

/**
 * updated_at is the version a client sends back with an edit, so a stale edit is refused. It is written at
 * millisecond precision, so the ISO string a client got (JS Dates stop at milliseconds) compares
 * exactly, and each write moves it forward by at least a millisecond, so two edits within one
 * millisecond still differ.
 */
export const FIRST_VERSION: SQL = sql`date_trunc('milliseconds', now())`;

export function nextVersion(column: AnyColumn): SQL {
  return sql`date_trunc('milliseconds', greatest(now(), ${column} + interval '1 millisecond'))`;
}

const INVALID_VERSION = "updatedAt must be the updatedAt of the record as it was loaded.";

/** The client's updatedAt as a Date; not a date (or outside what PostgreSQL stores) is a 400. */
export function parseVersion(updatedAt: string): Date {
  const date = new Date(updatedAt);
  const year = date.getUTCFullYear();
  if (Number.isNaN(date.getTime()) || year < 1 || year > 9999) {
    throw new ApiError("validation_failed", "Please correct: updatedAt.", { fields: { updatedAt: [INVALID_VERSION] } });
  }
  return date;
}
