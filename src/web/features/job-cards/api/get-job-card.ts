import { queryOptions, useQuery } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import type { JobCard } from "@/shared/schemas/job-card-responses";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

export function getJobCard(jobCardId: string, signal?: AbortSignal): Promise<{ jobCard: JobCard }> {
  return parseResponse(client["job-cards"][":jobCardId"].$get({ param: { jobCardId: encodeURIComponent(jobCardId) } }, { init: { signal } }));
}

export function jobCardQueryOptions(jobCardId: string) {
  return queryOptions({
    queryKey: queryKeys["job-cards"].detail(jobCardId),
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
