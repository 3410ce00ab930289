import { queryOptions } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";
import { SEARCH_RESULTS_PER_GROUP } from "../utils/search-hit";

/** The first few hits of each list: the lists' own search, a short page. */
const searchQuery = (term: string) => ({ search: term, limit: String(SEARCH_RESULTS_PER_GROUP) });

/** Keyed under "tickets", so live ticket events and ticket edits refresh open results. */
export function ticketSearchQueryOptions(term: string) {
  return queryOptions({
    queryKey: queryKeys.tickets.search(term),
    queryFn: ({ signal }) => parseResponse(client.tickets.$get({ query: searchQuery(term) }, { init: { signal } })),
  });
}

/** Keyed under "job-cards", for the same reason. */
export function jobCardSearchQueryOptions(term: string) {
  return queryOptions({
    queryKey: queryKeys["job-cards"].search(term),
    queryFn: ({ signal }) => parseResponse(client["job-cards"].$get({ query: searchQuery(term) }, { init: { signal } })),
  });
}
