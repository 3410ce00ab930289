import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { customerVehicleSchema, type CustomerVehicle, type CustomerVehicleValues } from "@/shared/schemas/customers";
import { apiFetch } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";
import { customerPath, customerRequest } from "./customer-request";

const vehicleBodySchema = z.object({ vehicle: customerVehicleSchema });

/** POST /api/customers/{id}/vehicles (409 when the VIN is another customer's). */
export async function addCustomerVehicle(customerId: string, input: CustomerVehicleValues): Promise<CustomerVehicle> {
  return (await customerRequest(customerPath(customerId, "vehicles"), vehicleBodySchema, { method: "POST", body: input })).vehicle;
}

/** PATCH /api/customers/{id}/vehicles/{vehicleId}. */
export async function updateCustomerVehicle(customerId: string, vehicleId: string, input: CustomerVehicleValues): Promise<CustomerVehicle> {
  return (await customerRequest(customerPath(customerId, "vehicles", vehicleId), vehicleBodySchema, { method: "PATCH", body: input })).vehicle;
}

/** DELETE /api/customers/{id}/vehicles/{vehicleId}: the vehicle leaves the customer; its past work stays. */
export async function removeCustomerVehicle(customerId: string, vehicleId: string): Promise<void> {
  await apiFetch(customerPath(customerId, "vehicles", vehicleId), { method: "DELETE" });
}

/** Adds, edits or removes one of the customer's vehicles; the customer's page refetches. */
export function useCustomerVehicleMutation<Variables>(customerId: string, mutationFn: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.customers.detail(customerId) }),
  });
}
