import fc from "fast-check";
import type { Operation } from "./api-operations";
import type { JsonSchema } from "./json-schema";
import { hostilePathId, hostileQuery } from "./hostile-url";
import { contentType, hostileJson, invalidJsonText } from "./hostile-values";
import type { ShopKnowledge } from "./schema-values";
import { nearValid, spiked } from "./schema-values";

/** One generated request, ready to send: the URL path with its query, and the body as text. */
export interface HostileRequest {
  method: Operation["method"];
  path: string;
  body: string | null;
  contentType: string | null;
}

/** The body: near-valid JSON with one field spoiled, extra or missing fields, any JSON, or no JSON. */
function hostileBody(operation: Operation, knowledge: ShopKnowledge): fc.Arbitrary<string | null> {
  const schema = operation.body ? knowledge.resolve(operation.body) : null;
  const base = schema ? nearValid(schema, knowledge) : hostileJson;
  const names = Object.keys(schema?.properties ?? {});
  const textFields = Object.entries(schema?.properties ?? {}).filter(([, property]) => [property.type].flat().includes("string"));
  const asObject = (value: unknown) => (value !== null && typeof value === "object" && !Array.isArray(value) ? value : {});
  const json = fc.oneof(
    { weight: 6, arbitrary: base },
    {
      weight: names.length > 0 ? 4 : 0,
      arbitrary: fc
        .tuple(base, fc.constantFrom(...(names.length > 0 ? names : ["x"])), hostileJson)
        .map(([value, name, spoiled]) => ({ ...asObject(value), [name]: spoiled })),
    },
    // Valid but for one text field carrying a NUL, a lone surrogate or another awkward character:
    // the input most likely to get past the validators and trouble the database.
    {
      weight: textFields.length > 0 ? 4 : 0,
      arbitrary: fc
        .constantFrom(...(textFields.length > 0 ? textFields : [["x", {} as JsonSchema] as const]))
        .chain(([name, property]) =>
          fc.tuple(base, spiked(property.minLength ?? 0, property.maxLength ?? 200)).map(([value, text]) => ({ ...asObject(value), [name]: text })),
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(base, fc.dictionary(fc.constantFrom("id", "role", "createdBy", "status", "isActive", "__proto__", "extra"), hostileJson))
        .map(([value, extra]) => ({ ...asObject(value), ...extra })),
    },
    {
      weight: names.length > 0 ? 1 : 0,
      arbitrary: fc.tuple(base, fc.constantFrom(...(names.length > 0 ? names : ["x"]))).map(([value, name]) => {
        const { [name]: _dropped, ...rest } = asObject(value) as Record<string, unknown>;
        return rest;
      }),
    },
    { weight: 2, arbitrary: hostileJson },
    { weight: 1, arbitrary: fc.array(base, { maxLength: 3 }) },
  );
  return fc.oneof(
    { weight: 8, arbitrary: json.map((value) => JSON.stringify(value) ?? "null") },
    { weight: 2, arbitrary: invalidJsonText },
    { weight: 1, arbitrary: fc.constant(null) },
  );
}

function pathOf(operation: Operation, knowledge: ShopKnowledge, idsFor: (parameter: string) => readonly string[]) {
  const segments = operation.pathParameters.map((parameter) => hostilePathId(idsFor(parameter)));
  return fc.tuple(fc.tuple(...segments), hostileQuery(operation.queryParameters, knowledge)).map(([values, query]) => {
    let path = operation.template;
    operation.pathParameters.forEach((parameter, index) => {
      path = path.replace(`{${parameter}}`, values[index]!);
    });
    return `${path}${query}`;
  });
}

/** Requests for one operation; `idsFor` names the real ids that fit a path parameter. */
export function hostileRequests(
  operation: Operation,
  knowledge: ShopKnowledge,
  idsFor: (parameter: string) => readonly string[] = () => knowledge.ids,
): fc.Arbitrary<HostileRequest> {
  const takesBody = operation.method !== "GET";
  return fc
    .tuple(
      pathOf(operation, knowledge, idsFor),
      takesBody ? hostileBody(operation, knowledge) : fc.constant(null),
      contentType,
    )
    .map(([path, body, type]) => ({ method: operation.method, path, body, contentType: body === null ? null : type }));
}
