import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { shopPricingBodySchema, type ShopPricingInput } from "@/shared/schemas/estimates";
import { schemaRequest } from "@/web/lib/schema-request";

/** The shop's prices are read with every estimate, so they sit beside the estimates key. */
const shopPricingKey = ["estimates", "shop-pricing"] as const;

export const shopPricingQueryOptions = queryOptions({
  queryKey: shopPricingKey,
  queryFn: ({ signal }) => schemaRequest("/api/shop-pricing", shopPricingBodySchema, { signal }),
});

/** GET /api/shop-pricing (Admin and Manager). */
export function useShopPricing() {
  return useQuery(shopPricingQueryOptions);
}

/** PUT /api/shop-pricing; open estimates reprice with the new rates. */
export function useUpdateShopPricing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShopPricingInput) => schemaRequest("/api/shop-pricing", shopPricingBodySchema, { method: "PUT", body: input }),
    onSuccess: (data) => queryClient.setQueryData(shopPricingKey, data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["estimates"] }),
  });
}
