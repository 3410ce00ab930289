import { hc } from "hono/client";
import type { AppType } from "@/server/app";
import type { SessionProfileApi } from "@/server/auth/session-profile-route";
import { isApiErrorBody, type FieldErrors } from "@/shared/errors/api-error";
import { ApiError } from "./api-error";
import { announceSessionEnded } from "./session-events";

/**
 * fetch as every API call makes it. An error answer becomes an ApiError with the server's
 * message; a 401 outside the auth endpoints means the session ended, which every tab is told.
 * Only a 2xx answer is returned, so a caller reads its body as the route's success type.
 */
export async function apiFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(input, { ...init, credentials: "same-origin" });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(0, "network", "The server could not be reached. Check the connection and try again.");
  }
  if (response.ok) return response;

  const payload: unknown = await response.json().catch(() => null);
  const shaped = isApiErrorBody(payload) ? payload.error : null;
  const message = shaped?.message ?? readAuthMessage(payload) ?? `The server answered ${response.status}.`;
  const code = shaped?.code ?? readAuthCode(payload) ?? `http_${response.status}`;
  const fields = shaped ? readFields(shaped.details) : {};
  if (response.status === 401 && !isAuthEndpoint(input)) announceSessionEnded();
  throw new ApiError(response.status, code, message, fields, shaped?.details, retryAfterOf(response));
}

/** Retry-After in whole seconds; its other form, an HTTP date, the server does not send. */
function retryAfterOf(response: Response): number | null {
  const value = response.headers.get("retry-after")?.trim() ?? "";
  return /^\d+$/.test(value) ? Number(value) : null;
}

/**
 * The one way the web app calls the API: Hono's client typed by the server's routes, so a path,
 * its parameters, body and answer are checked against the route itself. Read an answer with
 * `parseResponse` from hono/client.
 */
export const client = hc<AppType>("/api", { fetch: apiFetch });

/** GET /api/auth/me, the session check: it sits beside better-auth's endpoints, outside AppType. */
export const sessionClient = hc<SessionProfileApi>("/api/auth", { fetch: apiFetch });

/**
 * POST to one of better-auth's endpoints under /api/auth, which AppType does not describe. The
 * caller reads what it needs of the answer with a shared schema, or nothing.
 */
export function authPost(path: `/${string}`, body: object): Promise<Response> {
  return apiFetch(`/api/auth${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

function isAuthEndpoint(input: RequestInfo | URL): boolean {
  const url = input instanceof Request ? input.url : String(input);
  return new URL(url, "http://localhost").pathname.startsWith("/api/auth/");
}

/** better-auth's own endpoints answer `{ message, code }`. */
function readAuthMessage(payload: unknown): string | undefined {
  const message = (payload as { message?: unknown } | null)?.message;
  return typeof message === "string" && message ? message : undefined;
}

function readAuthCode(payload: unknown): string | undefined {
  const code = (payload as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

function readFields(details: unknown): FieldErrors {
  const fields = (details as { fields?: unknown } | undefined)?.fields;
  return fields && typeof fields === "object" ? (fields as FieldErrors) : {};
}
