import { useMutation, useQueryClient } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import type { CustomerVehicle, CustomerVehicleValues } from "@/shared/schemas/customers";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";
import { customerParam, customerVehicleParam } from "./customer-param";

/** POST /api/customers/{id}/vehicles (409 when the VIN is another customer's). */
export async function addCustomerVehicle(customerId: string, input: CustomerVehicleValues): Promise<CustomerVehicle> {
  return (await parseResponse(client.customers[":customerId"].vehicles.$post({ ...customerParam(customerId), json: input }))).vehicle;
}

/** PATCH /api/customers/{id}/vehicles/{vehicleId}. */
export async function updateCustomerVehicle(customerId: string, vehicleId: string, input: CustomerVehicleValues): Promise<CustomerVehicle> {
  const call = client.customers[":customerId"].vehicles[":vehicleId"].$patch({ ...customerVehicleParam(customerId, vehicleId), json: input });
  return (await parseResponse(call)).vehicle;
}

/** DELETE /api/customers/{id}/vehicles/{vehicleId}: the vehicle leaves the customer; its past work stays. */
export async function removeCustomerVehicle(customerId: string, vehicleId: string): Promise<void> {
  // apiFetch throws on an error answer; a 204 has no body to read.
  await client.customers[":customerId"].vehicles[":vehicleId"].$delete(customerVehicleParam(customerId, vehicleId));
}

/** Adds, edits or removes one of the customer's vehicles; the customer's page refetches. */
export function useCustomerVehicleMutation<Variables>(customerId: string, mutationFn: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.customers.detail(customerId) }),
  });
}
