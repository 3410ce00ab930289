import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TechnicianList } from "@/shared/schemas/work-responses";
import { apiRequest } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

/** The service_technicians view, ordered by name; used by convert and direct job cards. */
export function techniciansQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.technicians,
    queryFn: ({ signal }) => apiRequest<TechnicianList>("/technicians", { signal }),
    staleTime: 60_000,
  });
}

export function useTechnicians(options: { enabled?: boolean } = {}) {
  return useQuery({ ...techniciansQueryOptions(), enabled: options.enabled ?? true });
}
