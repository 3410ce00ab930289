import { queryOptions, useQuery } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

/** GET /api/invoices?jobCardId=: a job card's invoices, newest first (a card has few: void ones and one open). */
export function useJobCardInvoices(jobCardId: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.invoices.list({ jobCardId }),
      queryFn: ({ signal }) => parseResponse(client.invoices.$get({ query: { jobCardId, limit: "100" } }, { init: { signal } })),
    }),
  );
}
