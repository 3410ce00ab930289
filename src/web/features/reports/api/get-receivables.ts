import { queryOptions, useQuery } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

/**
 * GET /api/reports/receivables?asOf=: open balances on that day, asked for only once the day is a
 * real date. Kept under the invoices key, so an "invoices" change event (a payment, a finalize, a
 * void) refreshes an open report.
 */
export function useReceivables(asOf: string | null) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.invoices.list({ report: "receivables", asOf }),
      queryFn: ({ signal }) => parseResponse(client.reports.receivables.$get({ query: { asOf: asOf ?? "" } }, { init: { signal } })),
      // No request until the day is a real date.
      enabled: asOf !== null,
    }),
  );
}
