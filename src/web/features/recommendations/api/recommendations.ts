import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { recommendationListSchema, type Recommendation } from "@/shared/schemas/recommendations";
import { apiFetch } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

/**
 * Under the estimates' keys: a decision, a send or a save (any device's, by its change event)
 * can open or close a recommendation, and invalidating a card's estimate refreshes its list too.
 */
const vehicleKey = (vin: string) => queryKeys.estimates.list({ recommendationsOfVin: vin.trim().toUpperCase() });
const cardKey = (jobCardId: string) => [...queryKeys.estimates.detail(jobCardId), "recommendations"] as const;

async function listOf(path: string, signal: AbortSignal): Promise<Recommendation[]> {
  return recommendationListSchema.parse(await (await apiFetch(path, { signal })).json()).recommendations;
}

/** The vehicle's open recommendations, by its VIN; none asked for without one. */
export function useVehicleRecommendations(vin: string, { enabled }: { enabled: boolean }) {
  return useQuery(
    queryOptions({
      queryKey: vehicleKey(vin),
      queryFn: ({ signal }) => listOf(`/api/vehicles/${encodeURIComponent(vin.trim())}/recommendations`, signal),
      enabled: enabled && vin.trim() !== "",
    }),
  );
}

/** The open recommendations of the card's vehicle from its other repair orders. */
export function useCardRecommendations(jobCardId: string) {
  return useQuery(
    queryOptions({
      queryKey: cardKey(jobCardId),
      queryFn: ({ signal }) => listOf(`/api/job-cards/${encodeURIComponent(jobCardId)}/recommendations`, signal),
    }),
  );
}

/** Add to Estimate from a recommendation: refreshes the card's estimate and its recommendations. */
export function useAddRecommendation(jobCardId: string, recommendation: Pick<Recommendation, "inspectionId" | "itemId">) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const path = `/api/job-cards/${encodeURIComponent(jobCardId)}/recommendations/${encodeURIComponent(recommendation.inspectionId)}/items/${encodeURIComponent(recommendation.itemId)}/estimate`;
      // The answer's estimate is not used here: the card's estimate and list are read again.
      await apiFetch(path, { method: "POST" });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.estimates.detail(jobCardId) }),
  });
}
