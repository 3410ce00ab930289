import fc from "fast-check";
import type { JsonSchema } from "./json-schema";
import { hostileJson, hostileString, SCRIPT_AND_SQL } from "./hostile-values";

/** What the generators know of the shop: real ids and e-mails make near-valid input reach rows. */
export interface ShopKnowledge {
  /** Ids of rows that exist, for fields named `...Id`. */
  ids: readonly string[];
  emails: readonly string[];
  resolve: (schema: JsonSchema) => JsonSchema;
}

const MAX_GENERATED_LENGTH = 60;

/** Characters a database or a driver may choke on, hidden inside otherwise valid text. */
const TROUBLESOME_CHARACTERS = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom("\u0000", "\ud800", "\udfff") },
  { weight: 2, arbitrary: fc.constantFrom("\u0001", "\u001f", "\u007f", "\u0085", "\u2028", "\u202e", "\ufeff", "\uffff", "'", '"', "\\", "%", "_") },
);

/** Text of a valid length with one troublesome character inside it. */
export function spiked(minLength: number, maxLength: number): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 10 }),
      TROUBLESOME_CHARACTERS,
      fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 10 }),
    )
    .map(([before, character, after]) => `${before}${character}${after}`)
    .filter((text) => text.length >= minLength && text.length <= maxLength);
}

function textWithin(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_GENERATED_LENGTH, MAX_GENERATED_LENGTH));
  const fitting = SCRIPT_AND_SQL.filter((text) => text.length >= minLength && text.length <= (schema.maxLength ?? Infinity));
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ unit: "grapheme", minLength, maxLength }) },
    { weight: fitting.length > 0 ? 2 : 0, arbitrary: fitting.length > 0 ? fc.constantFrom(...fitting) : fc.constant("") },
    { weight: maxLength >= 3 ? 3 : 0, arbitrary: maxLength >= 3 ? spiked(minLength, schema.maxLength ?? Infinity) : fc.constant("") },
    { weight: 2, arbitrary: hostileString },
  );
}

function emailText(knowledge: ShopKnowledge): fc.Arbitrary<string> {
  return fc.oneof(
    fc.emailAddress(),
    knowledge.emails.length > 0 ? fc.constantFrom(...knowledge.emails) : fc.emailAddress(),
    hostileString.map((local) => `${local}@example.com`),
    fc.constantFrom("ADMIN@EXAMPLE.COM", " admin@example.com ", "admin@example.com\u0000", "a@b", "@example.com", "a@@b.com"),
    hostileString,
  );
}

function numberWithin(schema: JsonSchema, integer: boolean): fc.Arbitrary<unknown> {
  const min = schema.minimum ?? -1e6;
  const max = schema.maximum ?? 1e6;
  const inRange = integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true });
  return fc.oneof({ weight: 3, arbitrary: inRange }, { weight: 1, arbitrary: hostileJson });
}

/**
 * Values that fit the schema most of the time, with hostile text wherever text goes: they get
 * past the validators to the queries, where the interesting failures live.
 */
export function nearValid(schema: JsonSchema, knowledge: ShopKnowledge, key = ""): fc.Arbitrary<unknown> {
  const resolved = knowledge.resolve(schema);
  if (resolved.const !== undefined) return fc.constant(resolved.const);
  if (resolved.enum && resolved.enum.length > 0) return fc.constantFrom(...resolved.enum);
  const alternatives = resolved.anyOf ?? resolved.oneOf;
  if (alternatives && alternatives.length > 0) return fc.oneof(...alternatives.map((sub) => nearValid(sub, knowledge, key)));
  if (Array.isArray(resolved.type)) {
    return fc.oneof(...resolved.type.map((type) => nearValid({ ...resolved, type }, knowledge, key)));
  }
  switch (resolved.type) {
    case "string":
      if (resolved.format === "email") return emailText(knowledge);
      if (resolved.format === "date-time") {
        return fc.oneof(fc.date({ noInvalidDate: true }).map((date) => date.toISOString()), hostileString);
      }
      if (/Id$/.test(key) && knowledge.ids.length > 0) return fc.oneof(fc.constantFrom(...knowledge.ids), textWithin(resolved));
      return textWithin(resolved);
    case "integer":
      return numberWithin(resolved, true);
    case "number":
      return numberWithin(resolved, false);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(resolved.items ? nearValid(resolved.items, knowledge) : hostileJson, { maxLength: 4 });
    case "object":
      return objectOf(resolved, knowledge);
    default:
      return hostileJson;
  }
}

function objectOf(schema: JsonSchema, knowledge: ShopKnowledge): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(Object.entries(properties).map(([name, sub]) => [name, nearValid(sub, knowledge, name)]));
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
}
