import { queryOptions, useQuery } from "@tanstack/react-query";
import { jobCardTimeSchema, type JobCardTime } from "@/shared/schemas/time-entries";
import { apiFetch } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

/** GET /api/job-cards/{id}/time, read with the shared schema; its key sits under the card's, so a change event refetches it. */
export async function getJobCardTime(jobCardId: string, signal?: AbortSignal): Promise<JobCardTime> {
  const response = await apiFetch(`/api/job-cards/${encodeURIComponent(jobCardId)}/time`, { signal });
  return jobCardTimeSchema.parse(await response.json());
}

export function jobCardTimeQueryKey(jobCardId: string) {
  return [...queryKeys["job-cards"].detail(jobCardId), "time"] as const;
}

export function useJobCardTime(jobCardId: string) {
  return useQuery(queryOptions({ queryKey: jobCardTimeQueryKey(jobCardId), queryFn: ({ signal }) => getJobCardTime(jobCardId, signal) }));
}
