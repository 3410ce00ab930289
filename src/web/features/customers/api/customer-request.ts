import type { z } from "zod";
import { apiFetch } from "@/web/lib/api-client";

/** The path of one customer, or of something under it ("summary", "vehicles/v1"). */
export function customerPath(customerId: string, ...rest: string[]): string {
  return ["/api/customers", encodeURIComponent(customerId), ...rest.map(encodeURIComponent)].join("/");
}

/**
 * One call to the customers API, its answer read with the shared schema the server answers with.
 * An error answer throws an ApiError (apiFetch); a body goes as JSON.
 */
export async function customerRequest<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  { method = "GET", body, signal }: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<z.output<Schema>> {
  const init: RequestInit = body === undefined ? { method, signal } : { method, signal, headers: { "content-type": "application/json" }, body: JSON.stringify(body) };
  const response = await apiFetch(path, init);
  return schema.parse(await response.json());
}
