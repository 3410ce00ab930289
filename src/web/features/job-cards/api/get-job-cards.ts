import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { JobCardStatus } from "@/shared/constants/statuses";
import type { JobCardPage } from "@/shared/schemas/job-card-responses";
import { apiRequest } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

export interface JobCardFilters {
  search: string;
  /** Empty for every status. */
  status: JobCardStatus | "";
  /** The caller's own cards only (a technician's first view). */
  assignedToMe: boolean;
}

/** GET /api/job-cards with only the filters that are set. */
export function getJobCards(filters: JobCardFilters, cursor: string | undefined, signal?: AbortSignal) {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set("search", search);
  if (filters.status) params.set("status", filters.status);
  if (filters.assignedToMe) params.set("assignedTo", "me");
  if (cursor) params.set("cursor", cursor);
  const query = params.toString();
  return apiRequest<JobCardPage>(`/job-cards${query ? `?${query}` : ""}`, { signal });
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
