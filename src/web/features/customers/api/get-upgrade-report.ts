import { queryOptions, useQuery } from "@tanstack/react-query";
import { customerUpgradeReportSchema } from "@/shared/schemas/customers";
import { queryKeys } from "@/web/lib/query-keys";
import { customerRequest } from "./customer-request";

/** GET /api/customers/upgrade-report: what the upgrade matched and what it left for a person. */
export function upgradeReportQueryOptions() {
  return queryOptions({
    queryKey: [...queryKeys.customers.all, "upgrade-report"] as const,
    queryFn: ({ signal }) => customerRequest("/api/customers/upgrade-report", customerUpgradeReportSchema, { signal }),
  });
}

export function useUpgradeReport() {
  return useQuery(upgradeReportQueryOptions());
}
