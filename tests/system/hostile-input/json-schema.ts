/** The parts of a JSON Schema (as /api/openapi.json writes zod's schemas) the generators read. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Follows `#/components/schemas/Name` references within one OpenAPI document. */
export function schemaResolver(components: Record<string, JsonSchema> = {}) {
  return (schema: JsonSchema): JsonSchema => {
    let current = schema;
    for (let hops = 0; current.$ref && hops < 10; hops += 1) {
      const name = current.$ref.replace(/^#\/components\/schemas\//, "");
      current = components[name] ?? {};
    }
    return current;
  };
}
