import { queryOptions, useQuery } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";
import { jobCardParam } from "./job-card-param";

/** GET /api/job-cards/{id}/estimate; a change event "estimates" for the card refetches it. */
export function estimateQueryOptions(jobCardId: string) {
  return queryOptions({
    queryKey: queryKeys.estimates.detail(jobCardId),
    queryFn: ({ signal }) => parseResponse(client["job-cards"][":jobCardId"].estimate.$get(jobCardParam(jobCardId), { init: { signal } })),
  });
}

export function useEstimate(jobCardId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...estimateQueryOptions(jobCardId), enabled });
}
