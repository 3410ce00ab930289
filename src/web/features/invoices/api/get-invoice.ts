import { queryOptions, useQuery } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";
import { invoiceParam } from "./invoice-param";

/** GET /api/invoices/{id}; an "invoices" change event refetches it. */
export function invoiceQueryOptions(invoiceId: string) {
  return queryOptions({
    queryKey: queryKeys.invoices.detail(invoiceId),
    queryFn: ({ signal }) => parseResponse(client.invoices[":invoiceId"].$get(invoiceParam(invoiceId), { init: { signal } })),
  });
}

export function useInvoice(invoiceId: string) {
  return useQuery(invoiceQueryOptions(invoiceId));
}
