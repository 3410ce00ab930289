import { useQuery } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import { client } from "@/web/lib/api-client";
import { calendarKeys } from "./calendar-keys";

/** GET /api/customers/{id}/vehicles: what the appointment's vehicle is chosen from. */
export function useCustomerVehicles(customerId: string | null) {
  return useQuery({
    queryKey: calendarKeys.customerVehicles(customerId ?? ""),
    queryFn: async ({ signal }) => {
      const param = { customerId: encodeURIComponent(customerId ?? "") };
      return (await parseResponse(client.customers[":customerId"].vehicles.$get({ param }, { init: { signal } }))).vehicles;
    },
    enabled: customerId !== null,
  });
}
