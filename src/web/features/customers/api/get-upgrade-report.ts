import { queryOptions, useQuery } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

/** GET /api/customers/upgrade-report: what the upgrade matched and what it left for a person. */
export function upgradeReportQueryOptions() {
  return queryOptions({
    queryKey: [...queryKeys.customers.all, "upgrade-report"] as const,
    queryFn: ({ signal }) => parseResponse(client.customers["upgrade-report"].$get({}, { init: { signal } })),
  });
}

export function useUpgradeReport() {
  return useQuery(upgradeReportQueryOptions());
}
