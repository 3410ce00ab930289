import { queryOptions, useQuery } from "@tanstack/react-query";
import { estimateWorkBodySchema } from "@/shared/schemas/estimates";
import { queryKeys } from "@/web/lib/query-keys";
import { schemaRequest } from "@/web/lib/schema-request";
import { estimatePath } from "./estimate-path";

/** GET /api/job-cards/{id}/estimate/work: the approved jobs and their labor, without money. */
export function useEstimateWork(jobCardId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...queryKeys.estimates.detail(jobCardId), "work"] as const,
      queryFn: ({ signal }) => schemaRequest(estimatePath(jobCardId, "/work"), estimateWorkBodySchema, { signal }),
    }),
  );
}
