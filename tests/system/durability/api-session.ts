import type { Profile } from "../../../src/shared/schemas/account-responses";

/** A signed-in account on a running server, as a plain HTTP client would hold it. */
export interface ApiSession {
  base: string;
  cookie: string;
  profile: Profile;
}

const PASSWORD = "correct horse battery";

/** Signs up a new account and signs it in over HTTP; on a fresh install the first one is the Admin. */
export async function signUpAndIn(base: string, email: string, name: string): Promise<ApiSession> {
  const signUp = await send(base, "/api/auth/sign-up/email", { email, password: PASSWORD, name });
  if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const signIn = await send(base, "/api/auth/sign-in/email", { email, password: PASSWORD });
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}: ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { base, cookie, profile: await profileOf(base, cookie) };
}

/** The session's own profile; throws unless the server answers 200. */
export async function profileOf(base: string, cookie: string): Promise<Profile> {
  const response = await fetch(`${base}/api/me`, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`GET /api/me answered ${response.status}`);
  return ((await response.json()) as { profile: Profile }).profile;
}

/** A same-origin JSON POST, as the web app sends it. */
export function send(base: string, path: string, body: unknown, cookie?: string): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: "POST",
    headers: { origin: base, "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}
