import { queryOptions, useQuery } from "@tanstack/react-query";
import { shopCalendarBodySchema } from "@/shared/schemas/shop-calendar";
import { calendarKeys } from "./calendar-keys";
import { fetchParsed } from "./fetch-parsed";

/** GET /api/shop-calendar: time zone, bays, opening hours and slot length. */
export function shopCalendarQueryOptions() {
  return queryOptions({
    queryKey: calendarKeys.shopCalendar,
    queryFn: async ({ signal }) => (await fetchParsed(shopCalendarBodySchema, "/api/shop-calendar", { method: "GET", signal })).calendar,
    staleTime: 60_000,
  });
}

export function useShopCalendar(options: { enabled?: boolean } = {}) {
  return useQuery({ ...shopCalendarQueryOptions(), enabled: options.enabled ?? true });
}
