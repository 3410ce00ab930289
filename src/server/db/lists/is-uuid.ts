const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a path id can be a row id. Anything else is simply not found: handed to PostgreSQL it
 * would be a cast error, and a client's typo must never be a 500.
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
