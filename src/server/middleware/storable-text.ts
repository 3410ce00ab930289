import type { MiddlewareHandler } from "hono";
import { ApiError } from "../http/api-error";
import { bodyText } from "./request-body";

export const UNSTORABLE_TEXT_MESSAGE = "Remove the NUL character or broken unicode from this text.";

/** A NUL, or half of a UTF-16 surrogate pair without its other half. */
const UNSTORABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, "g");
const MAX_REPORTED_FIELDS = 10;

/**
 * PostgreSQL text cannot hold U+0000 (a query carrying one fails, which was a 500), and a lone
 * surrogate has no UTF-8 form (the drivers silently store U+FFFD instead). Such text anywhere in
 * the path, the query or a JSON or form body is refused here with a 400, before a handler or
 * better-auth sees it, so no route has to remember it.
 */
export function storableText(): MiddlewareHandler {
  return async (c, next) => {
    const fields = new Set<string>();
    const url = new URL(c.req.url);
    if (url.pathname.includes("%00")) fields.add("path");
    if (url.search.includes("%00")) {
      for (const [name, value] of url.searchParams) {
        if (name.includes("\0") || value.includes("\0")) fields.add(name);
      }
    }
    collectBodyFields(await bodyText(c), c.req.header("content-type") ?? "", fields);

    const names = [...fields].slice(0, MAX_REPORTED_FIELDS);
    if (names.length > 0) {
      // The names themselves may hold the offending characters: they are shown replaced.
      const shown = names.map((name) => name.replace(UNSTORABLE_ALL, "\ufffd"));
      const reported = Object.fromEntries(shown.map((name) => [name, [UNSTORABLE_TEXT_MESSAGE]]));
      const named = shown.filter((name) => name !== "_");
      const message = named.length > 0 ? `Please correct: ${named.join(", ")}.` : "The request is not valid.";
      throw new ApiError("validation_failed", message, { fields: reported });
    }
    await next();
  };
}

function collectBodyFields(text: string, contentType: string, fields: Set<string>): void {
  if (/^application\/x-www-form-urlencoded/i.test(contentType)) {
    for (const [name, value] of new URLSearchParams(text)) {
      if (UNSTORABLE.test(name) || UNSTORABLE.test(value)) fields.add(name);
    }
    return;
  }
  // Decoded UTF-8 holds no lone surrogate, and JSON allows no raw NUL: in JSON both come as \u escapes.
  if (text.includes("\0")) {
    fields.add("_");
    return;
  }
  if (!text.includes("\\u")) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return; // Not JSON: the route refuses it in its own words.
  }
  for (const path of unstorableStrings(parsed)) fields.add(path || "_");
}

/** The paths ("a.0.b") of the strings and keys that cannot be stored; iterative, for any depth. */
function unstorableStrings(root: unknown): string[] {
  const found: string[] = [];
  const stack: [unknown, string][] = [[root, ""]];
  while (stack.length > 0 && found.length < MAX_REPORTED_FIELDS) {
    const [value, path] = stack.pop()!;
    if (typeof value === "string") {
      if (UNSTORABLE.test(value)) found.push(path);
    } else if (value !== null && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (UNSTORABLE.test(key)) found.push(childPath);
        stack.push([child, childPath]);
      }
    }
  }
  return found;
}
