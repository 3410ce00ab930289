import { queryOptions, useQuery } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

/**
 * The job cards of one vehicle: GET /api/job-cards searched by its VIN, kept only where the card's
 * VIN (or its ticket's) is that VIN exactly, since the search also matches other text.
 */
export function useVehicleJobCards(vin: string, { enabled }: { enabled: boolean }) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys["job-cards"].list({ vehicleVin: vin }),
      queryFn: async ({ signal }) => {
        const page = await parseResponse(client["job-cards"].$get({ query: { search: vin, limit: "100" } }, { init: { signal } }));
        const wanted = vin.trim().toUpperCase();
        return page.jobCards.filter((card) => (card.vin ?? card.ticket?.vin ?? "").trim().toUpperCase() === wanted);
      },
      enabled: enabled && vin.trim() !== "",
    }),
  );
}
