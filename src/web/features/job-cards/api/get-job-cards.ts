import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { JobCardStatus } from "@/shared/constants/statuses";
import { parseResponse } from "hono/client";
import type { JobCardPage } from "@/shared/schemas/job-card-responses";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

export interface JobCardFilters {
  search: string;
  /** Empty for every status. */
  status: JobCardStatus | "";
  /** The caller's own cards only (a technician's first view). */
  assignedToMe: boolean;
}

/** GET /api/job-cards with only the filters that are set. */
export function getJobCards(filters: JobCardFilters, cursor: string | undefined, signal?: AbortSignal): Promise<JobCardPage> {
  const query = { search: filters.search.trim() || undefined, status: filters.status || undefined, cursor };
  const assignedTo = filters.assignedToMe ? "me" : undefined;
  return parseResponse(client["job-cards"].$get({ query: { ...query, assignedTo } }, { init: { signal } }));
}

export function jobCardsInfiniteQueryOptions(filters: JobCardFilters) {
  return infiniteQueryOptions({
    queryKey: queryKeys["job-cards"].list(filters),
    queryFn: ({ pageParam, signal }) => getJobCards(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

export function useJobCards(filters: JobCardFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    ...jobCardsInfiniteQueryOptions(filters),
    enabled,
    // A new search keeps the rows on screen until its answer arrives, rather than flashing a spinner.
    placeholderData: keepPreviousData,
  });
}
