import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { customerVehicleSchema } from "@/shared/schemas/customers";
import { calendarKeys } from "./calendar-keys";
import { fetchParsed } from "./fetch-parsed";

const vehiclesAnswer = z.object({ vehicles: z.array(customerVehicleSchema) });

/** GET /api/customers/{id}/vehicles: what the appointment's vehicle is chosen from. */
export function useCustomerVehicles(customerId: string | null) {
  return useQuery({
    queryKey: calendarKeys.customerVehicles(customerId ?? ""),
    queryFn: async ({ signal }) =>
      (await fetchParsed(vehiclesAnswer, `/api/customers/${encodeURIComponent(customerId ?? "")}/vehicles`, { method: "GET", signal })).vehicles,
    enabled: customerId !== null,
  });
}
