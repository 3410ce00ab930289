import { useMutation, useQueryClient } from "@tanstack/react-query";
import { customerBodySchema, type Customer, type CustomerFormValues } from "@/shared/schemas/customers";
import { apiFetch } from "@/web/lib/api-client";

/** POST /api/customers: 201 {customer}; a 400 names the fields it refused. */
export async function addCustomer(input: CustomerFormValues): Promise<Customer> {
  const response = await apiFetch("/api/customers", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(input),
  });
  return customerBodySchema.parse(await response.json()).customer;
}

/** Adds a customer; every customer list and search asks again, the new one among them. */
export function useAddCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["customers"] }),
  });
}
