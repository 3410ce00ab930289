import type { z } from "zod";
import { apiFetch } from "@/web/lib/api-client";

/**
 * Calls an appointments or shop calendar route and reads its answer with the shared schema. These
 * routes are not in the typed client's AppType on this branch, so the path is written out and the
 * answer parsed here; an error answer is an ApiError with the server's message, as everywhere.
 */
export async function fetchParsed<S extends z.ZodType>(schema: S, path: string, init?: { method: string; body?: unknown; signal?: AbortSignal }): Promise<z.output<S>> {
  const response = await apiFetch(path, {
    method: init?.method ?? "GET",
    signal: init?.signal,
    ...(init?.body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(init.body) }),
  });
  return schema.parse(await response.json());
}
