import { queryOptions } from "@tanstack/react-query";
import type { JobCardPage } from "@/shared/schemas/job-card-responses";
import type { TicketPage } from "@/shared/schemas/ticket-responses";
import { apiRequest } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";
import { SEARCH_RESULTS_PER_GROUP } from "../utils/search-hit";

function searchPath(list: string, term: string): string {
  const params = new URLSearchParams({ search: term, limit: String(SEARCH_RESULTS_PER_GROUP) });
  return `/${list}?${params.toString()}`;
}

/** Keyed under "tickets", so live ticket events and ticket edits refresh open results. */
export function ticketSearchQueryOptions(term: string) {
  return queryOptions({
    queryKey: queryKeys.tickets.search(term),
    queryFn: ({ signal }) => apiRequest<TicketPage>(searchPath("tickets", term), { signal }),
  });
}

/** Keyed under "job-cards", for the same reason. */
export function jobCardSearchQueryOptions(term: string) {
  return queryOptions({
    queryKey: queryKeys["job-cards"].search(term),
    queryFn: ({ signal }) => apiRequest<JobCardPage>(searchPath("job-cards", term), { signal }),
  });
}
