import { z } from "zod";
import { fieldLimitProblem } from "../../shared/schemas/record-limits";
import { NESTED_FIELDS, shopRecordSchemas, type ShopCollection } from "../../shared/schemas/shop-sync";

/**
 * What a pushed field may hold. The collections' schemas read old browser data leniently: a value
 * of the wrong kind falls back to a default (`.catch`). A pushed value of the wrong kind must be
 * refused instead, or it would quietly replace good data (a list of parts by an empty one), so
 * each field is checked by its schema without those fallbacks.
 */
function withoutFallbacks(schema: z.ZodType): z.ZodType {
  let current = schema;
  while (current instanceof z.ZodDefault || current instanceof z.ZodCatch) current = current.unwrap() as z.ZodType;
  return current;
}

/** The object or record inside a nested field's schema (owner, customFields). */
function container(schema: z.ZodType): z.ZodObject | z.ZodRecord | null {
  let current = withoutFallbacks(schema);
  while (current instanceof z.ZodPipe) current = withoutFallbacks(current.in as z.ZodType);
  return current instanceof z.ZodObject || current instanceof z.ZodRecord ? current : null;
}

function isNested(key: string): boolean {
  return (NESTED_FIELDS as readonly string[]).includes(key);
}

/** The schema of one field path of a collection's records, or null when records have no such field. */
function fieldSchema(collection: ShopCollection, path: string): z.ZodType | null {
  const shape: Record<string, z.ZodType> = shopRecordSchemas[collection].shape;
  const dot = path.indexOf(".");
  if (dot < 0) {
    if (path === "id" || path === "updatedAt" || isNested(path) || !Object.hasOwn(shape, path)) return null;
    return withoutFallbacks(shape[path]!);
  }
  const parent = path.slice(0, dot);
  const key = path.slice(dot + 1);
  if (!isNested(parent) || key === "" || !Object.hasOwn(shape, parent)) return null;
  const inner = container(shape[parent]!);
  if (inner instanceof z.ZodRecord) return withoutFallbacks(inner.valueType as z.ZodType);
  if (inner instanceof z.ZodObject) {
    const fields: Record<string, z.ZodType> = inner.shape;
    return Object.hasOwn(fields, key) ? withoutFallbacks(fields[key]!) : null;
  }
  return null;
}

/** Why a pushed field cannot be stored (an unknown path, a value of the wrong kind or too long), or null when it can. */
export function fieldProblem(collection: ShopCollection, path: string, value: unknown): string | null {
  const schema = fieldSchema(collection, path);
  if (!schema) return `Records of ${collection} have no field "${path}".`;
  const parsed = schema.safeParse(value);
  if (!parsed.success) return `${path}: ${parsed.error.issues[0]?.message ?? "Not a valid value."}`;
  return fieldLimitProblem(collection, path, value);
}
