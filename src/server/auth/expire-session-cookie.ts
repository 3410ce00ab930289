import type { Context } from "hono";
import { deleteCookie } from "hono/cookie";
import type { AppBindings } from "../http/app-bindings";

/**
 * Tells the browser to drop the session cookie, with the attributes better-auth set it with (a
 * cookie is replaced only by one of the same name, path and domain). For answers that ended the
 * asking session outside better-auth's own sign-out.
 */
export async function expireSessionCookie(c: Context<AppBindings>): Promise<void> {
  const { name, attributes } = (await c.get("auth").$context).authCookies.sessionToken;
  deleteCookie(c, name, {
    path: attributes.path ?? "/",
    domain: attributes.domain,
    secure: attributes.secure,
    httpOnly: attributes.httpOnly,
    sameSite: attributes.sameSite,
  });
}
