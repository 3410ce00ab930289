import { isApiErrorBody } from "../../../src/shared/errors/api-error";
import type { TestApp } from "../../support/test-app";
import type { HostileRequest } from "./hostile-request";
import { ORIGIN, type Sender } from "./hostile-shop";

/** What came back, read to the end (an event stream is cut at once: it never ends by itself). */
export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

/** Requests sent by this suite, across its tests: the figure the issue asks for. */
export const sent = { count: 0 };

/**
 * How the body travels: as app.request sends it (no Content-Length header), with the
 * Content-Length a Node server passes on, or as a stream of chunks with no length at all.
 */
export type Transfer = "implicit" | "declared" | "chunked";

const CHUNK_BYTES = 64 * 1024;

function chunked(bytes: Uint8Array): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + CHUNK_BYTES));
      offset += CHUNK_BYTES;
    },
  });
}

export async function send(app: TestApp["app"], request: HostileRequest, sender: Sender, transfer: Transfer = "implicit"): Promise<Answer> {
  const headers: Record<string, string> = {};
  // A browser names the page's origin on every state-changing request (same-origin.ts).
  if (request.method !== "GET") headers.origin = ORIGIN;
  if (request.contentType !== null) headers["content-type"] = request.contentType;
  if (sender.cookie) headers.cookie = sender.cookie;
  // Bytes, not a string: fetch would add a text/plain content type of its own to a string.
  const bytes = request.method === "GET" || request.body === null ? null : new TextEncoder().encode(request.body);
  if (bytes && transfer === "declared") headers["content-length"] = String(bytes.length);
  if (bytes && transfer === "chunked") headers["transfer-encoding"] = "chunked";
  sent.count += 1;
  const init = {
    method: request.method,
    headers,
    body: bytes && transfer === "chunked" ? chunked(bytes) : bytes,
    // Node's fetch needs this for a streamed request body.
    duplex: "half",
  } as RequestInit;
  const response = await app.request(`${ORIGIN}${request.path}`, init);
  const contentType = response.headers.get("content-type") ?? "";
  if (contentType.startsWith("text/event-stream")) {
    await response.body?.cancel();
    return { status: response.status, contentType, text: "" };
  }
  return { status: response.status, contentType, text: await response.text() };
}

/** Why an answer breaks the error contract (no 5xx; every 4xx in the error shape), or null when it keeps it. */
export function contractBreach(answer: Answer): string | null {
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.text.slice(0, 300)}`;
  if (answer.status < 400) return null;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `answered ${answer.status} without a JSON error body (${answer.contentType}): ${answer.text.slice(0, 200)}`;
  }
  if (!isApiErrorBody(body)) return `answered ${answer.status} without the error shape: ${answer.text.slice(0, 200)}`;
  return null;
}

/** A request as a line for a failure message: short, with its body cut. */
export function describeRequest(request: HostileRequest): string {
  const body = request.body === null ? "" : ` body(${request.body.length}) ${JSON.stringify(request.body.slice(0, 200))}`;
  return `${request.method} ${request.path.slice(0, 300)} [${request.contentType ?? "no content-type"}]${body}`;
}
