import { isApiErrorBody, type FieldErrors } from "@/shared/errors/api-error";
import { ApiError } from "./api-error";
import { announceSessionEnded } from "./session-events";

interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * The one way the web app calls the API. An error answer becomes an ApiError with the server's
 * message; a 401 outside the auth endpoints means the session ended, which every tab is told.
 */
export async function apiRequest<T>(path: string, { method = "GET", body, signal }: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      signal,
      credentials: "same-origin",
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(0, "network", "The server could not be reached. Check the connection and try again.");
  }
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return payload as T;

  const shaped = isApiErrorBody(payload) ? payload.error : null;
  const message = shaped?.message ?? readAuthMessage(payload) ?? `The server answered ${response.status}.`;
  const code = shaped?.code ?? readAuthCode(payload) ?? `http_${response.status}`;
  const fields = shaped ? readFields(shaped.details) : {};
  if (response.status === 401 && !path.startsWith("/auth/")) announceSessionEnded();
  throw new ApiError(response.status, code, message, fields, shaped?.details);
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
