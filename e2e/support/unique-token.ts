let tokens = 0;

/**
 * Short, unique across workers and runs, and safe inside a VIN or a name: workers share one
 * server and database, so a test marks its records with one and looks only at rows that carry it.
 */
export function uniqueToken(): string {
  tokens += 1;
  return `${Date.now().toString(36)}${process.pid.toString(36)}${tokens}`.toUpperCase();
}
