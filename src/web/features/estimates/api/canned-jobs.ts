import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import type { CannedJobInput } from "@/shared/schemas/estimates";
import { client } from "@/web/lib/api-client";

/** Canned jobs are the shop's, not one card's: they sit beside the estimates key. */
const cannedJobsKey = ["estimates", "canned-jobs"] as const;

export const cannedJobsQueryOptions = queryOptions({
  queryKey: cannedJobsKey,
  queryFn: ({ signal }) => parseResponse(client["canned-jobs"].$get({}, { init: { signal } })),
});

/** GET /api/canned-jobs, asked for only when the list is opened. */
export function useCannedJobs({ enabled }: { enabled: boolean }) {
  return useQuery({ ...cannedJobsQueryOptions, enabled });
}

/** POST /api/canned-jobs (Save as Canned Job). */
export function useCreateCannedJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CannedJobInput) => parseResponse(client["canned-jobs"].$post({ json: input })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cannedJobsKey }),
  });
}
