/** Where PostgreSQL's UTC text ("2026-11-26 06:14:12.123456+00") has its parts. */
const SHORTEST_UTC = "2026-11-26 06:14:12+00".length;
const LONGEST_UTC = "2026-11-26 06:14:12.123456+00".length;

/**
 * A timestamptz as PostgreSQL prints it ("2026-11-26 06:14:12.123456+00") in the API's form,
 * exactly as Date.toISOString() would print it (milliseconds, the rest cut off). A UTC time is
 * rearranged as text by position (the lists print thousands a second; a pattern match made five
 * strings of each); any other form goes through Date.
 */
export function isoTime(text: string): string {
  const { length } = text;
  const isUtcText =
    length >= SHORTEST_UTC &&
    length <= LONGEST_UTC &&
    text[4] === "-" &&
    text[10] === " " &&
    text[13] === ":" &&
    text.endsWith("+00") &&
    (length === SHORTEST_UTC || text[19] === ".");
  if (!isUtcText) return new Date(text).toISOString();
  const fraction = length === SHORTEST_UTC ? "000" : `${text.slice(20, length - 3)}00`.slice(0, 3);
  return `${text.slice(0, 10)}T${text.slice(11, 19)}.${fraction}Z`;
}
