import type { DecisionBody } from "./read-form";
import type { PublicEstimate } from "@/shared/schemas/estimates";
import { toView } from "./to-view";
import type { EstimateView } from "./view-model";
import { WORDS } from "./words";

export type LoadResult = { kind: "ok"; estimate: EstimateView } | { kind: "invalid" } | { kind: "replaced" } | { kind: "failed" };
export type SendResult = { kind: "sent"; estimate: EstimateView } | { kind: "reload" } | { kind: "failed"; message: string };

const address = (token: string) => `/api/public/estimates/${encodeURIComponent(token)}`;

/** The token of /estimate/<token>, or null when the address names none. */
export function tokenFromPath(pathname: string): string | null {
  const match = /^\/estimate\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** The estimate the link names: 404 is an unknown or expired link, 410 a replaced one. */
export async function loadEstimate(token: string): Promise<LoadResult> {
  try {
    const response = await fetch(address(token), { headers: { accept: "application/json" }, cache: "no-store" });
    if (response.status === 404) return { kind: "invalid" };
    if (response.status === 410) return { kind: "replaced" };
    if (!response.ok) return { kind: "failed" };
    return { kind: "ok", estimate: toView(((await response.json()) as { estimate: PublicEstimate }).estimate, token) };
  } catch {
    return { kind: "failed" };
  }
}

/** Sends the decision once; a 409 (decided already), 404 or 410 means the page shows the link as it now stands. */
export async function sendDecision(token: string, body: DecisionBody): Promise<SendResult> {
  try {
    const response = await fetch(`${address(token)}/decision`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
    });
    // The answer is the estimate with the decision as stored, so the summary needs no second request.
    if (response.ok) return { kind: "sent", estimate: toView(((await response.json()) as { estimate: PublicEstimate }).estimate, token) };
    if (response.status === 409 || response.status === 404 || response.status === 410) return { kind: "reload" };
    return { kind: "failed", message: await errorMessage(response) };
  } catch {
    return { kind: "failed", message: WORDS.notSent };
  }
}

/** The API's own message for a refused decision (a name too long, too many requests), else a general one. */
async function errorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown } };
    return typeof body.error?.message === "string" ? body.error.message : WORDS.notSent;
  } catch {
    return WORDS.notSent;
  }
}
