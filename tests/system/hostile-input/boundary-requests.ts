import fc from "fast-check";
import type { Operation } from "./api-operations";
import { bodyPositions, leafKind, minimalValid, valueAt, type ValidParts } from "./boundary-positions";
import { boundaryText, boundaryValue, jsonText, sharpTexts, sharpValues } from "./boundary-values";
import { FUZZ_SEED } from "./fuzz-settings";
import type { HostileRequest } from "./hostile-request";
import { encodeText } from "./hostile-url";

/** Requests with a boundary value at one position: random ones, and each position's sharp values. */
export interface BoundaryPlan {
  /** Where the values go, as labels: `body.rowVersion`, `query.asOf`, `path.invoiceId`. */
  positions: string[];
  random: fc.Arbitrary<HostileRequest>;
  /** Each position with each of its sharp values, in otherwise minimal valid input, for every real id. */
  examples: HostileRequest[];
}

/** A request's path, query string and body text. */
interface Parts {
  path: string;
  query: string;
  body: string | null;
}

/** A request per position: the operation's parts, one of them carrying the value. */
type Placer = (value: "sharp" | "random", ids: Record<string, fc.Arbitrary<string>>) => Array<{ label: string; parts: fc.Arbitrary<Parts>[] }>;

function pathWith(operation: Operation, ids: Record<string, fc.Arbitrary<string>>, spoiled?: { name: string; text: fc.Arbitrary<string> }) {
  const segments = operation.pathParameters.map((name) => (spoiled?.name === name ? spoiled.text.map(encodeText) : ids[name]!));
  return fc.tuple(...segments).map((values) => {
    let path = operation.template;
    operation.pathParameters.forEach((name, index) => {
      path = path.replace(`{${name}}`, values[index]!);
    });
    return path;
  });
}

function queryWith(operation: Operation, parts: ValidParts, spoiled?: { name: string; text: fc.Arbitrary<string> }): fc.Arbitrary<string> {
  const pairs = operation.queryParameters
    .filter((parameter) => parameter.required || parameter.name === spoiled?.name)
    .map((parameter) => {
      const text =
        parameter.name === spoiled?.name ? spoiled.text : minimalValid(parameter.schema, parts, parameter.name).map((value) => (typeof value === "string" ? value : String(value)));
      return text.map((value) => `${encodeText(parameter.name)}=${encodeText(value)}`);
    });
  return fc.tuple(...pairs).map((written) => (written.length > 0 ? `?${written.join("&")}` : ""));
}

function bodyOf(operation: Operation, parts: ValidParts): fc.Arbitrary<string | null> {
  if (operation.method === "GET" || !operation.body) return fc.constant(null);
  return minimalValid(operation.body, parts).map(jsonText);
}

/** Every number, date or time and text position of the operation's body, query and path, with its values. */
export function boundaryPlan(operation: Operation, parts: ValidParts, realIds: (parameter: string) => readonly string[]): BoundaryPlan {
  const body = operation.method === "GET" || !operation.body ? [] : bodyPositions(operation.body, parts.resolve);
  const textValues = (value: "sharp" | "random", schema: Operation["queryParameters"][number]["schema"]) => {
    const kind = leafKind(parts.resolve(schema)) ?? "string";
    return value === "sharp" ? sharpTexts(kind).map((text) => fc.constant(text)) : [boundaryText(kind, parts.resolve(schema))];
  };
  const placer: Placer = (value, ids) => [
    ...body.map((position) => ({
      label: position.label,
      parts: (value === "sharp" ? sharpValues(position.kind, position.schema).map((sharp) => fc.constant(sharp)) : [boundaryValue(position.kind, position.schema)]).map(
        (spoiled) =>
          fc.record({ path: pathWith(operation, ids), query: queryWith(operation, parts), body: valueAt(operation.body!, position.steps, spoiled, parts).map(jsonText) }),
      ),
    })),
    ...operation.queryParameters.map((parameter) => ({
      label: `query.${parameter.name}`,
      parts: textValues(value, parameter.schema).map((text) =>
        fc.record({ path: pathWith(operation, ids), query: queryWith(operation, parts, { name: parameter.name, text }), body: bodyOf(operation, parts) }),
      ),
    })),
    ...operation.pathParameters.map((name) => ({
      label: `path.${name}`,
      parts: textValues(value, { type: "string", maxLength: 100 }).map((text) =>
        fc.record({ path: pathWith(operation, ids, { name, text }), query: queryWith(operation, parts), body: bodyOf(operation, parts) }),
      ),
    })),
  ];
  const toRequest = ({ path, query, body: text }: Parts): HostileRequest => ({
    method: operation.method,
    path: `${path}${query}`,
    body: text,
    contentType: text === null ? null : "application/json",
  });

  const anyIds = Object.fromEntries(operation.pathParameters.map((name) => [name, fc.constantFrom(...realIds(name))]));
  const randomPlaces = placer("random", anyIds).flatMap((place) => place.parts);
  // Every real id of the first parameter that has several (a draft and a finalized invoice), the first of the rest.
  const varied = operation.pathParameters.find((name) => realIds(name).length > 1);
  const variants = (varied ? realIds(varied) : [undefined]).map((id) =>
    Object.fromEntries(operation.pathParameters.map((name) => [name, fc.constant(name === varied ? id! : realIds(name)[0]!)])),
  );
  const examples = variants.flatMap((ids) =>
    placer("sharp", ids).flatMap((place) => place.parts.map((arbitrary) => toRequest(fc.sample(arbitrary, { seed: FUZZ_SEED, numRuns: 1 })[0]!))),
  );
  return {
    positions: placer("sharp", anyIds).map((place) => place.label),
    random: randomPlaces.length > 0 ? fc.oneof(...randomPlaces).map(toRequest) : fc.record({ path: pathWith(operation, anyIds), query: queryWith(operation, parts), body: bodyOf(operation, parts) }).map(toRequest),
    examples,
  };
}
