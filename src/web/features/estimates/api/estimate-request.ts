import type { z } from "zod";
import { apiFetch } from "@/web/lib/api-client";

/**
 * Calls an estimates endpoint and reads its answer with the shared response schema. The
 * estimate routes are described by their shared zod schemas; reading the answer through them
 * checks it at the edge.
 */
export async function estimateRequest<Schema extends z.ZodType>(
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

/** The path of a job card's estimate, or of one of its actions. */
export function estimatePath(jobCardId: string, action = ""): `/api/${string}` {
  return `/api/job-cards/${encodeURIComponent(jobCardId)}/estimate${action}`;
}
