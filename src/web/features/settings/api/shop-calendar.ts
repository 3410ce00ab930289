import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import type { ShopCalendarInput } from "@/shared/schemas/shop-calendar";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

/** Under the shop-calendar key, so a "shop-calendar" change event refreshes it. */
export const shopCalendarQueryOptions = queryOptions({
  queryKey: queryKeys["shop-calendar"].all,
  queryFn: ({ signal }) => parseResponse(client["shop-calendar"].$get({}, { init: { signal } })),
});

/** GET /api/shop-calendar (all staff). */
export function useShopCalendar() {
  return useQuery(shopCalendarQueryOptions);
}

/** PUT /api/shop-calendar (Admin and Manager). */
export function useUpdateShopCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShopCalendarInput) => parseResponse(client["shop-calendar"].$put({ json: input })),
    onSuccess: (data) => queryClient.setQueryData(queryKeys["shop-calendar"].all, data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.appointments.all }),
  });
}
