import { vi } from "vitest";

export interface ApiCall {
  method: string;
  path: string;
  /** The query string's parameters (a repeated name keeps its last value). */
  query: Record<string, string>;
  body: unknown;
}

export type ApiHandler = (call: ApiCall) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

export function errorResponse(status: number, code: string, message: string, fields?: Record<string, string[]>) {
  return jsonResponse(status, { error: { code, message, ...(fields ? { details: { fields } } : {}) } });
}

/**
 * Stands in for the server at the network edge: `routes` maps "METHOD /api/path" to an answer.
 * Returns every call made, in order, so tests can check exactly what was sent.
 */
export function stubApi(routes: Record<string, ApiHandler>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const call: ApiCall = {
      method: init?.method ?? "GET",
      path: url.pathname,
      query: Object.fromEntries(url.searchParams.entries()),
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    return handler ? handler(call) : errorResponse(404, "not_found", `No stub for ${call.method} ${call.path}`);
  });
  return calls;
}

/** The query of every GET to `path` so far, in order: what a list asked for (search, filters, cursor). */
export function listQueries(calls: readonly ApiCall[], path: string): Record<string, string>[] {
  return calls.filter((call) => call.method === "GET" && call.path === path).map((call) => call.query);
}
