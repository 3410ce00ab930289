import { queryOptions, useQuery } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";
import type { ReportRange } from "../utils/report-range";

/**
 * GET /api/reports/inspections?from=&to=[&technicianId=]: the Inspection Report for the repair
 * orders opened in the range, for every technician or the one chosen. Kept under the job cards key:
 * an inspection, an estimate decision and an invoice each announce a job card change, which
 * refreshes an open report.
 */
export function useInspectionReport(range: ReportRange, technicianId: string) {
  const { from, to } = range;
  return useQuery(
    queryOptions({
      queryKey: queryKeys["job-cards"].list({ report: "inspections", from, to, technicianId }),
      queryFn: ({ signal }) =>
        parseResponse(client.reports.inspections.$get({ query: technicianId ? { from, to, technicianId } : { from, to } }, { init: { signal } })),
    }),
  );
}
