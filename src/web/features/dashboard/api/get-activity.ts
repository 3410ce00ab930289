import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ActivityList } from "@/shared/schemas/activity";
import { parseResponse } from "hono/client";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

export function getActivity(signal?: AbortSignal): Promise<ActivityList> {
  return parseResponse(client.activity.$get(undefined, { init: { signal } }));
}

/** Live ticket and job card events refetch this key (see live-events.ts). */
export const activityQueryOptions = queryOptions({
  queryKey: queryKeys.activity,
  queryFn: ({ signal }) => getActivity(signal),
  // Opening the dashboard always asks again: this tab's own edits do not invalidate it.
  staleTime: 0,
});

/** The latest ticket and job card changes the viewer may see; not asked when they may see neither. */
export function useServerActivity({ enabled }: { enabled: boolean }) {
  return useQuery({ ...activityQueryOptions, enabled });
}
