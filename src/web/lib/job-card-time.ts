import { queryOptions, useQuery } from "@tanstack/react-query";
import { jobCardTimeSchema, type JobCardTime } from "@/shared/schemas/time-entries";
import { apiFetch } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

/** Under the job card's own key: a live event about the card refreshes its time too. */
export const jobCardTimeKey = (jobCardId: string) => [...queryKeys["job-cards"].detail(jobCardId), "time"] as const;

export async function getJobCardTime(jobCardId: string, signal?: AbortSignal): Promise<JobCardTime> {
  const response = await apiFetch(`/api/job-cards/${encodeURIComponent(jobCardId)}/time`, { signal });
  return jobCardTimeSchema.parse(await response.json());
}

export const jobCardTimeQuery = (jobCardId: string) =>
  queryOptions({ queryKey: jobCardTimeKey(jobCardId), queryFn: ({ signal }) => getJobCardTime(jobCardId, signal) });

/** GET /api/job-cards/{id}/time: the card's time entries, clocked against approved hours per job, and the viewer's running clock. */
export function useJobCardTime(jobCardId: string) {
  return useQuery(jobCardTimeQuery(jobCardId));
}
