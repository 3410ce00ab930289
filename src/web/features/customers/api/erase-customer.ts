import { useMutation, useQueryClient } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import type { CustomerEraseInput } from "@/shared/schemas/customers";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";
import { customerParam } from "./customer-param";

/** POST /api/customers/{id}/erase with the name typed again (400 when it differs). */
export async function eraseCustomer(customerId: string, input: CustomerEraseInput): Promise<void> {
  await parseResponse(client.customers[":customerId"].erase.$post({ ...customerParam(customerId), json: input }));
}

export function useEraseCustomer(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomerEraseInput) => eraseCustomer(customerId, input),
    onSuccess: () => {
      // The erased customer's page must not refetch (a 404): only the lists are asked again.
      queryClient.removeQueries({ queryKey: queryKeys.customers.detail(customerId) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.customers.all });
    },
  });
}
