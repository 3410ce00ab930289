import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import type { ShopPricingInput } from "@/shared/schemas/estimates";
import { client } from "@/web/lib/api-client";

/** The shop's prices are read with every estimate, so they sit beside the estimates key. */
const shopPricingKey = ["estimates", "shop-pricing"] as const;

export const shopPricingQueryOptions = queryOptions({
  queryKey: shopPricingKey,
  queryFn: ({ signal }) => parseResponse(client["shop-pricing"].$get({}, { init: { signal } })),
});

/** GET /api/shop-pricing (Admin and Manager). */
export function useShopPricing() {
  return useQuery(shopPricingQueryOptions);
}

/** PUT /api/shop-pricing; open estimates reprice with the new rates. */
export function useUpdateShopPricing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShopPricingInput) => parseResponse(client["shop-pricing"].$put({ json: input })),
    onSuccess: (data) => queryClient.setQueryData(shopPricingKey, data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["estimates"] }),
  });
}
