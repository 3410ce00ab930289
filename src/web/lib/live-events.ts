import type { QueryClient } from "@tanstack/react-query";
import { CHANGE_EVENT_NAME, CHANGE_RESOURCES, type ChangeResource } from "@/shared/events/change-event";
import { client } from "./api-client";
import { staleAfterChange } from "./query-keys";

export const LIVE_EVENTS_URL = "/api/events";
/** Waits before opening the stream again after the server refused it or went away: doubling, capped. */
export const LIVE_EVENTS_RETRY_FIRST_MS = 1000;
export const LIVE_EVENTS_RETRY_MAX_MS = 30_000;

/**
 * Keeps one GET /api/events stream open while the tab is visible and refetches the queries of
 * whatever changed (their keys start with the resource name). Returns the function that stops it.
 *
 * Hidden tabs let go of their stream, because a browser gives one site only six connections.
 * Whenever a stream opens again after one was open, changes may have been missed, so both
 * resources are refetched.
 */
export function connectLiveEvents(queryClient: QueryClient): () => void {
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let retryDelay = LIVE_EVENTS_RETRY_FIRST_MS;
  let wasOpen = false;
  let stopped = false;

  const refetch = (resource: ChangeResource) => {
    for (const queryKey of staleAfterChange(resource)) void queryClient.invalidateQueries({ queryKey });
  };

  function open(): void {
    if (stopped || source || document.visibilityState === "hidden") return;
    const current = new EventSource(LIVE_EVENTS_URL);
    source = current;
    current.addEventListener("open", () => {
      if (wasOpen) CHANGE_RESOURCES.forEach(refetch);
      wasOpen = true;
      retryDelay = LIVE_EVENTS_RETRY_FIRST_MS;
    });
    current.addEventListener(CHANGE_EVENT_NAME, (message) => {
      const resource = readResource((message as MessageEvent<string>).data);
      if (resource) refetch(resource);
    });
    current.addEventListener("error", () => {
      // While CONNECTING the browser retries by itself. CLOSED means it gave up: the server
      // answered with an error (401 after the session ended, 503 while an instance stops).
      if (current.readyState === EventSource.CLOSED) {
        close();
        scheduleRetry();
      }
    });
  }

  function close(): void {
    source?.close();
    source = null;
  }

  function scheduleRetry(): void {
    if (stopped || retryTimer) return;
    const delay = retryDelay;
    retryDelay = Math.min(retryDelay * 2, LIVE_EVENTS_RETRY_MAX_MS);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      // Asking for the profile first: a 401 there ends the session in the whole app (which stops
      // this), so an ended session is never retried for ever.
      client.me.$get().then(open, scheduleRetry);
    }, delay);
  }

  function onVisibilityChange(): void {
    if (document.visibilityState === "hidden") close();
    else if (!retryTimer) open();
  }

  document.addEventListener("visibilitychange", onVisibilityChange);
  open();
  return () => {
    stopped = true;
    document.removeEventListener("visibilitychange", onVisibilityChange);
    if (retryTimer) clearTimeout(retryTimer);
    close();
  };
}

function readResource(data: string): ChangeResource | null {
  try {
    const resource = (JSON.parse(data) as { resource?: unknown }).resource;
    return CHANGE_RESOURCES.find((known) => known === resource) ?? null;
  } catch {
    return null;
  }
}
