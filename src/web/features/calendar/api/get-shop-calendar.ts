import { queryOptions, useQuery } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import { client } from "@/web/lib/api-client";
import { calendarKeys } from "./calendar-keys";

/** GET /api/shop-calendar: time zone, bays, opening hours and slot length. */
export function shopCalendarQueryOptions() {
  return queryOptions({
    queryKey: calendarKeys.shopCalendar,
    queryFn: async ({ signal }) => (await parseResponse(client["shop-calendar"].$get({}, { init: { signal } }))).calendar,
    staleTime: 60_000,
  });
}

export function useShopCalendar(options: { enabled?: boolean } = {}) {
  return useQuery({ ...shopCalendarQueryOptions(), enabled: options.enabled ?? true });
}
