/**
 * Whether a database error (as the driver or drizzle's wrapper throws it) carries a SQLSTATE:
 * 23505 a unique index refused the row, 23503 a foreign key did.
 */
export function hasDatabaseCode(error: unknown, code: "23505" | "23503"): boolean {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 4; depth += 1) {
    if ((current as { code?: unknown }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
