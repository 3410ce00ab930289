import fc from "fast-check";
import { MAX_BODY_BYTES } from "../../../src/server/app";
import { INT4_MAX } from "../../../src/shared/schemas/bounds";
import type { JsonSchema } from "./json-schema";

/**
 * Values at the edges of what a validator takes and a column holds: int4's ends and one past
 * them, negative zero, years 0000 and 9999, strings of a megabyte, nesting thousands deep. Each
 * is a fast-check arbitrary; `sharp` lists the few every position gets tried with.
 */

export const INT4_MIN = -INT4_MAX - 1;

/**
 * JSON text JSON.stringify cannot write: -0 (it writes 0), numbers past a double and nesting
 * deeper than its recursion. Put into a value, it is spliced in as written by `jsonText`.
 */
export class RawJson {
  constructor(readonly text: string) {}
  toJSON(): string {
    return `\u0001raw:${encodeURIComponent(this.text)}\u0001`;
  }
}
const RAW_MARK = /"\\u0001raw:([^"\\]*)\\u0001"/g;

/** The value as JSON text, with each RawJson written as its own text. */
export function jsonText(value: unknown): string {
  return (JSON.stringify(value) ?? "null").replace(RAW_MARK, (_match, text: string) => decodeURIComponent(text));
}

/** Numbers JSON carries that a double does not hold as written, or whose sign is lost. */
const RAW_NUMBERS = ["-0", "-0.0", "-0e0", "0e-400", "2147483648", "2147483648.0", "2147483647.0000000001", "1e400", "-1e400", "9223372036854775808", "1".repeat(400)];

export const negativeZero = new RawJson("-0");

/** The integer edges for one integer field: int4's and the field's own, each side. */
export function integerEdges(schema: JsonSchema): number[] {
  const own = [schema.minimum, schema.maximum].filter((value): value is number => typeof value === "number" && Number.isFinite(value));
  return [...new Set([INT4_MAX + 1, INT4_MIN - 1, INT4_MAX, INT4_MIN, ...own.flatMap((value) => [value - 1, value, value + 1])])];
}

/** Integers and decimals past every bound a column has, and the raw numbers above. */
export function boundaryNumber(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...integerEdges(schema)) },
    { weight: 2, arbitrary: fc.constantFrom(2 ** 53, 2 ** 53 + 2, 2 ** 63, -(2 ** 63), 1e308, -1e308, Number.MIN_VALUE, 0.5, -0.5, 1e-7) },
    { weight: 3, arbitrary: fc.constantFrom(...RAW_NUMBERS).map((text) => new RawJson(text)) },
    { weight: 1, arbitrary: fc.integer({ min: INT4_MAX - 3, max: INT4_MAX + 3 }) },
  );
}

/** Calendar dates past 1900-2100, at its edges, and ones JavaScript reads but PostgreSQL refuses. */
export const BOUNDARY_DATES = [
  "0000-01-01",
  "9999-12-31",
  "0001-01-01",
  "1899-12-31",
  "2101-01-01",
  "-000001-01-01",
  "+010000-01-01",
  "10000-01-01",
  "2026-02-29",
  "2026-13-01",
  "2026-00-10",
  "1900-01-01",
  "2100-12-31",
] as const;

/** Times past 1900-2100, at its edges with the farthest offsets, and past JavaScript's own range. */
export const BOUNDARY_DATE_TIMES = [
  "0000-01-01T00:00:00Z",
  "9999-12-31T23:59:59.999Z",
  "0001-01-01T00:00:00Z",
  "1899-12-31T23:59:59Z",
  "2101-01-01T00:00:00Z",
  "-000001-01-01T00:00:00Z",
  "+275760-09-13T00:00:01Z",
  "2026-02-29T00:00:00Z",
  "2026-11-29T24:00:00Z",
  "2026-11-29T10:00:00.123456789Z",
  "1900-01-01T00:00:00+14:00",
  "2100-12-31T23:59:59-14:00",
] as const;

/** A string of `length` characters: ASCII, or two-byte letters that make its UTF-8 twice as long. */
function stringOf(length: number, unit: string): string {
  return unit.repeat(Math.max(0, length));
}

/** Just under the body limit once quoted, at the limit, and past it. */
const MEGABYTE_LENGTHS = [MAX_BODY_BYTES - 200, MAX_BODY_BYTES, MAX_BODY_BYTES + 1] as const;

