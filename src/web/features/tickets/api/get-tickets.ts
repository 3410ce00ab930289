import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { TicketStatus } from "@/shared/constants/statuses";
import { parseResponse } from "hono/client";
import type { TicketPage } from "@/shared/schemas/ticket-responses";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

export interface TicketFilters {
  /** Trimmed; empty means no search. */
  search: string;
  /** Empty means every status. */
  status: TicketStatus | "";
}

export function getTickets(filters: TicketFilters, cursor: string | undefined, signal?: AbortSignal): Promise<TicketPage> {
  // Only the filters that are set: an empty one is left out of the address.
  const query = { search: filters.search || undefined, status: filters.status || undefined, cursor };
  return parseResponse(client.tickets.$get({ query }, { init: { signal } }));
}

export function ticketsQueryOptions(filters: TicketFilters) {
  return infiniteQueryOptions({
    queryKey: queryKeys.tickets.list(filters),
    queryFn: ({ pageParam, signal }) => getTickets(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

/** Newest first, a page at a time (server-side search and status filter). */
export function useTickets(filters: TicketFilters) {
  // The previous rows stay while a new search loads, so the table does not blink at each pause.
  return useInfiniteQuery({ ...ticketsQueryOptions(filters), placeholderData: keepPreviousData });
}
