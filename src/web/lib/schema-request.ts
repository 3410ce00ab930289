import type { z } from "zod";
import { apiFetch } from "./api-client";

/**
 * Calls an API path and reads its answer with the route's shared response schema, so the answer
 * is checked at the edge. For routes AppType does not describe yet; the typed client is the way
 * for every other.
 */
export async function schemaRequest<Schema extends z.ZodType>(
  path: `/api/${string}`,
  schema: Schema,
  init: { method?: "GET" | "PUT" | "POST" | "DELETE"; body?: unknown; signal?: AbortSignal } = {},
): Promise<z.output<Schema>> {
  const response = await apiFetch(path, {
    method: init.method ?? "GET",
    signal: init.signal,
    ...(init.body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(init.body) }),
  });
  return schema.parse(await response.json());
}
