import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { cannedJobBodySchema, cannedJobListSchema, type CannedJobInput } from "@/shared/schemas/estimates";
import { schemaRequest } from "@/web/lib/schema-request";

/** Canned jobs are the shop's, not one card's: they sit beside the estimates key. */
const cannedJobsKey = ["estimates", "canned-jobs"] as const;

export const cannedJobsQueryOptions = queryOptions({
  queryKey: cannedJobsKey,
  queryFn: ({ signal }) => schemaRequest("/api/canned-jobs", cannedJobListSchema, { signal }),
});

/** GET /api/canned-jobs, asked for only when the list is opened. */
export function useCannedJobs({ enabled }: { enabled: boolean }) {
  return useQuery({ ...cannedJobsQueryOptions, enabled });
}

/** POST /api/canned-jobs (Save as Canned Job). */
export function useCreateCannedJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CannedJobInput) => schemaRequest("/api/canned-jobs", cannedJobBodySchema, { method: "POST", body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cannedJobsKey }),
  });
}
