import fc from "fast-check";
import type { JsonSchema } from "./json-schema";
import type { PositionKind } from "./boundary-values";

/** One step into a JSON value: a property, the first item of an array, or one of a union's shapes. */
export type Step = { property: string } | { item: true } | { branch: number };

/** A place in a body where a number, a date or time, or text goes. */
export interface BodyPosition {
  steps: Step[];
  kind: PositionKind;
  /** The schema at the place: its bounds shape the values tried. */
  schema: JsonSchema;
  label: string;
}

/** What valid input is made of: the document's schemas, and real ids for fields that name a row. */
export interface ValidParts {
  resolve: (schema: JsonSchema) => JsonSchema;
  idsFor: (field: string) => readonly string[];
}

const MAX_DEPTH = 8;

function alternativesOf(schema: JsonSchema): JsonSchema[] | undefined {
  const alternatives = schema.anyOf ?? schema.oneOf;
  return alternatives && alternatives.length > 0 ? alternatives : undefined;
}

function typesOf(schema: JsonSchema): string[] {
  return [schema.type ?? []].flat();
}

/** The kind of value a leaf holds, or null when it is no number, date or text. */
export function leafKind(schema: JsonSchema): PositionKind | null {
  const types = typesOf(schema);
  if (types.includes("integer")) return "integer";
  if (types.includes("number")) return "number";
  if (types.includes("string") || typeof schema.const === "string") {
    if (schema.format === "date") return "date";
    if (schema.format === "date-time") return "date-time";
    return "string";
  }
  return null;
}

function labelOf(steps: Step[]): string {
  return steps
    .map((step) => ("property" in step ? `.${step.property}` : "item" in step ? "[]" : `(${step.branch})`))
    .join("");
}

/** Every number, date or time and text position of a body's schema, through arrays and unions. */
export function bodyPositions(schema: JsonSchema, resolve: ValidParts["resolve"], steps: Step[] = []): BodyPosition[] {
  if (steps.length > MAX_DEPTH) return [];
  const resolved = resolve(schema);
  const alternatives = alternativesOf(resolved);
  if (alternatives) return alternatives.flatMap((alternative, branch) => bodyPositions(alternative, resolve, [...steps, { branch }]));
  const kind = leafKind(resolved);
  if (kind) return [{ steps, kind, schema: resolved, label: `body${labelOf(steps)}` }];
  const types = typesOf(resolved);
  if (types.includes("object") || resolved.properties) {
    return Object.entries(resolved.properties ?? {}).flatMap(([property, sub]) => bodyPositions(sub, resolve, [...steps, { property }]));
  }
  if (types.includes("array") && resolved.items) return bodyPositions(resolved.items, resolve, [...steps, { item: true }]);
  return [];
}

function minimalText(schema: JsonSchema, parts: ValidParts, field: string): fc.Arbitrary<string> {
  if (schema.format === "date") return fc.constant("2026-03-14");
  if (schema.format === "date-time") return fc.constant("2026-03-14T10:00:00Z");
  if (schema.format === "email") return fc.constant("boundary@example.com");
  const ids = parts.idsFor(field);
  if (/Id$/.test(field) && ids.length > 0) return fc.constantFrom(...ids);
  if (field === "id" || schema.format === "uuid") return fc.uuid();
  const length = Math.min(Math.max(schema.minLength ?? 0, 1), schema.maxLength ?? 1);
  return fc.constant("a".repeat(length));
}

/**
 * The smallest input a schema takes, as near as the document says: required fields only (optional
 * ones now and then), the least number, one letter, real ids. The boundary value then sits in
 * otherwise valid input and reaches the queries, as it would from a client.
 */
export function minimalValid(schema: JsonSchema, parts: ValidParts, field = "", depth = 0): fc.Arbitrary<unknown> {
  const resolved = parts.resolve(schema);
  if (resolved.const !== undefined) return fc.constant(resolved.const);
  if (resolved.enum && resolved.enum.length > 0) return fc.constantFrom(...resolved.enum);
  const alternatives = alternativesOf(resolved);
  if (alternatives) {
    const nullable = alternatives.find((alternative) => typesOf(parts.resolve(alternative)).includes("null"));
    return minimalValid(nullable ?? alternatives[0]!, parts, field, depth);
  }
  const types = typesOf(resolved);
  if (types.includes("null")) return fc.constant(null);
  if (types.includes("string")) return minimalText(resolved, parts, field);
  if (types.includes("integer") || types.includes("number")) {
    const least = Math.max(resolved.minimum ?? 0, 0);
    return fc.constant(resolved.maximum !== undefined && least > resolved.maximum ? resolved.minimum : least);
  }
  if (types.includes("boolean")) return fc.constant(true);
  if (types.includes("array")) {
    const count = (resolved as { minItems?: number }).minItems ?? 0;
    if (count === 0 || !resolved.items || depth > MAX_DEPTH) return fc.constant([]);
    return fc.array(minimalValid(resolved.items, parts, field, depth + 1), { minLength: count, maxLength: count });
  }
  if (types.includes("object") || resolved.properties) {
    const properties = resolved.properties ?? {};
    const model = Object.fromEntries(Object.entries(properties).map(([name, sub]) => [name, minimalValid(sub, parts, name, depth + 1)]));
    return fc.record(model, { requiredKeys: (resolved.required ?? []).filter((name) => name in properties) });
  }
  return fc.constant({});
}

/** Minimal valid input with `value` at the position `steps` leads to. */
export function valueAt(schema: JsonSchema, steps: readonly Step[], value: fc.Arbitrary<unknown>, parts: ValidParts, field = ""): fc.Arbitrary<unknown> {
  const [step, ...rest] = steps;
  if (!step) return value;
  const resolved = parts.resolve(schema);
  if ("branch" in step) return valueAt(alternativesOf(resolved)?.[step.branch] ?? {}, rest, value, parts, field);
  if ("item" in step) {
    const count = Math.max(0, ((resolved as { minItems?: number }).minItems ?? 1) - 1);
    const others = resolved.items ? fc.array(minimalValid(resolved.items, parts, field), { minLength: count, maxLength: count }) : fc.constant([]);
    return fc.tuple(valueAt(resolved.items ?? {}, rest, value, parts, field), others).map(([first, more]) => [first, ...more]);
  }
  const { [step.property]: sub = {}, ...otherProperties } = resolved.properties ?? {};
  const others = minimalValid({ ...resolved, properties: otherProperties, required: (resolved.required ?? []).filter((name) => name !== step.property) }, parts);
  return fc
    .tuple(others, valueAt(sub, rest, value, parts, step.property))
    .map(([base, spoiled]) => ({ ...(base as Record<string, unknown>), [step.property]: spoiled }));
}
