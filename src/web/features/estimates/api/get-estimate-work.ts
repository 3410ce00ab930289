import { queryOptions, useQuery } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";
import { jobCardParam } from "./job-card-param";

/** GET /api/job-cards/{id}/estimate/work: the approved jobs and their labor, without money. */
export function useEstimateWork(jobCardId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...queryKeys.estimates.detail(jobCardId), "work"] as const,
      queryFn: ({ signal }) => parseResponse(client["job-cards"][":jobCardId"].estimate.work.$get(jobCardParam(jobCardId), { init: { signal } })),
    }),
  );
}
