const UTC_TEXT = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

/**
 * A timestamptz as PostgreSQL prints it ("2026-11-26 06:14:12.123456+00") in the API's form,
 * exactly as Date.toISOString() would print it (milliseconds, the rest cut off). A UTC time is
 * rearranged as text, with no Date made; any other offset goes through Date.
 */
export function isoTime(text: string): string {
  const match = UTC_TEXT.exec(text);
  if (!match) return new Date(text).toISOString();
  return `${match[1]}T${match[2]}.${(match[3] ?? "").padEnd(3, "0").slice(0, 3)}Z`;
}
