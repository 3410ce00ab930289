import { useMutation, useQueryClient } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import type { Customer, CustomerFormValues } from "@/shared/schemas/customers";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";
import { customerParam } from "./customer-param";

/** POST /api/customers (201 {customer}). */
export async function createCustomer(input: CustomerFormValues): Promise<Customer> {
  return (await parseResponse(client.customers.$post({ json: input }))).customer;
}

/** PATCH /api/customers/{id} with the updatedAt the form showed: 409 when someone saved since. */
export async function updateCustomer(customerId: string, input: CustomerFormValues & { updatedAt: string }): Promise<Customer> {
  return (await parseResponse(client.customers[":customerId"].$patch({ ...customerParam(customerId), json: input }))).customer;
}

/** Adds a customer in place (the picker's New Customer); every list and search asks again, the new one among them. */
export function useAddCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.customers.all }),
  });
}

/** Creates, or updates when given the customer; the lists and the customer's page refetch. */
export function useSaveCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ customer, values }: { customer?: Customer; values: CustomerFormValues }) =>
      customer ? updateCustomer(customer.id, { ...values, updatedAt: customer.updatedAt }) : createCustomer(values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.customers.all }),
  });
}
