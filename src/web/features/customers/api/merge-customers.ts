import { useMutation, useQueryClient } from "@tanstack/react-query";
import { customerBodySchema, type Customer, type MergeCustomersInput } from "@/shared/schemas/customers";
import { queryKeys } from "@/web/lib/query-keys";
import { customerRequest } from "./customer-request";

/** POST /api/customers/merge: everything `mergeId` holds moves to `keepId`, which is answered. */
export async function mergeCustomers(input: MergeCustomersInput): Promise<Customer> {
  return (await customerRequest("/api/customers/merge", customerBodySchema, { method: "POST", body: input })).customer;
}

export function useMergeCustomers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeCustomers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.customers.all }),
  });
}
