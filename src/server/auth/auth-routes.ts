import { Hono } from "hono";
import type { AppBindings } from "../http/app-bindings";
import { errorBody } from "../http/api-error";

/**
 * better-auth's endpoints under /api/auth. Its refusals answer `{ code, message }`; they are
 * rewritten into the one error shape of DESIGN.md 2 so every client reads errors alike.
 */
export function authRoutes() {
  return new Hono<AppBindings>().on(["GET", "POST"], "/*", async (c) => {
    const response = await c.get("auth").handler(c.req.raw);
    if (response.ok || !response.headers.get("content-type")?.includes("application/json")) return response;
    const payload = (await response.clone().json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
    const message = typeof payload?.message === "string" && payload.message ? payload.message : response.statusText;
    const code = typeof payload?.code === "string" ? payload.code.toLowerCase() : `http_${response.status}`;
    const headers = new Headers(response.headers);
    headers.delete("content-length");
    return new Response(JSON.stringify(errorBody(code, message)), { status: response.status, headers });
  });
}
