import { queryOptions, useQuery } from "@tanstack/react-query";
import { estimateBodySchema } from "@/shared/schemas/estimates";
import { queryKeys } from "@/web/lib/query-keys";
import { schemaRequest } from "@/web/lib/schema-request";
import { estimatePath } from "./estimate-path";

/** GET /api/job-cards/{id}/estimate; a change event "estimates" for the card refetches it. */
export function estimateQueryOptions(jobCardId: string) {
  return queryOptions({
    queryKey: queryKeys.estimates.detail(jobCardId),
    queryFn: ({ signal }) => schemaRequest(estimatePath(jobCardId), estimateBodySchema, { signal }),
  });
}

export function useEstimate(jobCardId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...estimateQueryOptions(jobCardId), enabled });
}
