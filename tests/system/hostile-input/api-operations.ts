import type { JsonSchema } from "./json-schema";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface QueryParameter {
  name: string;
  schema: JsonSchema;
  /** Whether a request must carry it (the boundary tests send only these and the one under test). */
  required?: boolean;
}

/** One endpoint as the generators see it. */
export interface Operation {
  method: Method;
  /** `/api/tickets/{ticketId}`: a path parameter in braces. */
  template: string;
  pathParameters: string[];
  queryParameters: QueryParameter[];
  /** The JSON body's schema; null when the endpoint takes no body. */
  body: JsonSchema | null;
}

interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const METHODS: readonly Method[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

function normalisedTemplate(path: string): string {
  const withColonsAsBraces = path.replace(/:(\w+)/g, "{$1}");
  return withColonsAsBraces.startsWith("/api/") ? withColonsAsBraces : `/api${withColonsAsBraces}`;
}

/** Every operation of the app's OpenAPI document, so a new endpoint is fuzzed without a change here. */
export function documentedOperations(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method.toLowerCase()]).map((method) => {
      const operation = item[method.toLowerCase()]!;
      const parameters = operation.parameters ?? [];
      return {
        method,
        template: normalisedTemplate(path),
        pathParameters: parameters.filter((parameter) => parameter.in === "path").map((parameter) => parameter.name),
        queryParameters: parameters
          .filter((parameter) => parameter.in === "query")
          .map((parameter) => ({ name: parameter.name, schema: parameter.schema ?? {}, required: parameter.required === true })),
        body: operation.requestBody?.content?.["application/json"]?.schema ?? (method === "GET" ? null : {}),
      };
    }),
  );
}

/**
 * The methods a documented path does not take (PUT /api/tickets...): a 404 or 405, never more.
 * The document stays the source; only the methods missing from it are added.
 */
export function undocumentedMethods(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => !item[method.toLowerCase()]).map((method) => ({
      method,
      template: normalisedTemplate(path),
      pathParameters: [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!),
      queryParameters: [],
      body: method === "GET" ? null : {},
    })),
  );
}

const text = (maxLength = 200): JsonSchema => ({ type: "string", maxLength });
const email: JsonSchema = { type: "string", format: "email" };
const password: JsonSchema = { type: "string", minLength: 8, maxLength: 128 };
const ROLES_ENUM: JsonSchema = { type: "string", enum: ["Admin", "Manager", "Service Advisor", "Service Technician", "User"] };

/**
 * better-auth's routes that the web app calls (src/web/features/auth/api/auth-calls.ts), with the
 * bodies better-auth reads, plus our GET /api/auth/me and better-auth's reset-link landing route.
 * They are not in the OpenAPI document: better-auth serves them itself.
 */
export const AUTH_OPERATIONS: readonly Operation[] = [
  {
    method: "POST",
    template: "/api/auth/sign-in/email",
    pathParameters: [],
    queryParameters: [],
    body: {
      type: "object",
      properties: { email, password: text(), rememberMe: { type: "boolean" }, callbackURL: text() },
      required: ["email", "password"],
    },
  },
  {
    method: "POST",
    template: "/api/auth/sign-up/email",
    pathParameters: [],
    queryParameters: [],
    body: {
      type: "object",
      properties: { name: text(100), email, password, initialRole: ROLES_ENUM, username: text(60), callbackURL: text(), image: text() },
      required: ["name", "email", "password"],
    },
  },
  { method: "POST", template: "/api/auth/sign-out", pathParameters: [], queryParameters: [], body: { type: "object" } },
  {
    method: "POST",
    template: "/api/auth/request-password-reset",
    pathParameters: [],
    queryParameters: [],
    body: { type: "object", properties: { email, redirectTo: text() }, required: ["email"] },
  },
  {
    method: "POST",
    template: "/api/auth/reset-password",
    pathParameters: [],
    queryParameters: [{ name: "token", schema: text() }],
    body: { type: "object", properties: { token: text(), newPassword: password }, required: ["newPassword"] },
  },
  {
    method: "GET",
    template: "/api/auth/reset-password/{token}",
    pathParameters: ["token"],
    queryParameters: [{ name: "callbackURL", schema: text() }],
    body: null,
  },
  {
    method: "GET",
    template: "/api/auth/verify-email",
    pathParameters: [],
    queryParameters: [
      { name: "token", schema: text() },
      { name: "callbackURL", schema: text() },
    ],
    body: null,
  },
  { method: "GET", template: "/api/auth/me", pathParameters: [], queryParameters: [], body: null },
  { method: "GET", template: "/api/auth/{unknown}", pathParameters: ["unknown"], queryParameters: [], body: null },
  { method: "POST", template: "/api/auth/{unknown}", pathParameters: ["unknown"], queryParameters: [], body: {} },
];
