import fc from "fast-check";
import type { QueryParameter } from "./api-operations";
import { hostileString } from "./hostile-values";
import { nearValid, spiked, type ShopKnowledge } from "./schema-values";

/** Path segments written into the URL as they are: traversal, encoded slashes, SQL, NUL. */
const RAW_SEGMENTS = [
  "..",
  "../",
  "../../users",
  "..%2F..%2Fusers",
  "%2e%2e",
  "%2E%2E%2Fusers",
  "a%2Fb",
  "%2F",
  "%5C..%5C",
  "%00",
  "a%00b",
  "%ff%fe",
  "%",
  "%zz",
  "%E0%A4%A",
  "%ED%A0%80",
  "'%20or%20'1'%3D'1",
  "1;%20drop%20table%20users",
  "null",
  "-1",
  "0",
  "%20",
  "~",
  ";x=1",
  "x?y=1",
  "x#frag",
] as const;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * encodeURIComponent, for any text: a URL carries UTF-8, which has no lone surrogates, so a
 * client sends U+FFFD for one (encodeURIComponent itself would throw).
 */
export function encodeText(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, "\ufffd"));
}

/** A value encoded as a client library would; most hostile ids travel this way. */
function encoded(value: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return value.map(encodeText);
}

const nonUuidText = fc.constantFrom(
  "not-a-uuid",
  "00000000-0000-0000-0000-00000000000g",
  "00000000-0000-0000-0000-0000000000000",
  "{00000000-0000-0000-0000-000000000000}",
  "00000000000000000000000000000000",
  "' or 1=1 --",
  "'; drop table service_tickets; --",
  "<script>alert(1)</script>",
  "x".repeat(101),
  "x".repeat(5000),
);

/**
 * A path id: random and nil uuids (valid, but no row), real ids from the shop when given (so a
 * hostile body reaches the row's own checks), and every kind of text that is no id at all.
 */
export function hostilePathId(realIds: readonly string[]): fc.Arbitrary<string> {
  const candidates: fc.WeightedArbitrary<string>[] = [
    { weight: 3, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.constantFrom("00000000-0000-0000-0000-000000000000", "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF") },
    { weight: 2, arbitrary: encoded(nonUuidText) },
    { weight: 3, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    { weight: 3, arbitrary: encoded(hostileString) },
  ];
  if (realIds.length > 0) candidates.push({ weight: 3, arbitrary: fc.constantFrom(...realIds) });
  return fc.oneof(...candidates);
}

const hostileQueryValue = fc.oneof(
  fc.constantFrom(
    "-1",
    "0",
    "1",
    "1.5",
    "100",
    "101",
    "1e309",
    "-1e309",
    "NaN",
    "Infinity",
    "0x10",
    "9".repeat(400),
    " 5 ",
    "",
    "%_\\",
    "me",
    "Open",
    "open",
    "In Progress",
    "x".repeat(10_000),
    "%".repeat(10_000),
  ),
  hostileString.filter((text) => text.length <= 20_000),
  // Cursor garbage: base64url of random text, of a near-valid key, or nothing like base64.
  fc.string({ maxLength: 80 }).map((text) => Buffer.from(text, "utf8").toString("base64url")),
  fc
    .tuple(fc.date({ noInvalidDate: true }), fc.oneof(fc.uuid(), fc.string({ maxLength: 40 })), fc.constantFrom("|", "||", ""))
    .map(([date, id, separator]) => Buffer.from(`${date.toISOString()}${separator}${id}`, "utf8").toString("base64url")),
);

/** A value for one of the operation's own parameters: plausible, spiked with NUL and the like, or hostile. */
function valueFor(parameter: QueryParameter, knowledge: ShopKnowledge): fc.Arbitrary<string> {
  const plausible = nearValid(parameter.schema, knowledge, parameter.name).map((value) =>
    typeof value === "string" ? value : (JSON.stringify(value) ?? ""),
  );
  return fc.oneof(
    { weight: 3, arbitrary: plausible },
    { weight: 2, arbitrary: spiked(0, parameter.schema.maxLength ?? 100) },
    { weight: 2, arbitrary: hostileQueryValue },
  );
}

const strangerName = fc.oneof(
  fc.constantFrom("limit", "cursor", "search", "status", "assignedTo", "role", "__proto__", "", "a[b]", "x[]"),
  fc.string({ maxLength: 8 }),
);

/**
 * A query string: the operation's own parameters and strangers, plausible and hostile values,
 * repeated names, encoded or written raw.
 */
export function hostileQuery(parameters: readonly QueryParameter[], knowledge: ShopKnowledge): fc.Arbitrary<string> {
  const own =
    parameters.length > 0
      ? fc.constantFrom(...parameters).chain((parameter) => valueFor(parameter, knowledge).map((value) => [parameter.name, value] as const))
      : fc.tuple(strangerName, hostileQueryValue);
  const pair = fc
    .tuple(fc.oneof({ weight: 4, arbitrary: own }, { weight: 1, arbitrary: fc.tuple(strangerName, hostileQueryValue) }), fc.boolean())
    .map(([[key, value], raw]) => (raw ? `${key}=${value}` : `${encodeText(key)}=${encodeText(value)}`));
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant("") },
    { weight: 6, arbitrary: fc.array(pair, { minLength: 1, maxLength: 4 }).map((pairs) => `?${pairs.join("&")}`) },
    { weight: 1, arbitrary: fc.constantFrom("?", "?&&&", "?=", "?limit", "?limit=&limit=", "?%", "?%00=%00", "?a=%zz") },
  );
}
