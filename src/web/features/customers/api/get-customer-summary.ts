import { queryOptions, useQuery } from "@tanstack/react-query";
import { customerSummarySchema } from "@/shared/schemas/customers";
import { queryKeys } from "@/web/lib/query-keys";
import { customerPath, customerRequest } from "./customer-request";

/**
 * GET /api/customers/{id}/summary: the customer page. Its key sits under the customer's detail, so
 * a customers change event refetches it, and so does a ticket, job card or invoice change.
 */
export function customerSummaryQueryOptions(customerId: string) {
  return queryOptions({
    queryKey: [...queryKeys.customers.detail(customerId), "summary"] as const,
    queryFn: ({ signal }) => customerRequest(customerPath(customerId, "summary"), customerSummarySchema, { signal }),
  });
}

export function useCustomerSummary(customerId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...customerSummaryQueryOptions(customerId), enabled });
}
