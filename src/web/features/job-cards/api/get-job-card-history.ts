import { queryOptions, useQuery } from "@tanstack/react-query";
import { jobCardHistorySchema, type JobCardHistory } from "@/shared/schemas/job-card-history";
import { apiFetch } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

/** GET /api/job-cards/{id}/history, read with the shared schema; its key sits under the card's, so a change event refetches it. */
export async function getJobCardHistory(jobCardId: string, signal?: AbortSignal): Promise<JobCardHistory> {
  const response = await apiFetch(`/api/job-cards/${encodeURIComponent(jobCardId)}/history`, { signal });
  return jobCardHistorySchema.parse(await response.json());
}

export function useJobCardHistory(jobCardId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...queryKeys["job-cards"].detail(jobCardId), "history"] as const,
      queryFn: ({ signal }) => getJobCardHistory(jobCardId, signal),
    }),
  );
}
