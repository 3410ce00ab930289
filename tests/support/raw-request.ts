import type { TestApp } from "./test-app";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";

export interface RawRequestOptions {
  /** A `name=value` cookie pair sent as is, e.g. one captured before a logout. */
  cookie?: string;
  body?: unknown;
  /** Exactly the headers given: no Origin is added unless named here. */
  headers?: Record<string, string>;
}

/**
 * A request with nothing added: unlike TestClient it keeps no cookie jar (so a cookie the server
 * expired can still be replayed, as an attacker who copied it would) and sends no Origin unless told.
 */
export async function rawRequest(app: TestApp["app"], method: Method, path: string, options: RawRequestOptions = {}): Promise<Response> {
  const { cookie, body, headers = {} } = options;
  return app.request(`http://localhost${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The `name=value` pair of the session cookie a response sets, or null when it sets none. */
export function sessionCookieOf(response: Response): string | null {
  const line = response.headers.getSetCookie().find((candidate) => /^(__Secure-)?autoserv\.session_token=[^;]+/.test(candidate));
  return line ? line.split(";")[0]! : null;
}

/** The session token inside a session cookie pair: the part before the signature. */
export function tokenOf(cookiePair: string): string {
  const value = decodeURIComponent(cookiePair.slice(cookiePair.indexOf("=") + 1));
  return value.slice(0, value.lastIndexOf("."));
}

/** Logs in with e-mail and password and returns the session cookie pair; fails on anything but 200. */
export async function logInCookie(app: TestApp["app"], email: string, password = "correct horse"): Promise<string> {
  const response = await rawRequest(app, "POST", "/api/auth/sign-in/email", { body: { email, password } });
  const cookie = sessionCookieOf(response);
  if (response.status !== 200 || !cookie) throw new Error(`log-in of ${email} answered ${response.status}: ${await response.text()}`);
  return cookie;
}

/** The status GET /api/me answers to a session cookie pair. */
export async function meStatus(app: TestApp["app"], cookie: string): Promise<number> {
  return (await rawRequest(app, "GET", "/api/me", { cookie })).status;
}
