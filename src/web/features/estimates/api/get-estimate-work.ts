import { queryOptions, useQuery } from "@tanstack/react-query";
import { estimateWorkBodySchema } from "@/shared/schemas/estimates";
import { queryKeys } from "@/web/lib/query-keys";
import { estimatePath, estimateRequest } from "./estimate-request";

/** GET /api/job-cards/{id}/estimate/work: the approved jobs and their labor, without money. */
export function useEstimateWork(jobCardId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...queryKeys.estimates.detail(jobCardId), "work"] as const,
      queryFn: ({ signal }) => estimateRequest(estimatePath(jobCardId, "/work"), estimateWorkBodySchema, { signal }),
    }),
  );
}
