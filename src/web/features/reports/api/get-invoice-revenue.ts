import { queryOptions, useQuery } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";
import type { ReportRange } from "../utils/report-range";

/**
 * GET /api/reports/invoice-revenue?from=&to=: what was invoiced and collected in the range. Kept
 * under the invoices key, so an "invoices" change event refreshes an open report.
 */
export function useInvoiceRevenue(range: ReportRange) {
  const { from, to } = range;
  return useQuery(
    queryOptions({
      queryKey: queryKeys.invoices.list({ report: "invoice-revenue", from, to }),
      queryFn: ({ signal }) => parseResponse(client.reports["invoice-revenue"].$get({ query: { from, to } }, { init: { signal } })),
    }),
  );
}
