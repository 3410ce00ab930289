import { queryOptions, useQuery } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";
import { customerParam } from "./customer-param";

/**
 * GET /api/customers/{id}/summary: the customer page. Its key sits under the customer's detail, so
 * a customers change event refetches it, and so does a ticket, job card or invoice change.
 */
export function customerSummaryQueryOptions(customerId: string) {
  return queryOptions({
    queryKey: [...queryKeys.customers.detail(customerId), "summary"] as const,
    queryFn: ({ signal }) => parseResponse(client.customers[":customerId"].summary.$get(customerParam(customerId), { init: { signal } })),
  });
}

export function useCustomerSummary(customerId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...customerSummaryQueryOptions(customerId), enabled });
}
