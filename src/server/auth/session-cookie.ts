import { createHmac, timingSafeEqual } from "node:crypto";
import { getSessionCookie } from "better-auth/cookies";

/**
 * The session token of a request, if its cookie carries a valid signature: better-auth (through
 * better-call) signs the cookie as `token.base64(HMAC-SHA256(secret, token))`, URL-encoded.
 * Checking it here lets a request find its session with one query instead of better-auth's
 * several (see session.ts).
 */
export function readSignedSessionToken(cookies: Headers | string | undefined, secret: string, cookieName: string): string | null {
  if (!cookies) return null;
  const [cookiePrefix, ...rest] = cookieName.replace(/^__Secure-/, "").split(".");
  // A Cookie header's text, as node hands it over, is read the library's way too.
  const headers = typeof cookies === "string" ? new Headers({ cookie: cookies }) : cookies;
  const raw = getSessionCookie(headers, { cookiePrefix, cookieName: rest.join(".") });
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}
