import { useMutation, useQueryClient } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import type { Customer, MergeCustomersInput } from "@/shared/schemas/customers";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

/** POST /api/customers/merge: everything `mergeId` holds moves to `keepId`, which is answered. */
export async function mergeCustomers(input: MergeCustomersInput): Promise<Customer> {
  return (await parseResponse(client.customers.merge.$post({ json: input }))).customer;
}

export function useMergeCustomers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeCustomers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.customers.all }),
  });
}
