/**
 * Why the database refused a mutation's data, as the device is told, by the SQLSTATE class of
 * the error: 22 (a value out of range or malformed), 23 (a rule of the stored records broken) and
 * 54 (a value too large or too deeply nested for the database), and a RangeError of our own code
 * (a value nested past the stack, a string past its longest). These depend only on what was
 * sent, so sending it again fails again: the mutation is refused and the queue moves on.
 *
 * Every other error fails the push as it is and the device sends the mutation again later: the
 * database down or restarting (08, 57P, a driver error without a SQLSTATE), out of disk or memory
 * (53), a deadlock or serialization failure (40) and our own mistakes (42, XX) are no fault of
 * the data, and refusing every mutation while they last would throw away good edits.
 */
const DATA_PROBLEMS: Readonly<Record<string, string>> = {
  "22": "This change could not be stored: a value is out of range or not valid.",
  "23": "This change could not be stored: it breaks a rule of the stored records.",
  "54": "This change could not be stored: it is too large or too deeply nested.",
};

/** A PostgreSQL error code: five characters of digits and capitals. */
const SQLSTATE = /^[0-9A-Z]{5}$/;

function sqlstateOf(error: unknown): string | null {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === "string" && SQLSTATE.test(code) ? code : null;
}

/**
 * The device's message for a failed mutation whose data the database refused, or null when the
 * failure is not about the data. drizzle wraps the driver's error and keeps it as the cause;
 * PGlite and node-postgres both carry the SQLSTATE as `code`.
 */
export function dataProblemOf(error: unknown): string | null {
  if (error instanceof RangeError) return DATA_PROBLEMS["54"]!;
  const cause = typeof error === "object" && error !== null ? (error as { cause?: unknown }).cause : undefined;
  const code = sqlstateOf(error) ?? sqlstateOf(cause);
  return code ? (DATA_PROBLEMS[code.slice(0, 2)] ?? null) : null;
}
