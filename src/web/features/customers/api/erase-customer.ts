import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import type { CustomerEraseInput } from "@/shared/schemas/customers";
import { queryKeys } from "@/web/lib/query-keys";
import { customerPath, customerRequest } from "./customer-request";

const erasedSchema = z.object({ erased: z.literal(true) });

/** POST /api/customers/{id}/erase with the name typed again (400 when it differs). */
export async function eraseCustomer(customerId: string, input: CustomerEraseInput): Promise<void> {
  await customerRequest(customerPath(customerId, "erase"), erasedSchema, { method: "POST", body: input });
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
