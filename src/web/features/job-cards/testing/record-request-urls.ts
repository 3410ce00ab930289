import { vi } from "vitest";

/**
 * Wraps the fetch stub stubApi installed and keeps each request's full URL: stubApi's calls hold
 * only the path, and the list's search, status and assignedTo travel in the query string.
 */
export function recordRequestUrls(): URL[] {
  const urls: URL[] = [];
  const inner = globalThis.fetch;
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(new URL(String(input), "http://localhost"));
    return inner(input, init);
  });
  return urls;
}

/** The query parameters of every GET /api/job-cards so far, as plain objects. */
export function listQueries(urls: readonly URL[]): Record<string, string>[] {
  return urls
    .filter((url) => url.pathname === "/api/job-cards")
    .map((url) => Object.fromEntries(url.searchParams.entries()));
}
