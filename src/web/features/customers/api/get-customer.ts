import { queryOptions, useQuery } from "@tanstack/react-query";
import { customerBodySchema, type Customer } from "@/shared/schemas/customers";
import { queryKeys } from "@/web/lib/query-keys";
import { customerPath, customerRequest } from "./customer-request";

/** GET /api/customers/{id}: the customer as stored now. */
export async function getCustomer(customerId: string, signal?: AbortSignal): Promise<Customer> {
  return (await customerRequest(customerPath(customerId), customerBodySchema, { signal })).customer;
}

/** One customer, read under their detail key (a customers change event refetches it). */
export function useCustomer(customerId: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.customers.detail(customerId),
      queryFn: ({ signal }) => getCustomer(customerId, signal),
    }),
  );
}
