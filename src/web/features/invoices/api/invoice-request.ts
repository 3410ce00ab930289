import type { z } from "zod";
import { apiFetch } from "@/web/lib/api-client";

/**
 * One call to the invoice API, its answer checked with the shared response schema. A failed call
 * throws the ApiError apiFetch makes of the server's answer (its message, code and details).
 */
export async function invoiceRequest<Schema extends z.ZodType>(
  path: `/${string}`,
  schema: Schema,
  init: { method?: "GET" | "POST" | "PUT" | "DELETE"; body?: unknown; signal?: AbortSignal } = {},
): Promise<z.output<Schema>> {
  const response = await apiFetch(`/api${path}`, {
    method: init.method ?? "GET",
    signal: init.signal,
    ...(init.body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(init.body) }),
  });
  return schema.parse(await response.json());
}

/** A path segment from an id, so an id never changes the path it is put in. */
export function segment(id: string): string {
  return encodeURIComponent(id);
}
