import { queryOptions, useQuery } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";
import type { ReportRange } from "../utils/report-range";

/**
 * GET /api/reports/technician-hours?from=&to=: per technician, hours clocked and labor billed in
 * the range. Kept under the job cards key: a clock change and a finalize or void each announce a
 * job card change, which refreshes an open report.
 */
export function useTechnicianHours(range: ReportRange) {
  const { from, to } = range;
  return useQuery(
    queryOptions({
      queryKey: queryKeys["job-cards"].list({ report: "technician-hours", from, to }),
      queryFn: ({ signal }) => parseResponse(client.reports["technician-hours"].$get({ query: { from, to } }, { init: { signal } })),
    }),
  );
}
