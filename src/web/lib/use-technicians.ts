import { queryOptions, useQuery } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

/**
 * The service_technicians view, ordered by name. Converting a ticket (tickets) and creating a job
 * card (job cards) both assign a technician, so the list belongs to neither feature.
 */
export function techniciansQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.technicians,
    queryFn: ({ signal }) => parseResponse(client.technicians.$get(undefined, { init: { signal } })),
    staleTime: 60_000,
  });
}

export function useTechnicians(options: { enabled?: boolean } = {}) {
  return useQuery({ ...techniciansQueryOptions(), enabled: options.enabled ?? true });
}