/** Text at and past the field's own length, a megabyte of it, and number and date text. */
export function boundaryString(schema: JsonSchema): fc.Arbitrary<unknown> {
  const max = schema.maxLength;
  const lengths = [0, ...(max === undefined ? [] : [max, max + 1]), ...(schema.minLength ? [schema.minLength - 1] : [])];
  return fc.oneof(
    { weight: 3, arbitrary: fc.tuple(fc.constantFrom(...lengths), fc.constantFrom("x", "é", " ")).map(([length, unit]) => stringOf(length, unit)) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...MEGABYTE_LENGTHS), fc.constantFrom("x", "é")).map(([length, unit]) => stringOf(length, unit)) },
    { weight: 2, arbitrary: fc.constantFrom("2147483648", "-0", "1e400", "0000-01-01", "9999-12-31T23:59:59Z", "NaN", "-Infinity") },
    { weight: 1, arbitrary: boundaryNumber(schema) },
  );
}

/** Nesting a parser must not recurse through: an array or object thousands of levels deep. */
export const deepNesting: fc.Arbitrary<RawJson> = fc
  .tuple(fc.constantFrom(1_000, 10_000, 100_000), fc.constantFrom(["[", "]"], ['{"a":', "}"]))
  .map(([depth, [open, close]]) => new RawJson(`${open!.repeat(depth)}0${close!.repeat(depth)}`));

export type PositionKind = "integer" | "number" | "date" | "date-time" | "string";

/** The values tried at a position of one kind; any position may also get another kind's. */
export function boundaryValue(kind: PositionKind, schema: JsonSchema): fc.Arbitrary<unknown> {
  const own = (() => {
    switch (kind) {
      case "integer":
      case "number":
        return boundaryNumber(schema);
      case "date":
        return fc.constantFrom(...BOUNDARY_DATES);
      case "date-time":
        return fc.constantFrom(...BOUNDARY_DATE_TIMES);
      case "string":
        return boundaryString(schema);
    }
  })();
  return fc.oneof({ weight: 8, arbitrary: own }, { weight: 1, arbitrary: deepNesting }, { weight: 1, arbitrary: fc.constant(negativeZero) });
}

/**
 * The values every position is tried with, out-of-range ones first: an accepted in-range edge
 * may change the row the later ones are sent to.
 */
export function sharpValues(kind: PositionKind, schema: JsonSchema): unknown[] {
  switch (kind) {
    case "integer":
    case "number":
      return [INT4_MAX + 1, INT4_MIN - 1, new RawJson("1e400"), negativeZero];
    case "date":
      return ["0000-01-01", "9999-12-31", "1899-12-31", "2101-01-01"];
    case "date-time":
      return ["0000-01-01T00:00:00Z", "9999-12-31T23:59:59.999Z", "1899-12-31T23:59:59Z", "+275760-09-13T00:00:01Z"];
    case "string":
      return [stringOf((schema.maxLength ?? 1000) + 1, "é"), "0000-01-01", negativeZero];
  }
}

/** Text for a query or path value: numbers and dates as a client writes them, and long text. */
export function boundaryText(kind: PositionKind, schema: JsonSchema): fc.Arbitrary<string> {
  const numbers = fc.constantFrom(String(INT4_MAX + 1), String(INT4_MIN - 1), String(INT4_MAX), "-0", "-0.0", "1e400", "9".repeat(400), "0x7fffffff", "1.5");
  const dates = fc.constantFrom(...BOUNDARY_DATES, ...BOUNDARY_DATE_TIMES);
  const long = fc.tuple(fc.constantFrom((schema.maxLength ?? 200) + 1, 100_000, MAX_BODY_BYTES), fc.constantFrom("x", "é")).map(([length, unit]) => stringOf(length, unit));
  if (kind === "integer" || kind === "number") return fc.oneof({ weight: 4, arbitrary: numbers }, { weight: 1, arbitrary: dates }, { weight: 1, arbitrary: long });
  if (kind === "date" || kind === "date-time") return fc.oneof({ weight: 4, arbitrary: dates }, { weight: 1, arbitrary: numbers }, { weight: 1, arbitrary: long });
  return fc.oneof({ weight: 2, arbitrary: numbers }, { weight: 2, arbitrary: dates }, { weight: 2, arbitrary: long });
}

/** The texts every query and path position is tried with. */
export function sharpTexts(kind: PositionKind): string[] {
  if (kind === "integer" || kind === "number") return [String(INT4_MAX + 1), "-0", "1e400"];
  if (kind === "date" || kind === "date-time") return ["0000-01-01", "9999-12-31", "0000-01-01T00:00:00Z"];
  return [String(INT4_MAX + 1), "0000-01-01", "x".repeat(100_000)];
}
