import { queryOptions, useQuery } from "@tanstack/react-query";
import type { JobCard } from "@/shared/schemas/work-responses";
import { apiRequest } from "@/web/lib/api-client";
import { jobCardsQueryKey } from "./job-cards-query-key";

export function jobCardQueryKey(jobCardId: string) {
  return [...jobCardsQueryKey, "detail", jobCardId] as const;
}

export function getJobCard(jobCardId: string, signal?: AbortSignal): Promise<{ jobCard: JobCard }> {
  return apiRequest<{ jobCard: JobCard }>(`/job-cards/${encodeURIComponent(jobCardId)}`, { signal });
}

export function jobCardQueryOptions(jobCardId: string) {
  return queryOptions({
    queryKey: jobCardQueryKey(jobCardId),
    queryFn: ({ signal }) => getJobCard(jobCardId, signal),
  });
}

/** One card, fresh from the server; `shown` (the list's copy) fills the screen until it arrives. */
export function useJobCard(jobCardId: string, shown?: JobCard) {
  return useQuery({
    ...jobCardQueryOptions(jobCardId),
    placeholderData: shown ? { jobCard: shown } : undefined,
  });
}
