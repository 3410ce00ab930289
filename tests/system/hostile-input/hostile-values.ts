import fc from "fast-check";

/** Script, SQL and markup a field may be sent; valid text that must come back as it went in. */
export const SCRIPT_AND_SQL = [
  "<script>alert(1)</script>",
  "'; drop table service_tickets; --",
  '" onmouseover="x',
  "<img src=x onerror=alert(1)>",
  "' or '1'='1",
  "1; delete from profiles where true; --",
  "$1::text",
  "{{7*7}} ${7*7} <%= 7*7 %>",
  "javascript:alert(document.cookie)",
  "]]><!--",
  "\\'; select pg_sleep(10); --",
] as const;

/** Text that is awkward rather than dangerous: empty, blank, wildcards, control and RTL characters. */
const AWKWARD_TEXT = [
  "",
  " ",
  "\t\r\n",
  "%",
  "_",
  "\\",
  "%_\\",
  "100%_off\\",
  "null",
  "undefined",
  "NaN",
  "-1",
  "1e309",
  "true",
  "[]",
  "{}",
  "../../etc/passwd",
  "\u202eevil\u202c",
  "\ufeff",
  "e\u0301",
  "😀👩‍👩‍👧‍👦",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udc00",
  "\udbff\udbff",
] as const;

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const controlCharacter = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));

/** Any character a client can put into JSON text: every code point, lone surrogates, NUL and controls. */
const anyCharacter = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: loneSurrogate },
  { weight: 1, arbitrary: controlCharacter },
);

/** Sizes around the fields' limits and far past them (all well under the 1 MB body limit). */
const HUGE_LENGTHS = [51, 101, 201, 2001, 10_000, 100_000, 500_000] as const;

export const hugeString = fc
  .tuple(fc.constantFrom(...HUGE_LENGTHS), fc.constantFrom("x", "é", "😀", "%", " ", "<"))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

/** Any hostile text: the lists above, random unicode, mixtures of both, and huge strings. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SCRIPT_AND_SQL, ...AWKWARD_TEXT) },
  { weight: 4, arbitrary: fc.string({ unit: anyCharacter, maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.oneof(fc.constantFrom(...SCRIPT_AND_SQL, ...AWKWARD_TEXT), fc.string({ unit: anyCharacter, maxLength: 5 })), {
        minLength: 2,
        maxLength: 4,
      })
      .map((parts) => parts.join("")),
  },
  { weight: 1, arbitrary: hugeString },
);

const hostileNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, Number.MIN_SAFE_INTEGER - 2, 5e-324, 0.1),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const hostileKey = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "toString", "id", "role", "isActive", "createdBy", "status", "$where", ""),
  fc.string({ unit: anyCharacter, maxLength: 12 }),
);

/** Any JSON value with hostile leaves and keys, up to a few levels deep. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    hostileNumber,
    hostileString,
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(hostileKey, tie("value"), { maxKeys: 4 }),
  ),
})).value;

/** Deeply nested JSON, written as text: JSON.stringify would recurse as deep as the value is. */
export const deeplyNestedJson = fc
  .tuple(fc.integer({ min: 100, max: 100_000 }), fc.constantFrom(["[", "]"], ['{"a":', "}"]))
  .map(([depth, [open, close]]) => `${open!.repeat(depth)}1${close!.repeat(depth)}`);

/** Text that is not JSON, or JSON only in name. */
export const invalidJsonText = fc.oneof(
  fc.constantFrom(
    "",
    "{",
    "}",
    '{"vin":',
    "[1,2",
    "nul",
    "{'vin':'x'}",
    '{"vin":"x",}',
    '{"a":1}{"a":2}',
    "\u0000",
    '"\\ud800"',
    '{"vin":"\\u0000"}',
    "NaN",
    "Infinity",
    "undefined",
    "<xml/>",
    "vin=x&issueDescription=y",
    "\ufeff{}",
    "0x10",
    "1e999999",
    '{"__proto__":{"isAdmin":true}}',
  ),
  fc.string({ unit: anyCharacter, maxLength: 60 }),
  deeplyNestedJson,
);

/** Content types a client may send with a body, right and wrong. */
export const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant("application/json") },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      null,
      "",
      "text/plain",
      "text/html",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/xml",
      "application/json; charset=utf-16",
      "application/json; charset=latin1",
      "application/json, text/plain",
      "APPLICATION/JSON",
      "application/jsonx",
      "application/vnd.api+json",
      "*/*",
      ";;;",
      "application/json; boundary=\u00e9",
    ),
  },
);
