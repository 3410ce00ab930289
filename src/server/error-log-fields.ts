/**
 * What the log keeps of an error (the logger's `err` serializer). A log is read by whoever runs
 * the server and kept for long, so no value a request carried goes into it: a failed statement is
 * logged by its SQL text and PostgreSQL's code and names (constraint, table, column), never its
 * parameters (Drizzle's `params`, and its message, which repeats them), nor the `detail`, `where`,
 * `hint` or internal query PostgreSQL adds, which quote row values ("Key (email)=(…) already
 * exists"). Quoted words in PostgreSQL's message are kept only when they are such a name.
 */
export interface ErrorLogFields {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  query?: string;
  severity?: string;
  schema?: string;
  table?: string;
  column?: string;
  dataType?: string;
  constraint?: string;
  routine?: string;
  cause?: ErrorLogFields | string;
}

type Fields = Record<string, unknown>;

const DATABASE_NAMES = ["schema", "table", "column", "dataType", "constraint"] as const;

function text(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** A Drizzle error around a failed statement: its SQL text and, beside it, the values sent with it. */
function isFailedStatement(error: Fields): boolean {
  return typeof error.query === "string" && Array.isArray(error.params);
}

/** An error PostgreSQL (or PGlite) answered: a severity and a five-character SQLSTATE. */
function isDatabaseError(error: Fields): boolean {
  return typeof error.severity === "string" && typeof error.code === "string" && /^[0-9A-Z]{5}$/.test(error.code);
}

/** The stack's frames under a first line of our own: the stack's own first lines repeat the message. */
function frames(stack: unknown, firstLine: string): string | undefined {
  if (typeof stack !== "string") return undefined;
  const lines = stack.split("\n").filter((line) => /^\s+at /.test(line));
  return [firstLine, ...lines].join("\n");
}

function typeOf(error: Fields): string {
  const constructor = (error as { constructor?: { name?: unknown } }).constructor;
  return typeof constructor?.name === "string" && constructor.name !== "Object" ? constructor.name : "Error";
}

function databaseFields(error: Fields): ErrorLogFields {
  // One name for PostgreSQL's errors and PGlite's, whose class names are minified.
  const type = "DatabaseError";
  const names = new Set(DATABASE_NAMES.map((name) => text(error[name])).filter((name) => name !== undefined));
  const message = String(error.message ?? "").replace(/"([^"]*)"/g, (quoted, inner: string) => (names.has(inner) ? quoted : '"…"'));
  const fields: ErrorLogFields = { type, message, code: error.code as string, severity: text(error.severity) };
  for (const name of DATABASE_NAMES) {
    const value = text(error[name]);
    if (value !== undefined) fields[name] = value;
  }
  fields.routine = text(error.routine);
  fields.stack = frames(error.stack, `${type}: ${message}`);
  return fields;
}

/** The serializer: an error (or anything thrown) as the log may keep it; a text stays as it is. */
export function errorLogFields(error: unknown): unknown {
  return typeof error === "object" && error !== null ? fieldsOf(error as Fields, 0) : error;
}

/** How deep a chain of causes is followed. */
const MAX_CAUSES = 5;

function fieldsOf(error: Fields, depth: number): ErrorLogFields {
  const type = typeOf(error);
  const cause =
    depth < MAX_CAUSES && typeof error.cause === "object" && error.cause !== null ? fieldsOf(error.cause as Fields, depth + 1) : text(error.cause);
  // PGlite's own errors carry the statement and its values too.
  if (isDatabaseError(error)) return { ...databaseFields(error), query: text(error.query), cause };
  if (isFailedStatement(error)) {
    const message = "Failed query";
    // The statement is written once, here, when its cause repeats it.
    if (typeof cause === "object" && cause.query === error.query) delete cause.query;
    return { type, message, query: error.query as string, stack: frames(error.stack, `${type}: ${message}`), cause };
  }
  return { type, message: String(error.message ?? ""), stack: text(error.stack), code: text(error.code), cause };
}
