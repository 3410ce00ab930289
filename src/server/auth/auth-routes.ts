import { Hono } from "hono";
import type { AppBindings } from "../http/app-bindings";
import { errorBody } from "../http/api-error";
import { clientAddress } from "../http/client-address";
import { withClientAddress } from "./session-address";

/**
 * The better-auth endpoints the product uses: sign-up, sign-in, sign-out, e-mail confirmation and
 * password reset. The rest of its API stays unreachable: update-user would rename the username,
 * which never changes, change-password would keep the other sessions, get-session and
 * list-sessions would hand session tokens to page scripts.
 */
const EXPOSED = new Set([
  "POST /sign-up/email",
  "POST /sign-in/email",
  "POST /sign-out",
  "POST /request-password-reset",
  "POST /reset-password",
  "GET /verify-email",
]);

/**
 * A path on this site ("/login?confirmed=1"): never another site ("//evil.example",
 * "https://…", "/\evil"), and no blanks or control characters, which browsers drop from URLs.
 */
const SITE_PATH = /^\/(?![/\\])[\w\-.~!$&'()*+,;=:@%/?#]*$/;

/**
 * better-auth's endpoints under /api/auth. Its refusals answer `{ code, message }`; they are
 * rewritten into the API's one error shape so every client reads errors alike.
 */
export function authRoutes(options: { trustProxy: number }) {
  return new Hono<AppBindings>().on(["GET", "POST"], "/*", async (c) => {
    const basePath = c.req.routePath.replace(/\/\*$/, "");
    if (!EXPOSED.has(`${c.req.method} ${c.req.path.slice(basePath.length)}`)) return c.notFound();
    // verify-email redirects to its callbackURL. better-auth checks it only when NODE_ENV is not
    // "test"; unchecked, "IA" was a 500 and any site a redirect. This rule holds everywhere.
    const callbackURL = c.req.query("callbackURL");
    if (callbackURL !== undefined && !SITE_PATH.test(callbackURL)) {
      return c.json(errorBody("invalid_callback_url", "Invalid callbackURL"), 403);
    }
    const response = await c.get("auth").handler(withClientAddress(c.req.raw, clientAddress(c, options.trustProxy)));
    // Redirects (verify-email) pass as they are: only refusals take the error shape.
    if (response.status < 400 || !response.headers.get("content-type")?.includes("application/json")) return response;
    const payload = (await response.clone().json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
    const message = typeof payload?.message === "string" && payload.message ? payload.message : response.statusText;
    const code = typeof payload?.code === "string" ? payload.code.toLowerCase() : `http_${response.status}`;
    const headers = new Headers(response.headers);
    headers.delete("content-length");
    return new Response(JSON.stringify(errorBody(code, message)), { status: response.status, headers });
  });
}
