import { queryOptions, useQuery } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import type { Customer } from "@/shared/schemas/customers";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";
import { customerParam } from "./customer-param";

/** GET /api/customers/{id}: the customer as stored now. */
export async function getCustomer(customerId: string, signal?: AbortSignal): Promise<Customer> {
  return (await parseResponse(client.customers[":customerId"].$get(customerParam(customerId), { init: { signal } }))).customer;
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
